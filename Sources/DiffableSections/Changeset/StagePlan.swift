/// What the stages of a ``StagedChangeset`` need to show their data, kept as the two snapshots
/// and the change alone: a stage's snapshot is made when it is read, from the old snapshot (after
/// the deletes) or the new one (after the moves and the inserts), sharing their item arrays
/// wherever a section did not change and their item index always.
@usableFromInline
final class StagePlan<Section: Diffable, Item: Diffable>: Sendable {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    /// For each new section, its old index, or -1 when it is inserted.
    @usableFromInline let newToOldSection: [Int]
    /// For each old section, its place once the deleted sections are gone, or -1 when deleted.
    @usableFromInline let sectionsAfterDeletes: [Int]
    /// For each new section, its place before the inserted sections arrive, or -1 when inserted.
    @usableFromInline let sectionsBeforeInserts: [Int]
    @usableFromInline let deletes: BatchUpdate<Section, Item>
    @usableFromInline let inserts: BatchUpdate<Section, Item>
    /// Old values of the changed items, by new position, in order.
    @usableFromInline let earlierValues: [EarlierValue<Item>]

    @inlinable
    init(
        old: Snapshot, new: Snapshot, newToOldSection: [Int], sectionsAfterDeletes: [Int],
        sectionsBeforeInserts: [Int], deletes: BatchUpdate<Section, Item>,
        inserts: BatchUpdate<Section, Item>,
        earlierValues: [EarlierValue<Item>]
    ) {
        self.old = old
        self.new = new
        self.newToOldSection = newToOldSection
        self.sectionsAfterDeletes = sectionsAfterDeletes
        self.sectionsBeforeInserts = sectionsBeforeInserts
        self.deletes = deletes
        self.inserts = inserts
        self.earlierValues = earlierValues
    }

    @inlinable
    func snapshot(after kind: StageKind) -> Snapshot {
        switch kind {
        case .deletes: afterDeletes()
        case .moves: beforeUpdates(keepingInserts: false)
        case .inserts: beforeUpdates(keepingInserts: true)
        case .updates: new
        }
    }

    /// Whether a section of `count` items cut in `cuts` places is built faster by copying the runs
    /// between the cuts than item by item: each copied run has a fixed cost, so only when the runs
    /// are long (16 items on average; a 10 % churn at 100,000 rows, 10,000 short runs, was slower
    /// copied).
    @inlinable
    static func copiesRuns(cuts: Int, of count: Int) -> Bool {
        cuts * 16 <= count
    }

    /// The old snapshot without deleted sections and items, in old order, with old content.
    @inlinable
    func afterDeletes() -> Snapshot {
        var content: [SectionData<Section, Item>] = []
        content.reserveCapacity(old.content.count)
        let droppedSectionItems = deletes.sectionDeletes.reduce(0) { $0 + old.content[$1].items.count }
        var index = StageItemIndex(base: old, drops: deletes.itemDeletes.count + droppedSectionItems)
        var deletedSections = deletes.sectionDeletes[...]
        var deleted = deletes.itemDeletes[...]
        // By index: a section kept whole is appended without an extra copy of its data.
        for section in old.content.indices {
            if deletedSections.first == section {
                deletedSections.removeFirst()
                index.dropSection(section)
                continue
            }
            let sectionID = old.content[section].section.diffIdentifier
            guard deleted.first?.section == section else {
                content.append(old.content[section])
                index.keepSection(section, as: sectionID)
                continue
            }
            let data = old.content[section]
            var items: [Item] = []
            items.reserveCapacity(data.items.count)
            index.startSection(section)
            let cuts = deleted.prefix { $0.section == section }.count
            if old.repeatedItemCount == 0, Self.copiesRuns(cuts: cuts, of: data.items.count) {
                // Nothing to renumber and long runs: the runs between deletions are copied whole.
                var start = 0
                while let next = deleted.first, next.section == section {
                    deleted.removeFirst()
                    items.append(contentsOf: data.items[start..<next.item])
                    index.drop(data.items[next.item].diffIdentifier, at: next.item)
                    start = next.item + 1
                }
                items.append(contentsOf: data.items[start...])
            } else {
                for (position, item) in data.items.enumerated() {
                    if let next = deleted.first, next.section == section, next.item == position {
                        deleted.removeFirst()
                        index.drop(item.diffIdentifier, at: position)
                    } else {
                        items.append(item)
                        index.keep(item.diffIdentifier, at: position, in: sectionID)
                    }
                }
            }
            index.finishSection()
            content.append(SectionData(section: data.section, items: items))
        }
        let sectionIndex =
            deletes.sectionDeletes.isEmpty
            ? old.sectionIndexByID : old.sectionIndexByID.renumbered(sectionsAfterDeletes)
        return index.snapshot(of: content, sectionIndex: sectionIndex)
    }

    /// The new order with old content for kept sections and changed items: without the inserted
    /// sections and items (after the moves) or with them (after the inserts).
    @inlinable
    func beforeUpdates(keepingInserts: Bool) -> Snapshot {
        var content: [SectionData<Section, Item>] = []
        content.reserveCapacity(new.content.count)
        let insertedSectionItems = inserts.sectionInserts.reduce(0) { $0 + $1.content.items.count }
        var index = StageItemIndex(
            base: new, drops: keepingInserts ? 0 : inserts.itemInserts.count + insertedSectionItems)
        var insertedSections = inserts.sectionInserts[...]
        var inserted = inserts.itemInserts[...]
        var earlier = earlierValues[...]
        for section in new.content.indices {
            let sectionID = new.content[section].section.diffIdentifier
            if insertedSections.first?.at == section {
                insertedSections.removeFirst()
                if keepingInserts {
                    content.append(new.content[section])
                    index.keepSection(section, as: sectionID)
                } else {
                    index.dropSection(section)
                }
                continue
            }
            // A kept section shows its old value until the updates stage (the matching found it).
            let oldSection = newToOldSection[section]
            let skips = !keepingInserts && inserted.first?.at.section == section
            guard skips || earlier.first?.path.section == section else {
                // The new section's data as it is, its value swapped: one copy, one retain.
                var kept = new.content[section]
                if oldSection >= 0 { kept.section = old.content[oldSection].section }
                content.append(kept)
                index.keepSection(section, as: sectionID)
                while inserted.first?.at.section == section { inserted.removeFirst() }
                continue
            }
            let data = new.content[section]
            let sectionValue = oldSection >= 0 ? old.content[oldSection].section : data.section
            var items: [Item] = []
            index.startSection(section)
            let cuts = skips ? inserted.prefix { $0.at.section == section }.count : 0
            if new.repeatedItemCount == 0, Self.copiesRuns(cuts: cuts, of: data.items.count) {
                // Nothing to renumber and long runs: the section's items are copied whole, the
                // earlier values written over the changed ones, and the inserted items cut out
                // run by run.
                items = data.items
                while let next = earlier.first, next.path.section == section {
                    earlier.removeFirst()
                    items[next.path.item] = next.item
                }
                if skips {
                    var kept: [Item] = []
                    kept.reserveCapacity(items.count)
                    var start = 0
                    while let next = inserted.first, next.at.section == section {
                        inserted.removeFirst()
                        kept.append(contentsOf: items[start..<next.at.item])
                        index.drop(data.items[next.at.item].diffIdentifier, at: next.at.item)
                        start = next.at.item + 1
                    }
                    kept.append(contentsOf: items[start...])
                    items = kept
                }
                while inserted.first?.at.section == section { inserted.removeFirst() }
            } else {
                items.reserveCapacity(data.items.count)
                for (position, item) in data.items.enumerated() {
                    if let next = inserted.first, next.at.section == section, next.at.item == position {
                        inserted.removeFirst()
                        if !keepingInserts {
                            index.drop(item.diffIdentifier, at: position)
                            continue
                        }
                    }
                    index.keep(item.diffIdentifier, at: position, in: sectionID)
                    if let next = earlier.first, next.path.section == section, next.path.item == position {
                        earlier.removeFirst()
                        items.append(next.item)
                    } else {
                        items.append(item)
                    }
                }
            }
            index.finishSection()
            content.append(SectionData(section: sectionValue, items: items))
        }
        let sectionIndex =
            keepingInserts || inserts.sectionInserts.isEmpty
            ? new.sectionIndexByID : new.sectionIndexByID.renumbered(sectionsBeforeInserts)
        return index.snapshot(of: content, sectionIndex: sectionIndex)
    }
}
