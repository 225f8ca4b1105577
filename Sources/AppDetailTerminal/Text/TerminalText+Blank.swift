extension TerminalText {
    /// Whether `line` shows nothing: every scalar of it a space (Unicode's Zs, such as U+3000 or
    /// a no-break space, and the zero-width space U+200B, which Foundation still counts) or a
    /// tab — what `trimmingCharacters(in: .whitespaces)` empties, told without bridging the
    /// text to `NSString` (whose first trimming in a process sets up Foundation's character sets).
    public static func isBlank(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy { scalar in
            scalar == " " || scalar == "\t" || scalar == "\u{200B}"
                || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
        }
    }
}
