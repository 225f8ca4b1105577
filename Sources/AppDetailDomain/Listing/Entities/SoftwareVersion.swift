/// A dotted version number such as an app's minimum OS version, compared numerically.
///
/// `10.12` is newer than `10.2`, and `11` equals `11.0`: missing trailing components count as
/// zero, for ordering, equality and hashing alike. ``text`` keeps the store's own spelling.
public struct SoftwareVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The version as the store wrote it.
    public let text: String
    /// The numeric components, `[10, 12]` for `"10.12"`.
    public let components: [Int]

    /// Parses `"15.0"` or `"8.54.1"`. Returns `nil` for text that is not digits separated by dots.
    public init?(_ text: String) {
        let parts = text.trimmingASCIIWhitespace().split(separator: ".", omittingEmptySubsequences: false)
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(part)
            else { return nil }
            components.append(value)
        }
        guard !components.isEmpty else { return nil }
        self.text = text.trimmingASCIIWhitespace()
        self.components = components
    }

    /// Decodes the store's string form, such as `"15.0"`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = SoftwareVersion(text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "“\(text)” is not a dotted version number")
            )
        }
        self = version
    }

    /// Encodes the version as the store wrote it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// The version as the store wrote it.
    public var description: String { text }

    /// Equal when every component is equal, padding the shorter one with zeros.
    public static func == (lhs: SoftwareVersion, rhs: SoftwareVersion) -> Bool {
        lhs.significantComponents == rhs.significantComponents
    }

    /// Hashes the components without trailing zeros, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(significantComponents)
    }

    /// Compares component by component, padding the shorter one with zeros.
    public static func < (lhs: SoftwareVersion, rhs: SoftwareVersion) -> Bool {
        lhs.significantComponents.lexicographicallyPrecedes(rhs.significantComponents)
    }

    /// The components with trailing zeros removed, so that `11.0` and `11` agree.
    private var significantComponents: ArraySlice<Int> {
        let end = (components.lastIndex { $0 != 0 } ?? -1) + 1
        return components[..<end]
    }
}
