/// Computes a ``BatchUpdate`` between two snapshots in O(n log n): identities are hashed once
/// (Heckel's idea), and the items left in place are a longest increasing subsequence of their
/// old positions, so the moves are as few as possible.
struct SnapshotDiffer<Section: Diffable, Item: Diffable> {
    typealias Snapshot = DiffableSnapshot<Section, Item>

    let old: Snapshot
    let new: Snapshot
    let updateStyle: UpdateStyle

    private var newToOldSection: [Int] = []
    private var oldToNewSection: [Int] = []

    init(old: Snapshot, new: Snapshot, updateStyle: UpdateStyle) {
        self.old = old
        self.new = new
        self.updateStyle = updateStyle
    }

    mutating func difference() -> BatchUpdate<Section, Item> {
        var batch = BatchUpdate<Section, Item>(updateStyle: updateStyle)
        diffSections(into: &batch)
        diffItems(into: &batch)
        return batch
    }

    private mutating func diffSections(into batch: inout BatchUpdate<Section, Item>) {
        newToOldSection = [Int](repeating: -1, count: new.content.count)
        oldToNewSection = [Int](repeating: -1, count: old.content.count)
        for (newIndex, data) in new.content.enumerated() {
            if let oldIndex = old.sectionIndexByID[data.section.diffIdentifier] {
                newToOldSection[newIndex] = oldIndex
                oldToNewSection[oldIndex] = newIndex
            }
        }
        batch.sectionDeletes = oldToNewSection.indices.filter { oldToNewSection[$0] < 0 }
        var kept: [(old: Int, new: Int)] = []
        for (newIndex, oldIndex) in newToOldSection.enumerated() {
            guard oldIndex >= 0 else {
                batch.sectionInserts.append(SectionInsert(at: newIndex, content: new.content[newIndex]))
                continue
            }
            kept.append((oldIndex, newIndex))
            let section = new.content[newIndex].section
            if !old.content[oldIndex].section.isContentEqual(to: section) {
                batch.sectionUpdates.append(SectionUpdate(from: oldIndex, to: newIndex, section: section))
            }
        }
        let staying = longestIncreasingSubsequenceMembers(kept.map(\.old))
        for (index, pair) in kept.enumerated() where !staying[index] {
            batch.sectionMoves.append(Move(from: pair.old, to: pair.new))
        }
    }

    private func diffItems(into batch: inout BatchUpdate<Section, Item>) {
        var oldPositions: [Item.DiffIdentifier: ItemIndexPath] = [:]
        oldPositions.reserveCapacity(old.numberOfItems)
        var matched: [[Bool]] = []
        matched.reserveCapacity(old.content.count)
        for (section, data) in old.content.enumerated() {
            for (index, item) in data.items.enumerated() {
                oldPositions[item.diffIdentifier] = ItemIndexPath(item: index, section: section)
            }
            matched.append([Bool](repeating: false, count: data.items.count))
        }
        let marked = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)

        for (newSection, data) in new.content.enumerated() {
            let oldSection = newToOldSection[newSection]
            guard oldSection >= 0 else { continue }  // items arrive with their inserted section
            var stayCandidates: [(old: Int, new: Int)] = []
            for (newIndex, item) in data.items.enumerated() {
                let target = ItemIndexPath(item: newIndex, section: newSection)
                guard let source = oldPositions[item.diffIdentifier], oldToNewSection[source.section] >= 0
                else {
                    batch.itemInserts.append(ItemInsert(at: target, item: item))
                    continue
                }
                if source.section == oldSection {
                    stayCandidates.append((source.item, newIndex))
                } else {
                    recordMove(
                        from: source, to: target, item: item, marked: marked, matched: &matched, into: &batch)
                }
            }
            let staying = longestIncreasingSubsequenceMembers(stayCandidates.map(\.old))
            for (index, pair) in stayCandidates.enumerated() {
                let source = ItemIndexPath(item: pair.old, section: oldSection)
                let target = ItemIndexPath(item: pair.new, section: newSection)
                let item = data.items[pair.new]
                if staying[index] {
                    matched[oldSection][pair.old] = true
                    if hasChanged(item, at: source, marked: marked) {
                        batch.itemUpdates.append(ItemUpdate(from: source, to: target, item: item))
                    }
                } else {
                    recordMove(
                        from: source, to: target, item: item, marked: marked, matched: &matched, into: &batch)
                }
            }
        }
        for (section, flags) in matched.enumerated() where oldToNewSection[section] >= 0 {
            for (index, isMatched) in flags.enumerated() where !isMatched {
                batch.itemDeletes.append(ItemIndexPath(item: index, section: section))
            }
        }
        batch.itemInserts.sort { $0.at < $1.at }
        batch.itemMoves.sort { $0.to < $1.to }
        batch.itemUpdates.sort { $0.to < $1.to }
    }

    /// A moved item whose content also changed is deleted and inserted: UIKit cannot reload a
    /// moved item in the same batch, and a plain move would leave its cell stale. (Staged
    /// changesets move items with their old content and update them in a later stage, so they
    /// never reach that case.)
    private func recordMove(
        from source: ItemIndexPath,
        to target: ItemIndexPath,
        item: Item,
        marked: Set<Item.DiffIdentifier>,
        matched: inout [[Bool]],
        into batch: inout BatchUpdate<Section, Item>
    ) {
        guard !hasChanged(item, at: source, marked: marked) else {
            // Its old slot stays unmatched, so the deletion pass deletes it.
            batch.itemInserts.append(ItemInsert(at: target, item: item))
            return
        }
        matched[source.section][source.item] = true
        batch.itemMoves.append(Move(from: source, to: target))
    }

    private func hasChanged(_ item: Item, at source: ItemIndexPath, marked: Set<Item.DiffIdentifier>) -> Bool
    {
        !old.content[source.section].items[source.item].isContentEqual(to: item)
            || (!marked.isEmpty && marked.contains(item.diffIdentifier))
    }
}

extension DiffableSnapshot {
    /// The batch updates that turn this snapshot into `new`; see ``BatchUpdate`` for the rules it
    /// guarantees. Items marked with `reloadItems` or `reconfigureItems` in `new` are updated even
    /// when their content is equal.
    public func batchUpdate(to new: Self, updateStyle: UpdateStyle) -> BatchUpdate<Section, Item> {
        var differ = SnapshotDiffer(old: self, new: new, updateStyle: updateStyle)
        return differ.difference()
    }
}
