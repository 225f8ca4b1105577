extension TerminalText {
    /// `text` as a message may quote it: on one line, each control character shown as an escape
    /// (`\n`, `\t`, `\u{1B}`) so that a line break typed into an argument can never start a line
    /// of its own (a forged `hint:`); whole when short, else its start and end around an ellipsis
    /// with its length, so that a huge argument is never echoed whole.
    public static func quotable(_ text: String, atMost limit: Int = 60) -> String {
        let visible = escapingControls(text)
        guard visible.count > limit else { return visible }
        let head = visible.prefix(limit * 2 / 3)
        let tail = visible.suffix(limit / 4)
        return "\(head)…\(tail) (\(text.count) characters)"
    }

    /// `text` with every C0 and C1 control character, DEL, and the line and paragraph separators
    /// written as escapes.
    static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var visible = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": visible += "\\n"
            case "\r": visible += "\\r"
            case "\t": visible += "\\t"
            case _ where isControl(scalar):
                visible += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: visible.unicodeScalars.append(scalar)
            }
        }
        return visible
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}
