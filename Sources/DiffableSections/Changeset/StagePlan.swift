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
    /// Whether identities repeat, so stages count occurrences again instead of sharing an index.
    @usableFromInline let comparesOccurrences: Bool

    @inlinable
    init(
        old: Snapshot, new: Snapshot, deletes: BatchUpdate<Section, Item>,
        inserts: BatchUpdate<Section, Item>,
        earlierValues: [EarlierValue<Item>], comparesOccurrences: Bool
    ) {
        self.old = old
        self.new = new
        self.deletes = deletes
        self.inserts = inserts
        self.earlierValues = earlierValues
        self.comparesOccurrences = comparesOccurrences
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
        var absent = Set<Item.DiffIdentifier>()
        var deletedSections = deletes.sectionDeletes[...]
        var deleted = deletes.itemDeletes[...]
        for (section, data) in old.content.enumerated() {
            if deletedSections.first == section {
                deletedSections.removeFirst()
                for item in data.items { absent.insert(item.diffIdentifier) }
                continue
            }
            guard deleted.first?.section == section else {
                content.append(data)
                continue
            }
            var items: [Item] = []
            items.reserveCapacity(data.items.count)
            for (index, item) in data.items.enumerated() {
                if let next = deleted.first, next.section == section, next.item == index {
                    deleted.removeFirst()
                    absent.insert(item.diffIdentifier)
                } else {
                    items.append(item)
                }
            }
            content.append(SectionData(section: data.section, items: items))
        }
        return Snapshot(
            stageContent: content, locations: old.sectionIDByItemID.excluding(absent),
            sectionIndex: nil, countingOccurrences: comparesOccurrences)
    }

    /// The new order with old content for kept sections and changed items: without the inserted
    /// sections and items (after the moves) or with them (after the inserts).
    @inlinable
    func beforeUpdates(keepingInserts: Bool) -> Snapshot {
        var content: [SectionData<Section, Item>] = []
        content.reserveCapacity(new.content.count)
        var absent = Set<Item.DiffIdentifier>()
        var insertedSections = inserts.sectionInserts[...]
        var inserted = inserts.itemInserts[...]
        var earlier = earlierValues[...]
        for (section, data) in new.content.enumerated() {
            if insertedSections.first?.at == section {
                insertedSections.removeFirst()
                if keepingInserts {
                    content.append(data)
                } else {
                    for item in data.items { absent.insert(item.diffIdentifier) }
                }
                continue
            }
            let oldSection = old.sectionIndexByID[data.section.diffIdentifier].map { old.content[$0].section }
            let sectionValue = oldSection ?? data.section
            let skips = !keepingInserts && inserted.first?.at.section == section
            guard skips || earlier.first?.path.section == section else {
                content.append(SectionData(section: sectionValue, items: data.items))
                while inserted.first?.at.section == section { inserted.removeFirst() }
                continue
            }
            var items: [Item] = []
            items.reserveCapacity(data.items.count)
            for (index, item) in data.items.enumerated() {
                if let next = inserted.first, next.at.section == section, next.at.item == index {
                    inserted.removeFirst()
                    if !keepingInserts {
                        absent.insert(item.diffIdentifier)
                        continue
                    }
                }
                if let next = earlier.first, next.path.section == section, next.path.item == index {
                    earlier.removeFirst()
                    items.append(next.item)
                } else {
                    items.append(item)
                }
            }
            content.append(SectionData(section: sectionValue, items: items))
        }
        return Snapshot(
            stageContent: content, locations: new.sectionIDByItemID.excluding(absent),
            sectionIndex: keepingInserts ? new.sectionIndexByID : nil,
            countingOccurrences: comparesOccurrences)
    }
}
