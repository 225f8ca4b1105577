import AppDetailTerminal
import PropertyBased
import Testing

@Suite("Wrapping text for a terminal")
struct WrappingTests {
    /// Lines keep at least ten columns for text beside an indent, so the law holds from the widest
    /// hanging indent (`123. `) plus ten.
    @Test("every wrapped line fits the width, at 15 columns and up")
    func linesFit() async {
        await propertyCheck(count: 400, input: TextPieces.text, Gen.int(in: 15...130)) { text, width in
            for line in TerminalText.wrapped(text, width: width) {
                #expect(TerminalText.displayWidth(line) <= width, "\(line) is wider than \(width)")
            }
        }
    }

    @Test("wrapping loses no character: only spaces between words change")
    func nothingLost() async {
        await propertyCheck(count: 400, input: TextPieces.text, Gen.int(in: 10...130)) { text, width in
            let wrapped = TerminalText.wrapped(text, width: width)
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(wrapped.count >= paragraphs.count)
            #expect(wrapped.joined().filter { $0 != " " } == text.filter { $0 != " " && $0 != "\n" })
        }
    }

    @Test("a hanging indent: a bullet's next lines start under its text")
    func bulletsHang() {
        let lines = TerminalText.wrapped("- one two three four five six seven", width: 12)
        #expect(lines.count > 1)
        for line in lines.dropFirst() { #expect(line.hasPrefix("  ") && !line.hasPrefix("   ")) }
    }

    @Test("Japanese breaks between characters but never before a closing mark")
    func kinsoku() {
        let lines = TerminalText.wrapped("これは「テスト」です。これは「テスト」です。", width: 12)
        #expect(lines.count > 1)
        for line in lines.dropFirst() {
            #expect(!["」", "。", "、"].contains(line.first.map(String.init) ?? ""), "\(lines)")
        }
    }

    @Test("truncated text fits and ends with an ellipsis only when something was cut")
    func truncation() async {
        await propertyCheck(count: 300, input: TextPieces.paragraph, Gen.int(in: 1...80)) { text, columns in
            let cut = TerminalText.truncated(text, to: columns)
            #expect(TerminalText.displayWidth(cut) <= columns)
            if TerminalText.displayWidth(text) <= columns {
                #expect(cut == text)
            } else {
                #expect(cut.hasSuffix("…"))
            }
        }
    }

    @Test("widths: wide characters take two columns, combining and zero-width marks none")
    func widths() {
        #expect(TerminalText.displayWidth("abc") == 3)
        #expect(TerminalText.displayWidth("카카오") == 6)
        #expect(TerminalText.displayWidth("ファイナンス") == 12)
        #expect(TerminalText.displayWidth("e\u{301}") == 1)
        #expect(TerminalText.displayWidth("x\u{200B}y") == 2)
        #expect(TerminalText.padded("카", to: 5) == "카   ")
    }
}
