/// Text from the network made safe and laid out for a terminal.
public enum TerminalText {
    /// `text` with every escape sequence (CSI, OSC, and any other ESC sequence), every C0 and C1
    /// control character (BEL, backspace, carriage return…) except newline and tab, DEL, the
    /// bidirectional overrides and isolates, and the invisible direction marks (U+061C, U+200E,
    /// U+200F) removed, so it cannot move the cursor, retitle the window, write to the clipboard
    /// or reorder what is shown. A tab and the line and paragraph separators (U+2028, U+2029),
    /// which terminals treat unevenly, become a space.
    public static func sanitized(_ text: String) -> String {
        // Most text has nothing to take out: given back as it is, not rebuilt scalar by scalar.
        guard text.unicodeScalars.contains(where: { isTakenOut($0.value) }) else { return text }
        return sanitizedByScalar(text)
    }

    /// Whether ``sanitized(_:)`` takes out or replaces the scalar `value`: every control but
    /// the line feed, the C1 controls, the bidirectional marks and overrides, tab and the
    /// Unicode line and paragraph separators.
    static func isTakenOut(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// ``sanitized(_:)`` built scalar by scalar, for text with something to take out.
    static func sanitizedByScalar(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:  // the one-character CSI
                skipUntilFinalByte(&scalars)
            case 0x9D, 0x90, 0x9E, 0x9F:  // OSC, DCS, PM, APC: a string up to its terminator
                skipControlString(&scalars)
            case 0x0A:
                output.append(scalar)
            case 0x09, 0x2028, 0x2029:
                output.append(" ")
            case 0x00...0x1F, 0x7F, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// `text` made safe as ``sanitized(_:)`` does and put on one line: every line break (and the
    /// white space around it) becomes one space, and the ends are trimmed. For a name, a title
    /// or a price, which the store may send with a line break that would otherwise start a line
    /// of its own on the page.
    public static func oneLine(_ text: String) -> String {
        let safe = sanitized(text)
        guard safe.utf8.contains(UInt8(ascii: "\n")) else { return safe }
        return safe.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        switch next {
        case "[": skipUntilFinalByte(&scalars)
        case "]", "P", "^", "_", "X": skipControlString(&scalars)
        default: return  // a two-character sequence such as ESC c (reset) or ESC 7
        }
    }

    /// CSI parameters run up to a final byte in `@`…`~`.
    private static func skipUntilFinalByte(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x40...0x7E).contains(scalar.value) { return }
        }
    }

    /// OSC and its kin end at BEL or ST (ESC \ or U+009C).
    private static func skipControlString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x07, 0x9C: return
            case 0x1B:
                _ = scalars.next()
                return
            default: continue
            }
        }
    }

    /// The columns `text` takes in a terminal: East Asian wide characters take two, combining
    /// marks none.
    public static func displayWidth(_ text: some StringProtocol) -> Int {
        // Most of a page is ASCII, a column a byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns one scalar takes: 0 for a combining mark or a zero-width character, 2 for a
    /// wide (East Asian or emoji) one, 1 otherwise.
    public static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }  // below the combining marks, and no wide character
        if scalar.properties.generalCategory == .nonspacingMark || value == 0x200B || value == 0x200D {
            return 0
        }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The East Asian wide and fullwidth blocks (Hangul, CJK, kana, fullwidth forms, emoji).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    /// `text` wrapped at word boundaries to `width` columns, keeping its own line breaks; Chinese
    /// and Japanese break between characters by the usual line-start and line-end rules
    /// (the kinsoku rules); a word longer than a line is broken where it reaches the edge. Linear
    /// in the text: each character is measured once, however long its word.
    ///
    /// A paragraph that starts with a bullet (`- `, `• `, `* `, `· `, `▶ `) or a number (`1. `)
    /// continues under its text, not under the bullet.
    public static func wrapped(_ text: String, width: Int, indent firstIndent: String = "") -> [String] {
        if fitsAsWritten(text, in: width - displayWidth(firstIndent)) { return [firstIndent + text] }
        var lines: [String] = []
        for paragraph in PlainSplit.lines(of: Substring(text)) {
            let hanging = String(repeating: " ", count: bulletWidth(of: paragraph))
            var indent = firstIndent
            var available = max(width - displayWidth(indent), 10)
            // From the second line of a paragraph on, a bullet's text hangs under its first word.
            func continueHanging() {
                indent = firstIndent + hanging
                available = max(width - displayWidth(indent), 10)
            }
            var line = ""
            var lineWidth = 0
            // Words are split at spaces; Chinese and Japanese also between characters (never
            // before a closing mark such as 」 or 。, never after an opening one such as 「).
            // A command to type (`appdetail reviews 1258016944 --country kr`) is one piece: it
            // moves to a line of its own rather than break, and is never cut, as an address.
            let pieces = commandsKept(PlainSplit.words(of: paragraph))
                .flatMap {
                    word, isCommand in
                    isCommand
                        ? [(LineBreaks.Segment(text: word, width: displayWidth(word)), true, true)]
                        : LineBreaks.segments(of: word).enumerated().map {
                            ($0.element, $0.offset == 0, false)
                        }
                }
            for (piece, startsWord, isCommand) in pieces {
                var word = piece.text
                var wordWidth = piece.width
                let space = line.isEmpty || !startsWord ? 0 : 1
                if lineWidth + space + wordWidth <= available {
                    line += (space == 0 ? "" : " ") + word
                    lineWidth += space + wordWidth
                    continue
                }
                if !line.isEmpty {
                    lines.append(indent + line)
                    continueHanging()
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > available, !isCommand {
                    let (head, headWidth, rest) = split(word, at: available)
                    lines.append(indent + head)
                    continueHanging()
                    word = rest
                    wordWidth -= headWidth
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line.isEmpty ? "" : indent + line)
        }
        return lines
    }

    /// Whether `text` is one line of words with single spaces between them, no wider than
    /// `available` columns: wrapping would give it back as it is, so it is not taken apart (a list of a
    /// thousand short lines is most of what a terminal is given).
    private static func fitsAsWritten(_ text: String, in available: Int) -> Bool {
        guard !text.isEmpty, text.utf8.count <= available * 4 else { return false }
        var width = 0
        var previousWasSpace = true  // a leading space is not as written
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": return false
            case " ":
                if previousWasSpace { return false }
                previousWasSpace = true
                width += 1
            default:
                previousWasSpace = false
                width += scalar.isASCII ? 1 : columns(of: scalar)
            }
            if width > available { return false }
        }
        return !previousWasSpace
    }

    /// The words of a paragraph, a command to type joined into one: `appdetail`, one of its
    /// commands, and the words after it to the first that ends a clause with `;`, `,`, `.` or
    /// `)`, or to the end. Only a short run of plain words counts (at most ``longestCommand``),
    /// so a store's text that mentions the tool never makes a line that cannot be wrapped.
    private static func commandsKept(_ words: [Substring]) -> [(Substring, Bool)] {
        var result: [(Substring, Bool)] = []
        var index = 0
        while index < words.count {
            guard let end = commandEnd(startingAt: index, in: words) else {
                result.append((words[index], false))
                index += 1
                continue
            }
            result.append((Substring(words[index...end].joined(separator: " ")), true))
            index = end + 1
        }
        return result
    }

    /// The index of the last word of the command that starts at `index`, or nil when none does.
    private static func commandEnd(startingAt index: Int, in words: [Substring]) -> Int? {
        let first = words[index]
        guard first == "appdetail" || first.hasSuffix("(appdetail"), index + 1 < words.count,
            commandNames.contains(String(words[index + 1]))
        else { return nil }
        var end = index + 1
        while end < words.count - 1, !(words[end].last.map { ";,.)".contains($0) } ?? false) { end += 1 }
        let plain = words[index...end].allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } }
        return end - index < longestCommand && plain ? end : nil
    }

    /// The tool's commands, the word after `appdetail` that makes the rest a command.
    private static let commandNames: Set<String> = [
        "show", "reviews", "search", "top", "diff", "history", "changes", "track", "cache", "developer",
        "schema",
    ]

    /// The most words a command kept whole may have.
    private static let longestCommand = 12

    /// The columns of a paragraph's bullet and the space after it (`- `, `• `, `1. `), or 0.
    private static func bulletWidth(of paragraph: Substring) -> Int {
        let trimmed = paragraph.drop { $0 == " " }
        let leading = paragraph.distance(from: paragraph.startIndex, to: trimmed.startIndex)
        for bullet in ["- ", "• ", "* ", "· ", "▶ ", "◦ ", "– "] where trimmed.hasPrefix(bullet) {
            return leading + displayWidth(bullet)
        }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3, trimmed.dropFirst(digits.count).hasPrefix(". ") {
            return leading + digits.count + 2
        }
        return 0
    }

    /// The head of `word` that fits in `columns` (at least one character), its width, and the rest.
    private static func split(_ word: Substring, at columns: Int) -> (String, Int, Substring) {
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            let width = displayWidth(word[index..<next])
            if used + width > columns, index > word.startIndex { break }
            used += width
            index = next
            if used >= columns { break }
        }
        return (String(word[..<index]), used, word[index...])
    }

    /// `text` cut to at most `columns` columns, ending in "…" when something was cut.
    public static func truncated(_ text: String, to columns: Int) -> String {
        guard displayWidth(text) > columns else { return text }
        let (head, headWidth, _) = split(Substring(text), at: max(columns - 1, 1))
        // A wide first character in one column's room: the ellipsis alone says something was cut.
        return headWidth > columns - 1 ? "…" : head + "…"
    }

    /// `text` padded with spaces to `width` columns.
    public static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }
}
