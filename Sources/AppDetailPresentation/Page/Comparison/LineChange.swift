/// One line of a changed text, removed or added: a long text (a description, release notes, a
/// review) compared line by line shows only what changed.
public struct LineChange: Equatable, Sendable {
    /// Whether a line went or came.
    public enum Kind: String, Sendable {
        /// In the old text only.
        case removed
        /// In the new text only.
        case added
    }

    /// Removed or added.
    public let kind: Kind
    /// The line as written.
    public let text: String

    /// A line change.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    /// The lines removed from `old` and added in `new`, in reading order (at each place that
    /// changed, the removed lines before the added ones), from the standard library's
    /// `CollectionDifference` of the two texts' lines: the fewest lines removed and added.
    public static func between(_ old: String, _ new: String) -> [LineChange] {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = after.difference(from: before)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var changes: [LineChange] = []
        var (row, column) = (0, 0)
        while row < before.count || column < after.count {
            if row < before.count, removed.contains(row) {
                changes.append(LineChange(kind: .removed, text: before[row]))
                row += 1
            } else if column < after.count, inserted.contains(column) {
                changes.append(LineChange(kind: .added, text: after[column]))
                column += 1
            } else {
                row += 1
                column += 1
            }
        }
        return changes
    }
}
