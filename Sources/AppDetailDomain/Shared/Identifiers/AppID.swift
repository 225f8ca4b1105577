/// The App Store's numeric identifier of an app (the Lookup API's `trackId`).
///
/// Identifiers already exceed 2³² (for example 6443908927), so the value is an `Int64`.
/// Parse user text with ``init(parsing:)``, which accepts only digits and reports why it rejects
/// anything else.
public struct AppID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The identifier as a number; always positive.
    public let rawValue: Int64

    /// Wraps a known identifier, returning `nil` unless it is positive.
    public init?(rawValue: Int64) {
        guard rawValue > 0 else { return nil }
        self.rawValue = rawValue
    }

    /// Parses an identifier typed by a person, such as `"284882215"`.
    ///
    /// Surrounding white space is ignored. Anything else that is not an ASCII digit, a zero value
    /// or a number beyond `Int64.max` is rejected with ``AppDetailError/invalidInput(_:)``.
    public init(parsing text: String) throws(AppDetailError) {
        let trimmed = text.trimmingASCIIWhitespace()
        guard !trimmed.isEmpty else { throw .invalidInput(.appID(text, .empty)) }
        guard trimmed.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            throw .invalidInput(.appID(text, .notDigits))
        }
        guard let value = Int64(trimmed) else { throw .invalidInput(.appID(text, .tooLarge)) }
        guard value > 0 else { throw .invalidInput(.appID(text, .notPositive)) }
        self.rawValue = value
    }

    /// Decodes a bare JSON number and rejects zero or negative values.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int64.self)
        guard value > 0 else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "App id must be positive, got \(value)")
            )
        }
        self.rawValue = value
    }

    /// Encodes the identifier as a bare JSON number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier's digits.
    public var description: String { String(rawValue) }

    /// Orders identifiers numerically.
    public static func < (lhs: AppID, rhs: AppID) -> Bool { lhs.rawValue < rhs.rawValue }
}
