/// How the new items find their old positions, the two ways ``oldPositionsOfNewItems()`` tries:
/// the positions the old snapshot noted as it was built, else hashing.
extension SnapshotDiffer {
    /// Places the items the walk could not place through the positions the old snapshot noted when
    /// it was built (a one-section list, no repeated identity): an identity the old snapshot lacks
    /// is new, and one it has is taken from its noted position if it is still there and unclaimed.
    /// No old item is hashed again. Returns how many items are left for hashing (their positions
    /// went stale in a change since), or nil when the old snapshot has no positions to offer.
    @inlinable
    func resolveByBuiltPositions(_ sources: inout NewItemSources, claimed: inout [Bool]) -> Int? {
        guard let (sectionID, positions) = old.sectionIDByItemID.builtPositions,
            let oldSection = old.sectionIndexByID[sectionID]
        else { return nil }
        // Items of a deleted section are inserted with their new section: nothing to place.
        guard oldToNewSection[oldSection] >= 0 else { return 0 }
        let oldItems = old.content[oldSection].items
        let base = oldOffsets[oldSection]
        var left = 0
        for (newSection, oldMatch) in newToOldSection.enumerated() where oldMatch >= 0 {
            let range = newOffsets[newSection]..<newOffsets[newSection + 1]
            guard let first = range.first(where: { sources.values[$0] < 0 }) else { continue }
            let items = new.content[newSection].items
            for flat in first..<range.upperBound where sources.values[flat] < 0 {
                let id = items[flat - range.lowerBound].diffIdentifier
                guard let noted = positions[id] else { continue }  // not in the old snapshot: new
                let position = Int(noted)
                if position >= 0, position < oldItems.count, !claimed[base + position],
                    oldItems[position].diffIdentifier == id
                {
                    claimed[base + position] = true
                    sources.values[flat] = oldSection << 32 | position
                } else {
                    left += 1
                }
            }
        }
        return left
    }

    /// Looks the items the walk could not place up among the old items it left unclaimed, by the
    /// key `key` makes of an identity and its occurrence number.
    @inlinable
    func resolveByHashing<Key: Hashable>(
        _ sources: inout NewItemSources, claimed: [Bool], unresolved: Int,
        key: (Item.DiffIdentifier, Int32) -> Key
    ) {
        var leftovers: [Key: Int] = [:]
        leftovers.reserveCapacity(unresolved)
        // Sections are read only where the flags show something left to look at, so a snapshot
        // of many small sections does not touch (and retain) every section's items.
        for (section, newSection) in oldToNewSection.enumerated() where newSection >= 0 {
            let range = oldOffsets[section]..<oldOffsets[section + 1]
            guard let first = range.first(where: { !claimed[$0] }) else { continue }
            let items = old.content[section].items
            let numbers = old.occurrenceNumbers(inSection: section)
            for flat in first..<range.upperBound where !claimed[flat] {
                let index = flat - range.lowerBound
                let number = numbers.isEmpty ? 0 : numbers[index]
                leftovers[key(items[index].diffIdentifier, number)] = section << 32 | index
            }
        }
        for (newSection, oldSection) in newToOldSection.enumerated() where oldSection >= 0 {
            let range = newOffsets[newSection]..<newOffsets[newSection + 1]
            guard let first = range.first(where: { sources.values[$0] < 0 }) else { continue }
            let items = new.content[newSection].items
            let numbers = new.occurrenceNumbers(inSection: newSection)
            for flat in first..<range.upperBound where sources.values[flat] < 0 {
                let index = flat - range.lowerBound
                let number = numbers.isEmpty ? 0 : numbers[index]
                sources.values[flat] = leftovers[key(items[index].diffIdentifier, number)] ?? -1
            }
        }
    }
}
