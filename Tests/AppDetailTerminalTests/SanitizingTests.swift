import AppDetailTerminal
import PropertyBased
import Testing

@Suite("Making store text safe for a terminal")
struct SanitizingTests {
    static let hostile = [
        "\u{1B}[31mred\u{1B}[0m", "\u{1B}]8;;https://evil.example\u{7}link\u{1B}]8;;\u{7}", "\u{9B}2J",
        "\u{1B}]0;title\u{1B}\\", "bell\u{7}", "\u{202E}reversed", "\u{2066}isolate\u{2069}", "tab\there",
        "\r\ncarriage", "\u{0}nul", "\u{7F}del", "\u{85}next", "plain", "카카오뱅크",
    ]

    static let input = Gen.int(in: 0...hostile.count - 1).map { hostile[$0] }.array(of: 0...12).map {
        $0.joined()
    }

    @Test("no control character, escape or bidi override survives, except newlines")
    func noControls() async {
        await propertyCheck(count: 400, input: Self.input) { text in
            let safe = TerminalText.sanitized(text)
            for scalar in safe.unicodeScalars where scalar != "\n" {
                let value = scalar.value
                #expect(
                    !(value < 0x20 || (0x7F...0x9F).contains(value)),
                    "control \(value) in \(safe.debugDescription)")
                #expect(
                    ![0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains(value))
            }
        }
    }

    @Test("sanitizing twice changes nothing more")
    func idempotent() async {
        await propertyCheck(count: 400, input: Self.input) { text in
            let once = TerminalText.sanitized(text)
            #expect(TerminalText.sanitized(once) == once)
        }
    }

    @Test("an escape sequence goes whole: its parameters do not leak as text")
    func wholeSequences() {
        #expect(TerminalText.sanitized("\u{1B}[31mred\u{1B}[0m") == "red")
        #expect(!TerminalText.sanitized("\u{1B}]8;;https://evil.example\u{7}x").contains("evil"))
    }

    @Test("a quoted argument is cut in the middle and keeps its end")
    func quoting() {
        let long = String(repeating: "a", count: 200) + "TAIL"
        let quoted = TerminalText.quotable(long)
        #expect(quoted.count < long.count)
        #expect(quoted.contains("…"))
        #expect(quoted.contains("TAIL"))
        #expect(TerminalText.quotable("short") == "short")
    }
}
