import Foundation

/// Encodes output documents: pretty, keys sorted (stable for diffs and scripts), dates in
/// ISO 8601, and every control character escaped, C1 ones included, which JSON itself would
/// let through raw.
enum JSONText {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                escaped.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
            default:
                escaped.append(scalar)
            }
        }
        return String(escaped) + "\n"
    }
}
