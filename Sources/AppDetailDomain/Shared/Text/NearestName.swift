/// The known names closest to a mistyped one, for "did you mean" hints: an option, a language,
/// a genre.
public enum NearestName {
    /// The name in `names` at the smallest edit distance from `text`, when that distance is
    /// small for its length (at most 2, and at most half the text); `nil` otherwise.
    public static func to(_ text: String, among names: [String]) -> String? {
        closest(to: text, among: names, limit: 1).first
    }

    /// Up to `limit` names of `names` within that distance of `text`, nearest first (ties in
    /// the order given), each once.
    public static func closest(to text: String, among names: [String], limit: Int) -> [String] {
        let typed = Array(text.lowercased())
        return names.enumerated()
            .map {
                (name: $0.element, cost: distance(typed, Array($0.element.lowercased())), order: $0.offset)
            }
            .filter { $0.cost <= 2 && $0.cost * 2 <= typed.count }
            .sorted { ($0.cost, $0.order) < ($1.cost, $1.order) }
            .map(\.name).firstOccurrences().prefix(limit).map { $0 }
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
}
