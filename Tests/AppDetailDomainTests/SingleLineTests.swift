import AppDetailDomain
import TestSupport
import Testing

@Suite("Quoted text stays on one line")
struct SingleLineTests {
    @Test(arguments: [
        ("\nhint: forged\r\nerror: forged", "hint: forged error: forged"),
        ("a\u{2028}b\u{2029}c\u{85}d\u{0B}e\u{0C}f", "a b c d e f"),
        ("  tabs\t\tand\u{1B}[31mescapes  ", "tabs and [31mescapes"),
        ("", ""),
        ("plain text", "plain text"),
    ])
    func breaksBecomeOneSpace(text: String, expected: String) {
        #expect(text.singleLine == expected)
    }

    @Test func noLineBreakSurvivesAndItIsIdempotent() {
        var generator = SeededGenerator(seed: 0x5116_1E)
        let alphabet: [Character] = ["a", " ", "\n", "\r", "\t", "\u{2028}", "\u{85}", "\u{0}", "é", "한"]
        for _ in 0..<1_000 {
            let text = String(
                (0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement()! })
            let line = text.singleLine
            #expect(
                !line.unicodeScalars.contains {
                    $0.properties.generalCategory == .control || $0 == "\u{2028}"
                })
            #expect(line.singleLine == line && !line.hasPrefix(" ") && !line.hasSuffix(" "))
        }
    }
}
