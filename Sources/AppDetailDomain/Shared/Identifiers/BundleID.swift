/// An app's bundle identifier in reverse-DNS form, such as `com.example.app`.
///
/// ``init(parsing:)`` requires at least two dot-separated components made of ASCII letters,
/// digits, hyphens and underscores, so that a typo such as `abc` or `-1` is reported instead of
/// being sent to the store.
public struct BundleID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identifier as written.
    public let rawValue: String

    /// Wraps a bundle identifier, returning `nil` unless it is well formed.
    public init?(rawValue: String) {
        guard let parsed = try? BundleID(parsing: rawValue) else { return nil }
        self = parsed
    }

    /// Parses a bundle identifier typed by a person. Surrounding white space is ignored.
    public init(parsing text: String) throws(AppDetailError) {
        let trimmed = text.trimmingASCIIWhitespace()
        let components = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        let isWellFormed =
            components.count >= 2
            && components.allSatisfy { component in
                guard let first = component.first, first != "-" else { return false }
                return component.allSatisfy {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_")
                }
            }
        guard isWellFormed else { throw .invalidInput(.bundleID(text)) }
        self.rawValue = trimmed
    }

    /// The identifier as written.
    public var description: String { rawValue }
}
