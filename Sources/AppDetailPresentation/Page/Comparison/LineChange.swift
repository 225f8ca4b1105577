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
    /// changed, the removed lines before the added ones).
    ///
    /// The lines both texts start and end with are set aside first. What is left is compared
    /// exactly — the fewest lines removed and added, from the standard library's
    /// `CollectionDifference` — while it holds at most ``exactLines`` lines; a longer one is cut
    /// at the lines each text holds once and in the same order (the idea of patience diff), and
    /// each piece between them compared the same way, so the time grows with the texts' length,
    /// not its square. A piece of over ``exactPieceLines`` lines with no such line, in a text
    /// that long, is shown as removed and added whole.
    public static func between(_ old: String, _ new: String) -> [LineChange] {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        return lines(between: before, after).map { change in
            switch change {
            case .removed(let line): LineChange(kind: .removed, text: String(before[line]))
            case .added(let line): LineChange(kind: .added, text: String(after[line]))
            }
        }
    }

    /// A line removed from the old text or added in the new, by its index there.
    enum Position: Equatable {
        case removed(Int)
        case added(Int)
    }

    /// The changes between two lists of lines, by index, in reading order.
    static func lines(between before: [Substring], _ after: [Substring]) -> [Position] {
        var changes: [Position] = []
        LineDiff(before: before, after: after).compare(
            before.indices, after.indices, depth: 0, exactLimit: exactLines, into: &changes)
        return changes
    }

    /// The most lines (old and new together, common ends left out) compared exactly.
    public static let exactLines = 2_000
    /// In a longer text, the most lines of one piece between shared lines compared exactly.
    public static let exactPieceLines = 64
}

/// The comparison behind ``LineChange/between(_:_:)``.
private struct LineDiff {
    let before: [Substring]
    let after: [Substring]

    /// How many times a longer text is cut again inside a piece before a piece is shown whole.
    static let deepestCut = 4

    func compare(
        _ old: Range<Int>, _ new: Range<Int>, depth: Int, exactLimit: Int,
        into changes: inout [LineChange.Position]
    ) {
        var (old, new) = (old, new)
        while !old.isEmpty, !new.isEmpty, before[old.lowerBound] == after[new.lowerBound] {
            old = old.dropFirst()
            new = new.dropFirst()
        }
        var trailing = 0
        while old.count > trailing, new.count > trailing,
            before[old.upperBound - 1 - trailing] == after[new.upperBound - 1 - trailing]
        {
            trailing += 1
        }
        old = old.lowerBound..<(old.upperBound - trailing)
        new = new.lowerBound..<(new.upperBound - trailing)
        guard !old.isEmpty || !new.isEmpty else { return }
        if old.isEmpty || new.isEmpty || old.count + new.count <= exactLimit {
            exact(old, new, into: &changes)
            return
        }
        let anchors = depth < Self.deepestCut ? sharedOnceInOrder(old, new) : []
        guard !anchors.isEmpty else {
            wholly(old, new, into: &changes)
            return
        }
        var (oldStart, newStart) = (old.lowerBound, new.lowerBound)
        for (oldLine, newLine) in anchors {
            compare(
                oldStart..<oldLine, newStart..<newLine, depth: depth + 1,
                exactLimit: LineChange.exactPieceLines,
                into: &changes)
            (oldStart, newStart) = (oldLine + 1, newLine + 1)
        }
        compare(
            oldStart..<old.upperBound, newStart..<new.upperBound, depth: depth + 1,
            exactLimit: LineChange.exactPieceLines, into: &changes)
    }

    /// The fewest lines removed and added, in reading order.
    private func exact(_ old: Range<Int>, _ new: Range<Int>, into changes: inout [LineChange.Position]) {
        let oldLines = before[old]
        let newLines = after[new]
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in newLines.difference(from: oldLines) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var (row, column) = (0, 0)
        while row < oldLines.count || column < newLines.count {
            if row < oldLines.count, removed.contains(row) {
                changes.append(.removed(old.lowerBound + row))
                row += 1
            } else if column < newLines.count, inserted.contains(column) {
                changes.append(.added(new.lowerBound + column))
                column += 1
            } else {
                row += 1
                column += 1
            }
        }
    }

    /// Every old line removed, then every new line added.
    private func wholly(_ old: Range<Int>, _ new: Range<Int>, into changes: inout [LineChange.Position]) {
        changes += old.map(LineChange.Position.removed)
        changes += new.map(LineChange.Position.added)
    }

    /// The lines each range holds exactly once, paired by text, the longest run of them that is
    /// in the same order in both (a longest increasing subsequence, in O(n log n)).
    private func sharedOnceInOrder(_ old: Range<Int>, _ new: Range<Int>) -> [(Int, Int)] {
        var lines: [Substring: (oldCount: Int, newCount: Int, oldLine: Int, newLine: Int)] = [:]
        lines.reserveCapacity(old.count)
        for index in old { lines[before[index], default: (0, 0, index, -1)].oldCount += 1 }
        for index in new {
            guard var line = lines[after[index]] else { continue }
            line.newCount += 1
            if line.newCount == 1 { line.newLine = index }
            lines[after[index]] = line
        }
        let pairs = lines.values.filter { $0.oldCount == 1 && $0.newCount == 1 }.map {
            ($0.oldLine, $0.newLine)
        }
        .sorted { $0.0 < $1.0 }
        return Self.longestIncreasing(pairs)
    }

    /// The longest run of `pairs` (sorted by their first element) whose second elements increase.
    private static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var tails: [Int] = []  // index into pairs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (position, pair) in pairs.enumerated() {
            var (low, high) = (0, tails.count)
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [(Int, Int)] = []
        var current = tails.last ?? -1
        while current >= 0 {
            run.append(pairs[current])
            current = previous[current]
        }
        return run.reversed()
    }
}
