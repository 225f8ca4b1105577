extension String {
    /// The text without the white space and line breaks at its ends — the scalars Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` takes off (``isWhitespaceOrNewline(_:)``),
    /// found without bridging the text to `NSString`: the first such call of a process set up
    /// Foundation's character sets, a tenth of a warm page's start.
    var trimmedOfWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespaceOrNewline($0) }),
            let last = scalars.lastIndex(where: { !Self.isWhitespaceOrNewline($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Spaces (Unicode's Zs, and the zero-width space U+200B, which Foundation still counts),
    /// the line and paragraph separators, tab, line feed, vertical tab, form feed, carriage
    /// return and next line (U+0085).
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09...0x0D, 0x85: return true
        case 0...0x7F: return false
        case 0x200B: return true
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
