extension DiffableSnapshot {
    /// A snapshot of content already known to have unique identities (taken from snapshots).
    @inlinable
    init(uniqueContent: [SectionData<Section, Item>]) {
        content = uniqueContent
        sectionIndexByID.reserveCapacity(uniqueContent.count)
        for (index, data) in uniqueContent.enumerated() {
            let sectionID = data.section.diffIdentifier
            sectionIndexByID[sectionID] = index
            for item in data.items { sectionIDByItemID[item.diffIdentifier] = sectionID }
        }
    }
}
