import DiffableSections

/// The item half of a simulated batch: UIKit's checks on item index paths and per-section counts,
/// and the items each surviving section ends with.
struct ItemBatchChecker<Section: Diffable, Item: Diffable> {
    let batch: BatchUpdate<Section, Item>
    let displayed: [SectionData<Section, Item>]
    let data: [SectionData<Section, Item>]
    let plan: SectionPlan

    private func fail(_ message: String) -> UIKitInconsistency { UIKitInconsistency(description: message) }

    private func existsBefore(_ path: ItemIndexPath) -> Bool {
        displayed.indices.contains(path.section) && displayed[path.section].items.indices.contains(path.item)
    }

    private func existsAfter(_ path: ItemIndexPath) -> Bool {
        data.indices.contains(path.section) && data[path.section].items.indices.contains(path.item)
    }

    func validate() throws(UIKitInconsistency) {
        var deleted = Set<ItemIndexPath>()
        for path in batch.itemDeletes {
            guard existsBefore(path) else {
                throw fail(
                    "attempt to delete item \(path.item) from section \(path.section), which does not exist before the update"
                )
            }
            guard !plan.deleted.contains(path.section) else {
                throw fail(
                    "attempt to delete item \(path) from section \(path.section), which is also being deleted"
                )
            }
            guard deleted.insert(path).inserted else {
                throw fail("attempt to delete the same index path \(path) twice")
            }
        }
        var movedFrom = Set<ItemIndexPath>()
        var arriving = Set<ItemIndexPath>()
        for move in batch.itemMoves {
            guard existsBefore(move.from) else {
                throw fail("attempt to move index path \(move.from), which does not exist before the update")
            }
            guard !deleted.contains(move.from) else {
                throw fail("attempt to delete and move the same index path \(move.from)")
            }
            guard !plan.deleted.contains(move.from.section) else {
                throw fail(
                    "attempt to move index path \(move.from) out of section \(move.from.section), which is being deleted"
                )
            }
            guard !plan.inserted.contains(move.to.section) else {
                throw fail(
                    "attempt to move index path \(move.from) to index path \(move.to) in section \(move.to.section), which is being inserted"
                )
            }
            guard existsAfter(move.to) else {
                throw fail(
                    "attempt to move index path \(move.from) to index path \(move.to), which does not exist after the update"
                )
            }
            guard movedFrom.insert(move.from).inserted else {
                throw fail("attempt to perform multiple moves for index path \(move.from)")
            }
            guard arriving.insert(move.to).inserted else {
                throw fail("attempt to move multiple items to index path \(move.to)")
            }
        }
        for insert in batch.itemInserts {
            guard !plan.inserted.contains(insert.at.section) else {
                throw fail(
                    "attempt to insert item \(insert.at) into section \(insert.at.section), which is being inserted"
                )
            }
            guard existsAfter(insert.at) else {
                throw fail(
                    "attempt to insert item \(insert.at.item) into section \(insert.at.section), but there are not that many items after the update"
                )
            }
            guard arriving.insert(insert.at).inserted else {
                throw fail("attempt to insert and move to the same index path \(insert.at)")
            }
        }
        for update in batch.itemUpdates {
            guard existsBefore(update.from) else {
                throw fail(
                    "attempt to reload index path \(update.from), which does not exist before the update")
            }
            guard !deleted.contains(update.from) else {
                throw fail("attempt to delete and reload the same index path \(update.from)")
            }
            guard !movedFrom.contains(update.from) else {
                throw fail("attempt to move and reload the same index path \(update.from)")
            }
        }
        try validateCounts()
    }

    private func validateCounts() throws(UIKitInconsistency) {
        for (newIndex, origin) in plan.origin.enumerated() {
            guard let oldIndex = origin else { continue }
            let before = displayed[oldIndex].items.count
            let after = data[newIndex].items.count
            let deletes = batch.itemDeletes.count { $0.section == oldIndex }
            let inserts = batch.itemInserts.count { $0.at.section == newIndex }
            let movedOut = batch.itemMoves.count { $0.from.section == oldIndex && $0.to.section != newIndex }
            let movedIn = batch.itemMoves.count { $0.to.section == newIndex && $0.from.section != oldIndex }
            guard after == before - deletes + inserts - movedOut + movedIn else {
                throw fail(
                    "Invalid update: invalid number of items in section \(newIndex). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserts) inserted, \(deletes) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                )
            }
        }
    }

    /// The cells a surviving section shows after the batch: inserted cells from the data source,
    /// moved cells with what they showed before, the rest in their old order.
    /// The cells of a kept section after the batch, each with the old position it came from
    /// (`nil` for an inserted cell): UIKit follows cells by position, not by identity.
    func cellsAfterUpdate(newSection: Int, oldSection: Int) throws(UIKitInconsistency) -> [Cell] {
        let removed = Set(
            batch.itemDeletes.filter { $0.section == oldSection }.map(\.item)
                + batch.itemMoves.filter { $0.from.section == oldSection }.map(\.from.item)
        )
        var fixed: [Int: Cell] = [:]
        for insert in batch.itemInserts where insert.at.section == newSection {
            fixed[insert.at.item] = Cell(item: data[newSection].items[insert.at.item], origin: nil)
        }
        for move in batch.itemMoves where move.to.section == newSection {
            fixed[move.to.item] = Cell(
                item: displayed[move.from.section].items[move.from.item], origin: move.from)
        }
        var survivors = displayed[oldSection].items.indices.filter { !removed.contains($0) }.makeIterator()
        return try data[newSection].items.indices.map { position throws(UIKitInconsistency) in
            if let cell = fixed[position] { return cell }
            guard let index = survivors.next() else {
                throw fail("section \(newSection) ran out of cells at item \(position)")
            }
            return Cell(
                item: displayed[oldSection].items[index],
                origin: ItemIndexPath(item: index, section: oldSection))
        }
    }

    /// A cell on screen: the item it shows and where it was before the batch.
    struct Cell {
        let item: Item
        let origin: ItemIndexPath?
    }
}
