/// Where a line may break inside a word: between Chinese or Japanese characters (which do not
/// put spaces between words), except before a mark that may not start a line (、。」』）！？ー
/// small kana …) and after one that may not end a line (「『（ …) — the usual kinsoku rules.
/// Korean, which spaces its words, breaks at spaces only.
enum LineBreaks {
    /// A piece of a word that is laid out whole, with its width in columns.
    struct Segment {
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
        var segments: [Segment] = []
        var start = word.startIndex
        var width = 0
        var previous: Character?
        var index = word.startIndex
        while index < word.endIndex {
            let character = word[index]
            if let before = previous, mayBreak(between: before, and: character) {
                segments.append(Segment(text: word[start..<index], width: width))
                start = index
                width = 0
            }
            width += character.unicodeScalars.reduce(0) { $0 + TerminalText.columns(of: $1) }
            previous = character
            index = word.index(after: index)
        }
        if start < word.endIndex { segments.append(Segment(text: word[start...], width: width)) }
        return segments
    }

    private static func mayBreak(between before: Character, and after: Character) -> Bool {
        (isIdeographicOrKana(before) || isIdeographicOrKana(after)) && !isOne(of: noLineEnd, before)
            && !isOne(of: noLineStart, after)
    }

    /// Kana, CJK ideographs, CJK symbols and punctuation, and full-width forms.
    /// The scalars of `marks`, each a character of one scalar: looked up by number, a set of
    /// them costs a fraction of one of `Character`s, which hashes every character it is asked.
    private static func scalars(_ marks: String) -> Set<UInt32> {
        Set(marks.unicodeScalars.map(\.value))
    }

    /// Whether `character` is a single scalar in `marks`.
    private static func isOne(of marks: Set<UInt32>, _ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return false
        }
        return marks.contains(first.value)
    }

    private static func isIdeographicOrKana(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return isIdeographicOrKana(value)
    }

    /// Whether the scalar `value` is in the ideographic and kana blocks.
    private static func isIdeographicOrKana(_ value: UInt32) -> Bool {
        (0x3000...0x30FF).contains(value) || (0x3400...0x4DBF).contains(value)
            || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFFEF).contains(value) || (0x20000...0x3FFFD).contains(value)
    }
}
