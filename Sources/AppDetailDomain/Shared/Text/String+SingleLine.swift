extension String {
    /// The text as one line, for quoting what a server or a file sent inside a message: every run
    /// of white space or control characters — line breaks of every kind included — becomes one
    /// space, and the ends are trimmed, so quoted text can never start a line of its own (a forged
    /// "hint:" line, say).
    public var singleLine: String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in unicodeScalars {
            let breaks =
                scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
            if breaks {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return String(result)
    }
}

extension Sequence where Element: Hashable {
    /// The elements in order, each once (its first occurrence): a list of ids a person typed or
    /// a chart repeated is asked for once.
    func firstOccurrences() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
