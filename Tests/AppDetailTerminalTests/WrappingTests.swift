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

@Suite("Messages on a narrow terminal")
struct MessageFittingTests {
    static let messages = Gen.int(in: 0...4).map {
        ["note: ", "warning: ", "error: ", "hint: ", "appdetail: "][$0]
    }

    @Test("every line of a fitted message fits, keeps its label first, and loses no character")
    func messagesFit() async {
        await propertyCheck(count: 300, input: Self.messages, TextPieces.paragraph, Gen.int(in: 20...100)) {
            label, text, width in
            let message = label + text
            let fitted = TerminalText.fittedMessages(message, width: width)
            let lines = fitted.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines { #expect(TerminalText.displayWidth(line) <= width, "\(line)") }
            #expect(fitted.hasPrefix(label.trimmingCharacters(in: .whitespaces)))
            // Under the text when there is room beside the label (ten columns and a bullet's three).
            if width - label.count >= 13, lines.count > 1 {
                #expect(fitted.hasPrefix(label))
                for line in lines.dropFirst() {
                    #expect(line.hasPrefix(String(repeating: " ", count: label.count)))
                }
            }
            #expect(fitted.filter { $0 != " " && $0 != "\n" } == message.filter { $0 != " " })
        }
    }

    @Test("a message that fits, and several lines, are left as written")
    func shortMessagesStay() {
        let text = "note: fits\nerror: also fits\nhint: fine\n"
        #expect(TerminalText.fittedMessages(text, width: 40) == text)
    }
}

/// A command to type is never broken across lines: copied from a wrapped hint, it runs.
@Suite("Commands in wrapped text stay whole")
struct CommandWrappingTests {
    static let hints: [(text: String, commands: [String])] = [
        (
            TerminalWords(language: .korean).moreReviews(
                8, command: "appdetail reviews 1258016944 --country kr"),
            ["appdetail reviews 1258016944 --country kr"]
        ),
        (
            TerminalWords(language: .english).moreReviews(
                1, command: "appdetail reviews 284882215 --country us"),
            ["appdetail reviews 284882215 --country us"]
        ),
        (
            "Any command that fetches it keeps an observation: appdetail show 362057947 --country kr; to observe it daily, appdetail track add 362057947 --country kr.",
            ["appdetail show 362057947 --country kr;", "appdetail track add 362057947 --country kr."]
        ),
    ]

    @Test("at every width, each command is on one line, and only a command may pass the width")
    func commandsStayWhole() {
        for (text, commands) in Self.hints {
            for width in 20...120 {
                let lines = TerminalText.wrapped(text, width: width)
                for command in commands {
                    #expect(
                        lines.contains { $0.contains(command) }, "“\(command)” broken at \(width): \(lines)")
                }
                for line in lines where TerminalText.displayWidth(line) > width {
                    #expect(
                        commands.contains(line.trimmingCharacters(in: .whitespaces)), "“\(line)” at \(width)")
                }
            }
        }
    }

    /// A store's text that mentions the tool is wrapped as any text: a long run of words after
    /// "appdetail" never becomes one line wider than the terminal.
    @Test("text that only mentions the tool wraps as any text")
    func mentionsWrap() {
        let review =
            "I use appdetail show every morning and it tells me nothing I did not know already about my app and the competition"
        for width in 20...60 {
            for line in TerminalText.wrapped(review, width: width) {
                #expect(TerminalText.displayWidth(line) <= width, "“\(line)” at \(width)")
            }
        }
        let lines = TerminalText.wrapped(
            "Reader 1 wrote this for the appdetail tests. It runs long", width: 38)
        #expect(lines.first == "Reader 1 wrote this for the appdetail", "not a command: \(lines)")
        #expect(
            TerminalText.wrapped("ou bien appdetail reviews 1 --country fr", width: 30).first == "ou bien")
    }

    @Test("one more review is singular")
    func oneReview() {
        #expect(TerminalWords(language: .english).moreReviews(1).hasPrefix("… 1 more review ("))
        #expect(TerminalWords(language: .english).moreReviews(2).hasPrefix("… 2 more reviews ("))
    }
}

@Suite("Wrapping leaves a line that fits as written")
struct FittingLineTests {
    @Test("a line of single-spaced words that fits comes back as written, indent first")
    func aLineThatFitsIsKept() async {
        await propertyCheck(count: 400, input: TextPieces.text, Gen.int(in: 0...4)) { text, indentWidth in
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let indent = String(repeating: " ", count: indentWidth)
            let width = TerminalText.displayWidth(words) + indentWidth
            let lines = TerminalText.wrapped(words, width: max(width, 15), indent: indent)
            #expect(lines == [words.isEmpty ? "" : indent + words], "\(words)")
        }
    }

    @Test("one column too few and the line is wrapped")
    func oneColumnTooFew() {
        let text = "평점 4.6 (12,345) · 지난주보다 +0.1"
        let width = TerminalText.displayWidth(text)
        #expect(TerminalText.wrapped(text, width: width) == [text])
        #expect(TerminalText.wrapped(text, width: width - 1).count == 2)
    }
}
