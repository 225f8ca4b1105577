/// For every item of the new snapshot, its old position packed as `section << 32 | item`, or -1
/// when it is new: one flat array for all sections (a section's items from its offset), so a
/// snapshot of many small sections costs two allocations here, not one per section.
@usableFromInline
struct NewItemSources {
    @usableFromInline var values: [Int]
    /// Where each new section's items start in `values`, and (last) how many items there are.
    @usableFromInline let offsets: [Int]

    @inlinable
    init(offsets: [Int]) {
        self.offsets = offsets
        values = [Int](repeating: -1, count: offsets.last ?? 0)
    }
}

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

/// An identity with its occurrence number: what tells repeated identities apart under
/// ``DuplicatePolicy/keepAll``.
@usableFromInline
struct OccurrenceKey<ID: Hashable>: Hashable {
    @usableFromInline let id: ID
    @usableFromInline let occurrence: Int32

    @inlinable
    init(id: ID, occurrence: Int32) {
        self.id = id
        self.occurrence = occurrence
    }
}
