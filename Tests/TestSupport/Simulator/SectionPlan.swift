import DiffableSections

/// The section half of a simulated batch: UIKit's checks on section indices and counts, and which
/// old section each new section continues.
struct SectionPlan {
    /// For each new section, the old section it continues, or `nil` when it is inserted.
    let origin: [Int?]
    let deleted: Set<Int>
    let inserted: Set<Int>

    init<Section, Item>(batch: BatchUpdate<Section, Item>, oldCount: Int, newCount: Int)
        throws(UIKitInconsistency)
    {
        var deleted = Set<Int>()
        for index in batch.sectionDeletes {
            guard (0..<oldCount).contains(index) else {
                throw UIKitInconsistency(
                    description:
                        "attempt to delete section \(index), but there are only \(oldCount) sections before the update"
                )
            }
            guard deleted.insert(index).inserted else {
                throw UIKitInconsistency(description: "attempt to delete section \(index) twice")
            }
        }
        var inserted = Set<Int>()
        for insert in batch.sectionInserts {
            guard (0..<newCount).contains(insert.at) else {
                throw UIKitInconsistency(
                    description:
                        "attempt to insert section \(insert.at) but there are only \(newCount) sections after the update"
                )
            }
            guard inserted.insert(insert.at).inserted else {
                throw UIKitInconsistency(description: "attempt to insert section \(insert.at) twice")
            }
        }
        let expected = oldCount - deleted.count + inserted.count
        guard newCount == expected else {
            throw UIKitInconsistency(
                description:
                    "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newCount)) must be equal to the number of sections contained in the collection view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted)."
            )
        }
        var origin = [Int?](repeating: nil, count: newCount)
        var fixed = inserted
        var movedFrom = Set<Int>()
        for move in batch.sectionMoves {
            guard (0..<oldCount).contains(move.from), (0..<newCount).contains(move.to) else {
                throw UIKitInconsistency(
                    description: "attempt to move section \(move.from) to \(move.to), which is out of bounds")
            }
            guard !deleted.contains(move.from) else {
                throw UIKitInconsistency(
                    description: "attempt to delete and move the same section (\(move.from))")
            }
            guard !inserted.contains(move.to) else {
                throw UIKitInconsistency(
                    description: "attempt to insert and move to the same section (\(move.to))")
            }
            guard movedFrom.insert(move.from).inserted, fixed.insert(move.to).inserted else {
                throw UIKitInconsistency(
                    description:
                        "attempt to perform multiple moves for section \(move.from) or to section \(move.to)")
            }
            origin[move.to] = move.from
        }
        var remaining = (0..<oldCount).filter { !deleted.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        for index in 0..<newCount where !fixed.contains(index) { origin[index] = remaining.next() }
        self.origin = origin
        self.deleted = deleted
        self.inserted = inserted
    }
}
