import Foundation

/// Encodes output documents: pretty, keys sorted (stable for diffs and scripts), dates in
/// ISO 8601, and every control character escaped, C1 ones included, which JSON itself would
/// let through raw, as are the invisible direction marks, overrides and isolates and the line
/// and paragraph separators.
enum JSONText {
    static func encode(_ value: some Encodable) throws -> String {
        try encode(value, pretty: true)
    }

    /// One JSON Lines record: the document on one line, keys sorted, ending with a line break.
    static func line(_ value: some Encodable) throws -> String {
        try encode(value, pretty: false)
    }

    private static func encode(_ value: some Encodable, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty
            ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // An empty array or object is written `[]` or `{}`, not over three lines (a raw line break
        // is never inside a JSON string, where it is escaped).
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
            .replacingOccurrences(of: #"\[\n\s*\n\s*\]"#, with: "[]", options: .regularExpression)
            .replacingOccurrences(of: #"\{\n\s*\n\s*\}"#, with: "{}", options: .regularExpression)
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                appendEscape(scalar.value, to: &escaped)
            default:
                escaped.append(scalar)
            }
        }
        return String(escaped) + "\n"
    }

    /// `\uXXXX` for a BMP scalar, written digit by digit (a formatter per scalar made long texts
    /// take minutes).
    private static func appendEscape(_ value: UInt32, to output: inout String.UnicodeScalarView) {
        output.append("\\")
        output.append("u")
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)
}
