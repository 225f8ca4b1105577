import PropertyBased

/// Words of every kind a store answer holds — Latin, Hangul, kana, Han, full-width punctuation,
/// emoji, combining marks, a very long word — for text built at random.
enum TextPieces {
    static let words = [
        "Slack", "a", "collaboration,", "카카오뱅크", "은행", "「ファイナンス」", "アプリです。", "银行应用程序", "（注）",
        "e\u{301}te\u{301}", "👩‍💻", "🇰🇷", "-", "•", "1.", "https://apps.apple.com/kr/app/id311867728",
        String(repeating: "w", count: 95), String(repeating: "가", count: 41), "x\u{200B}y",
    ]

    /// A paragraph of up to 40 words.
    static let paragraph = Gen.int(in: 0...words.count - 1).map { words[$0] }.array(of: 0...40).map {
        $0.joined(separator: " ")
    }

    /// Up to four paragraphs.
    static let text = paragraph.array(of: 1...4).map { $0.joined(separator: "\n") }
}
