/// Builds the intermediate snapshots of a ``StagedChangeset``: what survives, in which order,
/// with which content, after each stage.
@usableFromInline
struct StagePlanner<Section: Diffable, Item: Diffable> {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    @usableFromInline let oldItems: [Item.DiffIdentifier: Item]

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
        var oldItems: [Item.DiffIdentifier: Item] = [:]
        oldItems.reserveCapacity(old.numberOfItems)
        for data in old.content {
            for item in data.items { oldItems[item.diffIdentifier] = item }
        }
        self.oldItems = oldItems
    }

    /// An item survives into the moves stage when it is in both snapshots, its old section is not
    /// deleted and its new section is not inserted.
    @inlinable
    func survives(_ id: Item.DiffIdentifier) -> Bool {
        guard let oldSection = old.sectionIDByItemID[id], let newSection = new.sectionIDByItemID[id] else {
            return false
        }
        return new.sectionIndexByID[oldSection] != nil && old.sectionIndexByID[newSection] != nil
    }

    /// The old snapshot without deleted sections and items, in old order, with old content.
    @inlinable
    func afterDeletes() -> Snapshot {
        let content = old.content.compactMap { data -> SectionData<Section, Item>? in
            guard new.sectionIndexByID[data.section.diffIdentifier] != nil else { return nil }
            return SectionData(
                section: data.section, items: data.items.filter { survives($0.diffIdentifier) })
        }
        return Snapshot(uniqueContent: content)
    }

    /// The survivors in new order, still with old content.
    @inlinable
    func afterMoves() -> Snapshot {
        let content = new.content.compactMap { data -> SectionData<Section, Item>? in
            guard let oldSection = old.section(withIdentifier: data.section.diffIdentifier) else {
                return nil
            }
            let items = data.items.compactMap { item in
                survives(item.diffIdentifier) ? oldItems[item.diffIdentifier] : nil
            }
            return SectionData(section: oldSection, items: items)
        }
        return Snapshot(uniqueContent: content)
    }

    /// The new order with inserted sections and items, survivors still with old content.
    @inlinable
    func afterInserts() -> Snapshot {
        let content = new.content.map { data -> SectionData<Section, Item> in
            guard let oldSection = old.section(withIdentifier: data.section.diffIdentifier) else {
                return data
            }
            let items = data.items.map { item in
                survives(item.diffIdentifier) ? (oldItems[item.diffIdentifier] ?? item) : item
            }
            return SectionData(section: oldSection, items: items)
        }
        return Snapshot(uniqueContent: content)
    }
}
