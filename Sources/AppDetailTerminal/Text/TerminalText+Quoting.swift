extension TerminalText {
    /// `text` as a message may quote it: whole when short, else its start and end around an
    /// ellipsis with its length, so that a huge argument is never echoed whole.
    public static func quotable(_ text: String, atMost limit: Int = 60) -> String {
        guard text.count > limit else { return text }
        let head = text.prefix(limit * 2 / 3)
        let tail = text.suffix(limit / 4)
        return "\(head)…\(tail) (\(text.count) characters)"
    }
}
