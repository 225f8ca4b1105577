/// Text cut into lines at `\n` and into words at spaces, with the pieces `split(separator:)`
/// gives on characters, found by scalars where the two cannot differ: a grapheme-by-grapheme
/// pass over a long description cost more than laying it out.
///
/// A character (grapheme) holds a newline or a space together with a neighbour only in a few
/// cases: `\r\n` is one character, a combining mark, joiner or spacing mark after a space joins
/// it, and a "prepend" mark before a space takes it in. Where none of this can happen — no
/// carriage return, and only scalars of ``standsAlone(_:)`` next to each space — the scalars say
/// where the characters are; anywhere else the text is split by characters, as before.
enum PlainSplit {
    /// `text.split(separator: "\n", omittingEmptySubsequences: false)`.
    static func lines(of text: Substring) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\r"):
                return text.split(separator: "\n", omittingEmptySubsequences: false)
            case UInt8(ascii: "\n"):
                lines.append(text[start..<index])
                start = bytes.index(after: index)
            default:
                break
            }
            index = bytes.index(after: index)
        }
        lines.append(text[start...])
        return lines
    }

    /// `paragraph.split(separator: " ")`: its words, without empty ones.
    static func words(of paragraph: Substring) -> [Substring] {
        var words: [Substring] = []
        let scalars = paragraph.unicodeScalars
        var start: Substring.Index?
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == " " {
                if let previous, previous != " ", !standsAlone(previous) {
                    return paragraph.split(separator: " ")
                }
                if let first = start { words.append(paragraph[first..<index]) }
                start = nil
            } else {
                if previous == " ", !standsAlone(scalar) { return paragraph.split(separator: " ") }
                if start == nil { start = index }
            }
            previous = scalar
            index = scalars.index(after: index)
        }
        if let first = start { words.append(paragraph[first...]) }
        return words
    }

    /// Whether `scalar` never joins a character before or after it: no combining, enclosing or
    /// spacing mark, no joiner, no prepend mark and no carriage return. A conservative list of
    /// whole blocks — ASCII and Latin, Greek and Cyrillic letters, general punctuation, kana,
    /// CJK ideographs and symbols, Hangul syllables, full-width forms — that covers the text of
    /// most stores; a scalar outside it sends its text to the split by characters.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false
        case 0x00...0x2FF, 0x370...0x482, 0x48A...0x52F: true
        case 0x2010...0x2027, 0x2030...0x205E: true
        case 0x3000...0x3029, 0x3030...0x3096, 0x309B...0x30FF: true
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D: true
        default: false
        }
    }
}
