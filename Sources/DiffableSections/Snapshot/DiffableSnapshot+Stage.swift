extension DiffableSnapshot {
    /// A stage's snapshot: content taken from two snapshots, an item index that shares one of
    /// theirs (or is counted again when identities repeat), and no marks.
    @inlinable
    init(
        stageContent: [SectionData<Section, Item>], locations: ItemLocations<ItemID, SectionID>,
        sectionIndex: [SectionID: Int]?, countingOccurrences: Bool
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
        if countingOccurrences {
            reindexItems()
        } else {
            sectionIDByItemID = locations
        }
    }
}
