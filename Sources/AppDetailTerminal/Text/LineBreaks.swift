/// Where a line may break inside a word: between Chinese or Japanese characters (which do not
/// put spaces between words), except before a mark that may not start a line (、。」』）！？ー
/// small kana …) and after one that may not end a line (「『（ …) — the usual kinsoku rules.
/// Korean, which spaces its words, breaks at spaces only.
enum LineBreaks {
    /// A piece of a word that is laid out whole, with its width in columns.
    struct Segment: Equatable {
        let text: Substring
        let width: Int
    }

    private static let noLineStart: Set<UInt32> = scalars(
        "、。，．・：；？！゛゜ヽヾゝゞ々ー」』）〕］｝〉》】〗〙〟’”｠»ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ…‥,.!?)]}%")
    private static let noLineEnd: Set<UInt32> = scalars("「『（〔［｛〈《【〖〘〝‘“｟«([{")

    /// The segments of `word`, in order; a word without Chinese or Japanese is one segment.
    static func segments(of word: Substring) -> [Segment] {
        // Only a Chinese or Japanese character makes a break inside a word: a word without one
        // (most words) is one segment, measured without taking it apart into characters.
        if !word.unicodeScalars.contains(where: { isIdeographicOrKana($0.value) }) {
            return word.isEmpty ? [] : [Segment(text: word, width: TerminalText.displayWidth(word))]
        }
        // Each scalar a character of its own (see `PlainSplit`): read by scalars, which costs a
        // fraction of breaking graphemes.
        if word.unicodeScalars.allSatisfy(PlainSplit.standsAlone) { return segmentsByScalar(of: word) }
        return segmentsByCharacter(of: word)
    }

    /// ``segments(of:)`` for a word whose every scalar is a character of its own.
    static func segmentsByScalar(of word: Substring) -> [Segment] {
        segments(of: word, units: word.unicodeScalars) {
            Unit(first: $0.value, isOneScalar: true, width: TerminalText.columns(of: $0))
        }
    }

    /// ``segments(of:)`` read character by character, for any word.
    static func segmentsByCharacter(of word: Substring) -> [Segment] {
        segments(of: word, units: word) { character in
            let scalars = character.unicodeScalars
            return Unit(
                first: scalars.first?.value ?? 0,
                isOneScalar: scalars.index(after: scalars.startIndex) == scalars.endIndex,
                width: scalars.reduce(0) { $0 + TerminalText.columns(of: $1) })
        }
    }

    /// What a break is decided on: a unit's first scalar, whether it is that scalar alone (only
    /// a mark of one scalar forbids a break), and its width.
    private struct Unit {
        let first: UInt32
        let isOneScalar: Bool
        let width: Int
    }

    /// The segments of `word` read unit by unit (characters, or scalars that are characters).
    private static func segments<Units: Collection>(
        of word: Substring, units: Units, describe: (Units.Element) -> Unit
    ) -> [Segment] where Units.Index == Substring.Index {
        var segments: [Segment] = []
        var start = units.startIndex
        var width = 0
        var previous: Unit?
        var index = units.startIndex
        while index < units.endIndex {
            let unit = describe(units[index])
            if let before = previous, mayBreak(between: before, and: unit) {
                segments.append(Segment(text: word[start..<index], width: width))
                start = index
                width = 0
            }
            width += unit.width
            previous = unit
            index = units.index(after: index)
        }
        if start < units.endIndex { segments.append(Segment(text: word[start...], width: width)) }
        return segments
    }

    private static func mayBreak(between before: Unit, and after: Unit) -> Bool {
        (isIdeographicOrKana(before.first) || isIdeographicOrKana(after.first))
            && !(before.isOneScalar && noLineEnd.contains(before.first))
            && !(after.isOneScalar && noLineStart.contains(after.first))
    }

    /// The scalars of `marks`, each a character of one scalar: looked up by number, a set of
    /// them costs a fraction of one of `Character`s, which hashes every character it is asked.
    private static func scalars(_ marks: String) -> Set<UInt32> {
        Set(marks.unicodeScalars.map(\.value))
    }

    /// Whether the scalar `value` is in the ideographic and kana blocks: kana, CJK ideographs,
    /// CJK symbols and punctuation, and full-width forms.
    private static func isIdeographicOrKana(_ value: UInt32) -> Bool {
        (0x3000...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFFEF).contains(value) || (0x20000...0x3FFFD).contains(value)
    }
}
