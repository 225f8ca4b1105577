extension BatchUpdate {
    /// The sections that move in this batch while item operations touch them: a delete, insert
    /// or move of an item in the section's old or new index, or a reload inside the batch. (A
    /// reconfigure happens after the batch, on the moved section, and is safe.)
    public var sectionMovesWithItemChanges: [Move<Int>] {
        guard !sectionMoves.isEmpty else { return [] }
        let (old, new) = sectionsWithItemOperations()
        return sectionMoves.filter { old.contains($0.from) || new.contains($0.to) }
    }

    /// Old and new indices of the sections that item operations touch.
    @usableFromInline
    func sectionsWithItemOperations() -> (old: Set<Int>, new: Set<Int>) {
        var old = Set(itemDeletes.map(\.section))
        var new = Set(itemInserts.map(\.at.section))
        for move in itemMoves {
            old.insert(move.from.section)
            new.insert(move.to.section)
        }
        if updateStyle == .reload { old.formUnion(itemUpdates.map(\.from.section)) }
        return (old, new)
    }

    /// Turns every section move in ``sectionMovesWithItemChanges`` into a delete of the old section
    /// and an insert of the new one with its items, `newContent` being the new snapshot's
    /// sections. The items' own operations there go; an item moved out of such a section is
    /// inserted where it lands, one moved into it is deleted where it was — which can touch
    /// another moved section, so this repeats until no moved section has item changes.
    @usableFromInline
    mutating func rebuildSectionsMovedWithItemChanges(newContent: [SectionData<Section, Item>]) {
        while true {
            let unsafe = sectionMovesWithItemChanges
            guard !unsafe.isEmpty else { break }
            let rebuiltOld = Set(unsafe.map(\.from))
            let rebuiltNew = Set(unsafe.map(\.to))
            sectionMoves.removeAll { rebuiltOld.contains($0.from) }
            sectionDeletes.append(contentsOf: rebuiltOld)
            for index in rebuiltNew {
                sectionInserts.append(SectionInsert(at: index, content: newContent[index]))
            }
            sectionUpdates.removeAll { rebuiltNew.contains($0.to) }
            itemDeletes.removeAll { rebuiltOld.contains($0.section) }
            itemInserts.removeAll { rebuiltNew.contains($0.at.section) }
            itemUpdates.removeAll { rebuiltNew.contains($0.to.section) }
            var kept: [Move<ItemIndexPath>] = []
            for move in itemMoves {
                switch (rebuiltOld.contains(move.from.section), rebuiltNew.contains(move.to.section)) {
                case (false, false): kept.append(move)
                case (true, true): continue  // made anew with its section
                case (true, false):
                    let item = newContent[move.to.section].items[move.to.item]
                    itemInserts.append(ItemInsert(at: move.to, item: item))
                case (false, true): itemDeletes.append(move.from)
                }
            }
            itemMoves = kept
        }
        sectionDeletes.sort()
        sectionInserts.sort { $0.at < $1.at }
        itemDeletes.sort()
        itemInserts.sort { $0.at < $1.at }
    }
}
