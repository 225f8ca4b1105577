/// A store's text as SQLite keeps it. SQLite takes a text up to its first U+0000, so a text
/// holding one would be kept cut short and never match itself again — each identical answer a
/// new observation and another copy of the text. The store never means a NUL: it is dropped
/// before the text is kept or compared.
enum StoredText {
    /// `text` without its U+0000 characters (the same text when it has none, the usual case).
    static func clean(_ text: String) -> String {
        guard text.utf8.contains(0) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{0}" }))
    }
}
