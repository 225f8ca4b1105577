/// The known name closest to a mistyped one, for "did you mean" hints.
enum NearestName {
    /// The name in `names` at the smallest edit distance from `text`, when that distance is
    /// small for its length (at most 2, and at most half the text); `nil` otherwise.
    static func to(_ text: String, among names: [String]) -> String? {
        let typed = Array(text.lowercased())
        let best = names.map { ($0, distance(typed, Array($0.lowercased()))) }.min { $0.1 < $1.1 }
        guard let (name, cost) = best, cost <= 2, cost * 2 <= typed.count else { return nil }
        return name
    }

    /// The edit distance where swapping two neighbours counts as one edit (`shwo` → `show`).
    private static func distance(_ one: [Character], _ other: [Character]) -> Int {
        guard !one.isEmpty else { return other.count }
        guard !other.isEmpty else { return one.count }
        var table = Array(repeating: Array(repeating: 0, count: other.count + 1), count: one.count + 1)
        for row in 0...one.count { table[row][0] = row }
        for column in 0...other.count { table[0][column] = column }
        for row in 1...one.count {
            for column in 1...other.count {
                let cost = one[row - 1] == other[column - 1] ? 0 : 1
                var best = min(
                    table[row - 1][column] + 1, table[row][column - 1] + 1, table[row - 1][column - 1] + cost)
                if row > 1, column > 1, one[row - 1] == other[column - 2], one[row - 2] == other[column - 1] {
                    best = min(best, table[row - 2][column - 2] + 1)
                }
                table[row][column] = best
            }
        }
        return table[one.count][other.count]
    }

    /// The long option names (`--format`) a command's help lists.
    static func options(inHelp help: String) -> [String] {
        var names: [String] = []
        var rest = Substring(help)
        while let range = rest.range(of: "--") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
            if name.count > 1, !names.contains("--" + name) { names.append("--" + name) }
            rest = rest[range.upperBound...]
        }
        return names
    }
}
