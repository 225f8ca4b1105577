import PropertyBased
import Testing

@testable import AppDetailTerminal

/// Lines, words and a word's segments found by scalars are the ones characters give, on text
/// built to trip the shortcut: carriage returns, combining marks and joiners beside spaces,
/// prepend marks, Hangul jamo, kana voicing marks, flags.
@Suite("Splitting by scalars gives what splitting by characters gives")
struct PlainSplitTests {
    static let pieces = [
        "a", "Slack", " ", "  ", "\n", "\r\n", "\r", "\u{301}", "\u{200D}", "\u{200C}", "\u{0600}",
        "\u{0E33}",
        "가", "\u{1100}", "\u{1161}", "\u{11A8}", "「", "」", "。", "漢", "字", "ア", "\u{3099}", "\u{FF9E}", "👩",
        "💻", "🇰", "🇷", "\u{FE0F}", "é", "ж", "—", "•", "1.", "\t",
    ]

    static let text = Gen.int(in: 0...pieces.count - 1).map { pieces[$0] }.array(of: 0...30).map {
        $0.joined()
    }

    @Test func linesAreTheCharactersLines() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            let expected = Substring(text).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(PlainSplit.lines(of: Substring(text)) == expected, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func wordsAreTheCharactersWords() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            let paragraph = Substring(text)
            #expect(
                PlainSplit.words(of: paragraph) == paragraph.split(separator: " "),
                "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func aWordsSegmentsAreTheCharactersSegments() async {
        await propertyCheck(count: 2_000, input: Self.text) { text in
            for word in Substring(text).split(separator: " ") {
                #expect(
                    LineBreaks.segments(of: word) == LineBreaks.segmentsByCharacter(of: word),
                    "\(word.unicodeScalars.map(\.value))")
            }
        }
    }

    /// Every scalar the shortcut trusts is a character of its own beside a space, a Latin letter,
    /// an ideograph and a Hangul syllable, on either side.
    @Test func everyScalarThatStandsAloneIsACharacterOfItsOwn() {
        var checked = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), PlainSplit.standsAlone(scalar) else { continue }
            for neighbour in [" ", "a", "漢", "가", "ア"] as [Unicode.Scalar] {
                var before = String.UnicodeScalarView()
                before.append(contentsOf: [neighbour, scalar])
                var after = String.UnicodeScalarView()
                after.append(contentsOf: [scalar, neighbour])
                #expect(String(before).count == 2, "U+\(String(value, radix: 16)) after \(neighbour)")
                #expect(String(after).count == 2, "U+\(String(value, radix: 16)) before \(neighbour)")
            }
            checked += 1
        }
        #expect(checked > 40_000)
    }
}
