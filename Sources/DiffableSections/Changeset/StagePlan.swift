/// What the stages of a ``StagedChangeset`` need to show their data, kept as the two snapshots
/// and the change alone: a stage's snapshot is made when it is read, from the old snapshot (after
/// the deletes) or the new one (after the moves and the inserts), sharing their item arrays
/// wherever a section did not change and their item index always.
@usableFromInline
final class StagePlan<Section: Diffable, Item: Diffable>: Sendable {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    @usableFromInline let deletes: BatchUpdate<Section, Item>
    @usableFromInline let inserts: BatchUpdate<Section, Item>
    /// Old values of the changed items, by new position, in order.
    @usableFromInline let earlierValues: [EarlierValue<Item>]

    @inlinable
    init(
        old: Snapshot, new: Snapshot, deletes: BatchUpdate<Section, Item>,
        inserts: BatchUpdate<Section, Item>, earlierValues: [EarlierValue<Item>]
    ) {
        self.old = old
        self.new = new
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

    /// The old snapshot without deleted sections and items, in old order, with old content.
    @inlinable
    func afterDeletes() -> Snapshot {
        var content: [SectionData<Section, Item>] = []
        content.reserveCapacity(old.content.count)
        let droppedSectionItems = deletes.sectionDeletes.reduce(0) { $0 + old.content[$1].items.count }
        var index = StageItemIndex(base: old, drops: deletes.itemDeletes.count + droppedSectionItems)
        var deletedSections = deletes.sectionDeletes[...]
        var deleted = deletes.itemDeletes[...]
        for (section, data) in old.content.enumerated() {
            if deletedSections.first == section {
                deletedSections.removeFirst()
                index.dropSection(section)
                continue
            }
            let sectionID = data.section.diffIdentifier
            guard deleted.first?.section == section else {
                content.append(data)
                index.keepSection(section, as: sectionID)
                continue
            }
            var items: [Item] = []
            items.reserveCapacity(data.items.count)
            index.startSection(section)
            for (position, item) in data.items.enumerated() {
                if let next = deleted.first, next.section == section, next.item == position {
                    deleted.removeFirst()
                    index.drop(item.diffIdentifier, at: position)
                } else {
                    items.append(item)
                    index.keep(item.diffIdentifier, at: position, in: sectionID)
                }
            }
            index.finishSection()
            content.append(SectionData(section: data.section, items: items))
        }
        return index.snapshot(of: content, sectionIndex: nil)
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
        for (section, data) in new.content.enumerated() {
            let sectionID = data.section.diffIdentifier
            if insertedSections.first?.at == section {
                insertedSections.removeFirst()
                if keepingInserts {
                    content.append(data)
                    index.keepSection(section, as: sectionID)
                } else {
                    index.dropSection(section)
                }
                continue
            }
            let oldSection = old.sectionIndexByID[sectionID].map { old.content[$0].section }
            let sectionValue = oldSection ?? data.section
            let skips = !keepingInserts && inserted.first?.at.section == section
            guard skips || earlier.first?.path.section == section else {
                content.append(SectionData(section: sectionValue, items: data.items))
                index.keepSection(section, as: sectionID)
                while inserted.first?.at.section == section { inserted.removeFirst() }
                continue
            }
            var items: [Item] = []
            items.reserveCapacity(data.items.count)
            index.startSection(section)
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
            index.finishSection()
            content.append(SectionData(section: sectionValue, items: items))
        }
        return index.snapshot(of: content, sectionIndex: keepingInserts ? new.sectionIndexByID : nil)
    }
}
