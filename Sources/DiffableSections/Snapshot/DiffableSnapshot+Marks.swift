extension DiffableSnapshot {
    /// Marks sections whose content changed, to be refreshed when diffed against an older
    /// snapshot even if they are equal: each section is listed in ``BatchUpdate/sectionUpdates``
    /// (its header refreshed) and each of its items is reloaded, its cell replaced — what
    /// `NSDiffableDataSourceSnapshot.reloadSections(_:)` does.
    public mutating func reloadSections(_ ids: [SectionID]) throws(Failure) {
        let items = try itemIdentifiers(inSections: ids)
        try markSections(ids)
        try reloadItems(items)
    }

    /// Marks sections whose content changed, to be refreshed in place when diffed against an
    /// older snapshot even if they are equal: each section is listed in
    /// ``BatchUpdate/sectionUpdates`` and each of its items is reconfigured, its cell kept.
    public mutating func reconfigureSections(_ ids: [SectionID]) throws(Failure) {
        let items = try itemIdentifiers(inSections: ids)
        try markSections(ids)
        try reconfigureItems(items)
    }

    /// The identity of the section at `index`, or `nil` past the end.
    public func sectionIdentifier(at index: Int) -> SectionID? {
        content.indices.contains(index) ? content[index].section.diffIdentifier : nil
    }

    /// The item at `indexPath`, or `nil` when there is none there — `itemIdentifier(for:)` of a
    /// diffable data source, for a cell provider.
    public func item(at indexPath: ItemIndexPath) -> Item? {
        guard content.indices.contains(indexPath.section) else { return nil }
        let items = content[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The identity of the item at `indexPath`, or `nil` when there is none there.
    public func itemIdentifier(at indexPath: ItemIndexPath) -> ItemID? {
        item(at: indexPath)?.diffIdentifier
    }

    /// The items of these sections, in order; throws for an unknown section before anything changes.
    private func itemIdentifiers(inSections ids: [SectionID]) throws(Failure) -> [ItemID] {
        var items: [ItemID] = []
        for id in ids { items += try itemIdentifiers(inSection: id) }
        return items
    }

    private mutating func markSections(_ ids: [SectionID]) throws(Failure) {
        for id in ids where sectionIndexByID[id] == nil { throw .unknownSection(id) }
        markedSectionIdentifiers.append(contentsOf: ids.filter { !markedSectionIdentifiers.contains($0) })
    }
}

extension DiffableSnapshot {
    /// A stage's snapshot: content taken from two snapshots, an item index that shares one of
    /// theirs, and no marks. ``StageItemIndex`` adds the occurrence numbers when identities repeat.
    @inlinable
    init(
        stageContent: [SectionData<Section, Item>], locations: ItemLocations<ItemID, SectionID>,
        sectionIndex: SectionPositions<SectionID>
    ) {
        content = stageContent
        sectionIndexByID = sectionIndex
        sectionIDByItemID = locations
    }
}
