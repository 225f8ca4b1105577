/// One line of a changed text: kept, removed or added, from a longest common run of lines.
struct LineChange: Equatable {
    enum Kind: String { case removed, added }

    let kind: Kind
    let text: String

    /// The lines removed from `old` and added in `new`, in reading order. Texts of a few hundred
    /// lines at most (descriptions, release notes), so the quadratic table is small.
    static func between(_ old: String, _ new: String) -> [LineChange] {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard before.count * after.count <= 1_000_000 else {
            return before.map { LineChange(kind: .removed, text: $0) }
                + after.map { LineChange(kind: .added, text: $0) }
        }
        var common = Array(repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
        for row in stride(from: before.count - 1, through: 0, by: -1) {
            for column in stride(from: after.count - 1, through: 0, by: -1) {
                common[row][column] =
                    before[row] == after[column]
                    ? common[row + 1][column + 1] + 1 : max(common[row + 1][column], common[row][column + 1])
            }
        }
        var changes: [LineChange] = []
        var (row, column) = (0, 0)
        while row < before.count || column < after.count {
            if row < before.count, column < after.count, before[row] == after[column] {
                row += 1
                column += 1
            } else if row < before.count,
                column == after.count || common[row + 1][column] >= common[row][column + 1]
            {
                changes.append(LineChange(kind: .removed, text: before[row]))
                row += 1
            } else {
                changes.append(LineChange(kind: .added, text: after[column]))
                column += 1
            }
        }
        return changes
    }
}
