import AppDetailDomain

extension TerminalText {
    /// Whether `line` shows nothing: every scalar of it a space or a tab — what
    /// `trimmingCharacters(in: .whitespaces)` empties (`Unicode.Scalar.isInWhitespaces` of AppDetailDomain),
    /// told without bridging the text to `NSString`.
    public static func isBlank(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy(\.isInWhitespaces)
    }
}
