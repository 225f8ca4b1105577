import Foundation

/// Encodes output documents: pretty, keys sorted (stable for diffs and scripts), dates in
/// ISO 8601, and every control character escaped, C1 ones included, which JSON itself would
/// let through raw, as are the invisible direction marks, overrides and isolates and the line
/// and paragraph separators.
enum JSONText {
    static func encode(_ value: some Encodable) throws -> String {
        try encode(value, pretty: true)
    }

    /// JSON Lines written through one encoder, a few hundred records to a write: a long history
    /// is neither held as text nor encoded by a new encoder per line.
    struct Lines {
        private let encoder: JSONEncoder
        private var pending = ""

        init() {
            encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
        }

        /// Adds a record (one a value cannot be encoded is left out: the types here always can).
        mutating func append(_ value: some Encodable) {
            guard let data = try? encoder.encode(value) else { return }
            pending += JSONText.escaped(String(decoding: data, as: UTF8.self)) + "\n"
            if pending.utf8.count > 64 * 1_024 { flush() }
        }

        /// Writes what is pending.
        mutating func flush() {
            StandardOutputStream.write(pending)
            pending = ""
        }
    }

    /// One value as ``encode(_:)`` lays it out inside a document, without the final line break:
    /// a part of a document written as it is made (``JSONObjectStream``), by `encoder` (one
    /// ``documentEncoder()`` for all the parts).
    static func encodeFragment(_ value: some Encodable, with encoder: JSONEncoder) throws -> String {
        layout(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// The encoder of a pretty document: keys sorted, dates in ISO 8601.
    static func documentEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static func encode(_ value: some Encodable, pretty: Bool) throws -> String {
        let encoder = pretty ? documentEncoder() : JSONEncoder()
        if !pretty {
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
        }
        return layout(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }

    /// The encoder's text with an empty array or object written `[]` or `{}`, not over three
    /// lines (a raw line break is never inside a JSON string, where it is escaped), and the
    /// characters JSON lets through raw escaped.
    private static func layout(_ encoded: String) -> String {
        var text = encoded
        // Most parts hold no empty array or object: the expressions run only where one may be.
        if text.contains("\n\n") {
            text = text.replacingOccurrences(of: #"\[\n\s*\n\s*\]"#, with: "[]", options: .regularExpression)
                .replacingOccurrences(of: #"\{\n\s*\n\s*\}"#, with: "{}", options: .regularExpression)
        }
        return escaped(text)
    }

    /// `text` with the characters JSON lets through raw escaped (see the type's description).
    static func escaped(_ text: String) -> String {
        // Most documents hold none of them: checked on the bytes first (DEL, and the lead bytes
        // of U+0080–U+00BF, U+0600–U+063F and U+2000–U+2FFF, where the others lie), then on the
        // characters.
        var bytes = text
        let mayHold = bytes.withUTF8 { utf8 in utf8.contains(where: isLeadOfEscapable) }
        guard mayHold, text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                appendEscape(scalar.value, to: &escaped)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// DEL, or the first byte of a character in U+0080–U+00BF, U+0600–U+063F or U+2000–U+2FFF.
    private static func isLeadOfEscapable(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x7F, 0xC2, 0xD8, 0xE2: true
        default: false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
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
