import DiffableSections
import Foundation

/// A collection view stand-in with UIKit's rules, counting violations instead of raising:
/// the data may change only inside `performBatchUpdates`; after the block every surviving
/// section's count must equal its count before, minus its deletes and moves out, plus its
/// inserts and moves in; indexes must be in range and not repeated.
@MainActor final class StrictCollectionView {
    var counts: () -> [Int] = { [] }
    private(set) var shown: [Int] = []
    private(set) var violations: [String] = []
    private(set) var batches = 0
    private(set) var reloads = 0

    func reloadData() {
        shown = counts()
        reloads += 1
    }

    func apply<S: Diffable, I: Diffable>(_ batch: BatchUpdate<S, I>, setData: () -> Void) {
        if counts() != shown { violations.append("data changed outside performBatchUpdates") }
        let before = shown
        setData()
        let after = counts()
        batches += 1
        check(batch, before: before, after: after)
        shown = after
    }

    private func check<S: Diffable, I: Diffable>(_ batch: BatchUpdate<S, I>, before: [Int], after: [Int]) {
        let deleted = Set(batch.sectionDeletes)
        let inserted = Set(batch.sectionInserts.map(\.at))
        let movedFrom = Set(batch.sectionMoves.map(\.from))
        let movedTo = Set(batch.sectionMoves.map(\.to))
        guard deleted.count == batch.sectionDeletes.count, inserted.count == batch.sectionInserts.count,
            deleted.allSatisfy({ $0 < before.count }), inserted.allSatisfy({ $0 < after.count })
        else { return violations.append("section index out of range or repeated") }
        guard before.count - deleted.count + inserted.count == after.count else {
            return violations.append("invalid number of sections: \(before.count)→\(after.count)")
        }
        // Where each old section is now.
        var oldOf = [Int?](repeating: nil, count: after.count)
        for move in batch.sectionMoves { oldOf[move.to] = move.from }
        var staying = (0..<before.count).filter { !deleted.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        for index in 0..<after.count where !inserted.contains(index) && !movedTo.contains(index) {
            oldOf[index] = staying.next()
        }
        for index in 0..<after.count where !inserted.contains(index) {
            guard let old = oldOf[index] else {
                violations.append("section \(index) unaccounted")
                continue
            }
            let out =
                batch.itemDeletes.filter { $0.section == old }.count
                + batch.itemMoves.filter { $0.from.section == old }.count
            let into =
                batch.itemInserts.filter { $0.at.section == index }.count
                + batch.itemMoves.filter { $0.to.section == index }.count
            if before[old] - out + into != after[index] {
                violations.append("invalid number of items in section \(index)")
            }
        }
        let deletes = batch.itemDeletes.map { [$0.section, $0.item] }
        let inserts = batch.itemInserts.map { [$0.at.section, $0.at.item] }
        if Set(deletes).count != deletes.count || Set(inserts).count != inserts.count {
            violations.append("an item index path repeated")
        }
        if batch.itemDeletes.contains(where: { $0.section >= before.count || $0.item >= before[$0.section] })
            || batch.itemInserts.contains(where: {
                $0.at.section >= after.count || $0.at.item >= after[$0.at.section]
            })
        {
            violations.append("item index out of range")
        }
    }
}
