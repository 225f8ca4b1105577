import Foundation

/// What a person types to find an app: trimmed, not empty, at most ``maximumLength`` characters.
public struct SearchTerm: Hashable, Sendable, CustomStringConvertible {
    /// The most characters a term may have; longer text is a mistake (a pasted page), not a search.
    public static let maximumLength = 100

    /// The term as typed, trimmed.
    public let text: String

    /// The form searches are cached under: lowercased, runs of whitespace as one space.
    public var normalized: String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A term.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/searchTerm(_:)`` when the
    ///   text is empty, only whitespace or too long.
    public init(_ text: String) throws(AppDetailError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= Self.maximumLength else {
            throw .invalidInput(.searchTerm(String(text.prefix(Self.maximumLength + 20))))
        }
        self.text = trimmed
    }

    /// The term.
    public var description: String { text }
}
