extension DiffableSnapshot {
    /// A stage's snapshot: content taken from two snapshots, an item index that shares one of
    /// theirs, and no marks. ``StageItemIndex`` adds the occurrence numbers when identities repeat.
    @inlinable
    init(
        stageContent: [SectionData<Section, Item>], locations: ItemLocations<ItemID, SectionID>,
        sectionIndex: [SectionID: Int]?
    ) {
        content = stageContent
        if let sectionIndex {
            sectionIndexByID = sectionIndex
        } else {
            sectionIndexByID.reserveCapacity(stageContent.count)
            for (index, data) in stageContent.enumerated() {
                sectionIndexByID[data.section.diffIdentifier] = index
            }
        }
        sectionIDByItemID = locations
    }
}
