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
