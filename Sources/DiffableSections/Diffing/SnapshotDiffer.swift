/// Computes a ``BatchUpdate`` between two snapshots in near-linear time: items are matched by
/// walking each kept section beside its old self and hashing only what the walk cannot place
/// (Heckel's ideas), and the items left in place are a longest increasing subsequence of their
/// old positions, so the moves are as few as possible.
@usableFromInline
struct SnapshotDiffer<Section: Diffable, Item: Diffable> {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    @usableFromInline let updateStyle: UpdateStyle

    @usableFromInline var newToOldSection: [Int] = []
    @usableFromInline var oldToNewSection: [Int] = []

    @inlinable
    init(old: Snapshot, new: Snapshot, updateStyle: UpdateStyle) {
        self.old = old
        self.new = new
        self.updateStyle = updateStyle
    }

    @inlinable
    mutating func difference() -> BatchUpdate<Section, Item> {
        var batch = BatchUpdate<Section, Item>(updateStyle: updateStyle)
        diffSections(into: &batch)
        diffItems(into: &batch)
        return batch
    }

    @inlinable
    mutating func diffSections(into batch: inout BatchUpdate<Section, Item>) {
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
        let staying = longestIncreasingSubsequenceMembers(kept.map { Int32($0.old) })
        for (index, pair) in kept.enumerated() where !staying[index] {
            batch.sectionMoves.append(Move(from: pair.old, to: pair.new))
        }
    }

    /// How far past the expected old position the neighbour walk looks for an item: a short
    /// window absorbs the deletes and moves-away that interrupt a run; after a miss, a wider one
    /// lets the walk find its place again.
    @inlinable static var lookahead: Int { 4 }
    @inlinable static var resyncLookahead: Int { 32 }

    /// Finds each new item's old position, packed as `section << 32 | item`, or -1 when it is
    /// new (or comes from a deleted section, which makes it an insert too).
    ///
    /// Most items keep the neighbours they had, so each kept section is first walked beside its
    /// old self, matching identities by `==` (Heckel's neighbour expansion). Only what that walk
    /// cannot place (inserts, moves, items from other sections) is looked up in a hash table of
    /// the old items it left unclaimed, which keeps the table small and cache-friendly.
    @inlinable
    func oldPositionsOfNewItems() -> [[Int]] {
        var claimed = old.content.map { [Bool](repeating: false, count: $0.items.count) }
        var sources = [[Int]](repeating: [], count: new.content.count)
        var unresolved = 0
        for (newSection, data) in new.content.enumerated() {
            let oldSection = newToOldSection[newSection]
            guard oldSection >= 0 else { continue }
            let oldItems = old.content[oldSection].items
            var expected = 0
            var window = Self.resyncLookahead
            var found: [Int] = []
            found.reserveCapacity(data.items.count)
            for item in data.items {
                let id = item.diffIdentifier
                var probe = expected
                let limit = min(expected + window, oldItems.count)
                while probe < limit, oldItems[probe].diffIdentifier != id { probe += 1 }
                if probe < limit {
                    claimed[oldSection][probe] = true
                    found.append(oldSection << 32 | probe)
                    expected = probe + 1
                    window = Self.lookahead
                } else {
                    found.append(-1)
                    unresolved += 1
                    window = Self.resyncLookahead
                }
            }
            sources[newSection] = found
        }
        guard unresolved > 0 else { return sources }
        var leftovers: [Item.DiffIdentifier: Int] = [:]
        leftovers.reserveCapacity(unresolved)
        for (section, data) in old.content.enumerated() where oldToNewSection[section] >= 0 {
            for (index, item) in data.items.enumerated() where !claimed[section][index] {
                leftovers[item.diffIdentifier] = section << 32 | index
            }
        }
        for (newSection, data) in new.content.enumerated() where newToOldSection[newSection] >= 0 {
            for (index, item) in data.items.enumerated() where sources[newSection][index] < 0 {
                sources[newSection][index] = leftovers[item.diffIdentifier] ?? -1
            }
        }
        return sources
    }

    @inlinable
    func diffItems(into batch: inout BatchUpdate<Section, Item>) {
        var matched = old.content.map { [Bool](repeating: false, count: $0.items.count) }
        let marked = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        let sourcesBySection = oldPositionsOfNewItems()
        var candidateOldIndices: [Int32] = []
        for (newSection, data) in new.content.enumerated() {
            let oldSection = newToOldSection[newSection]
            guard oldSection >= 0 else { continue }  // items arrive with their inserted section
            let sources = sourcesBySection[newSection]
            candidateOldIndices.removeAll(keepingCapacity: true)
            for packed in sources where packed >= 0 && packed >> 32 == oldSection {
                candidateOldIndices.append(Int32(truncatingIfNeeded: packed))
            }
            // Items that stay in this section keep a longest increasing run of old positions.
            let staying = longestIncreasingSubsequenceMembers(candidateOldIndices)
            var candidate = 0
            for (newIndex, item) in data.items.enumerated() {
                let target = ItemIndexPath(item: newIndex, section: newSection)
                let packed = sources[newIndex]
                guard packed >= 0 else {
                    batch.itemInserts.append(ItemInsert(at: target, item: item))
                    continue
                }
                let source = ItemIndexPath(item: packed & 0xFFFF_FFFF, section: packed >> 32)
                if source.section == oldSection {
                    defer { candidate += 1 }
                    if staying[candidate] {
                        matched[oldSection][source.item] = true
                        if hasChanged(item, at: source, marked: marked) {
                            batch.itemUpdates.append(ItemUpdate(from: source, to: target, item: item))
                        }
                        continue
                    }
                }
                recordMove(
                    from: source, to: target, item: item, marked: marked, matched: &matched, into: &batch)
            }
        }
        for (section, flags) in matched.enumerated() where oldToNewSection[section] >= 0 {
            for (index, isMatched) in flags.enumerated() where !isMatched {
                batch.itemDeletes.append(ItemIndexPath(item: index, section: section))
            }
        }
    }

    /// A moved item whose content also changed is deleted and inserted: UIKit cannot reload a
    /// moved item in the same batch, and a plain move would leave its cell stale. (Staged
    /// changesets move items with their old content and update them in a later stage, so they
    /// never reach that case.)
    @inlinable
    func recordMove(
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

    @inlinable
    func hasChanged(_ item: Item, at source: ItemIndexPath, marked: Set<Item.DiffIdentifier>) -> Bool {
        !old.content[source.section].items[source.item].isContentEqual(to: item)
            || (!marked.isEmpty && marked.contains(item.diffIdentifier))
    }
}

extension DiffableSnapshot {
    /// The batch updates that turn this snapshot into `new`; see ``BatchUpdate`` for the rules it
    /// guarantees. Items marked with `reloadItems` or `reconfigureItems` in `new` are updated even
    /// when their content is equal.
    @inlinable
    public func batchUpdate(to new: Self, updateStyle: UpdateStyle) -> BatchUpdate<Section, Item> {
        var differ = SnapshotDiffer(old: self, new: new, updateStyle: updateStyle)
        return differ.difference()
    }
}
