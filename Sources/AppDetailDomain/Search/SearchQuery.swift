import Foundation

/// One search: a term in a storefront, up to a number of results.
public struct SearchQuery: Hashable, Sendable {
    /// What to look for.
    public let term: SearchTerm
    /// Where; results and their texts are per storefront.
    public let storefront: Storefront
    /// How many results at most.
    public let limit: SearchLimit

    /// A query.
    public init(term: SearchTerm, storefront: Storefront, limit: SearchLimit) {
        self.term = term
        self.storefront = storefront
        self.limit = limit
    }
}

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

/// How many results a search asks for: 1 to 200, the store's own cap.
public struct SearchLimit: Hashable, Sendable, CustomStringConvertible {
    /// The store's cap.
    public static let maximum = 200

    /// The number.
    public let rawValue: Int

    /// A limit.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/searchLimit(_:)`` outside 1…200.
    public init(_ rawValue: Int) throws(AppDetailError) {
        guard (1...Self.maximum).contains(rawValue) else { throw .invalidInput(.searchLimit(rawValue)) }
        self.rawValue = rawValue
    }

    /// The number as text.
    public var description: String { String(rawValue) }
}
