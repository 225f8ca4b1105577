/// The deleted old positions of each section, sorted, to count how many come before a position.
@usableFromInline
struct DeletedPositions {
    @usableFromInline var bySection: [[Int]]

    @inlinable
    init(_ deletes: [ItemIndexPath], sectionCount: Int) {
        bySection = [[Int]](repeating: [], count: sectionCount)
        for path in deletes { bySection[path.section].append(path.item) }
    }

    /// How many deleted positions of its section come before `path`.
    @inlinable
    func count(before path: ItemIndexPath) -> Int {
        let positions = bySection[path.section]
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < path.item { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
