extension BatchUpdate {
    /// The sections that move in this batch while item operations touch them: a delete, insert
    /// or move of an item in the section's old or new index, or a reload inside the batch. (A
    /// reconfigure happens after the batch, on the moved section, and is safe.)
    @inlinable
    public var sectionMovesWithItemChanges: [Move<Int>] {
        guard !sectionMoves.isEmpty else { return [] }
        let touched = sectionsWithItemOperations()
        return sectionMoves.filter { touched.old.has($0.from) || touched.new.has($0.to) }
    }

    /// Old and new indices of the moved sections that item operations touch, as flags by index
    /// (one pass over the operations, no hashing).
    @inlinable
    func sectionsWithItemOperations() -> (old: SectionFlags, new: SectionFlags) {
        var old = SectionFlags(covering: sectionMoves.lazy.map(\.from))
        var new = SectionFlags(covering: sectionMoves.lazy.map(\.to))
        for path in itemDeletes { old.mark(path.section) }
        for insert in itemInserts { new.mark(insert.at.section) }
        for move in itemMoves {
            old.mark(move.from.section)
            new.mark(move.to.section)
        }
        if updateStyle == .reload {
            for update in itemUpdates { old.mark(update.from.section) }
        }
        return (old, new)
    }

    /// Turns every section move in ``sectionMovesWithItemChanges`` into a delete of the old section
    /// and an insert of the new one with its items, `newContent` being the new snapshot's
    /// sections. The items' own operations there go; an item moved out of such a section is
    /// inserted where it lands, one moved into it is deleted where it was — which can touch
    /// another moved section, so this repeats until no moved section has item changes.
    @inlinable
    mutating func rebuildSectionsMovedWithItemChanges(newContent: [SectionData<Section, Item>]) {
        var rebuiltOld = SectionFlags(covering: sectionMoves.lazy.map(\.from))
        var rebuiltNew = SectionFlags(covering: sectionMoves.lazy.map(\.to))
        var insertedItems = false
        var deletedItems = false
        while true {
            let unsafe = sectionMovesWithItemChanges
            guard !unsafe.isEmpty else { break }
            for move in unsafe {
                rebuiltOld.mark(move.from)
                rebuiltNew.mark(move.to)
                sectionDeletes.append(move.from)
                sectionInserts.append(SectionInsert(at: move.to, content: newContent[move.to]))
            }
            // The flags hold every section rebuilt so far: the operations of those rebuilt in an
            // earlier round are gone already, and none were added to them since.
            sectionMoves.removeAll { rebuiltOld.has($0.from) }
            sectionUpdates.removeAll { rebuiltNew.has($0.to) }
            itemDeletes.removeAll { rebuiltOld.has($0.section) }
            itemInserts.removeAll { rebuiltNew.has($0.at.section) }
            itemUpdates.removeAll { rebuiltNew.has($0.to.section) }
            var kept: [Move<ItemIndexPath>] = []
            kept.reserveCapacity(itemMoves.count)
            for move in itemMoves {
                switch (rebuiltOld.has(move.from.section), rebuiltNew.has(move.to.section)) {
                case (false, false): kept.append(move)
                case (true, true): continue  // made anew with its section
                case (true, false):
                    let item = newContent[move.to.section].items[move.to.item]
                    itemInserts.append(ItemInsert(at: move.to, item: item))
                    insertedItems = true
                case (false, true):
                    itemDeletes.append(move.from)
                    deletedItems = true
                }
            }
            itemMoves = kept
        }
        // Only what was appended to can be out of order.
        sectionDeletes.sort()
        sectionInserts.sort { $0.at < $1.at }
        if deletedItems { itemDeletes.sort() }
        if insertedItems { itemInserts.sort { $0.at < $1.at } }
    }
}

/// One flag per section index, covering the indices it was made for; an index past them reads
/// as unmarked and is not recorded.
@usableFromInline
struct SectionFlags {
    @usableFromInline var flags: [Bool]

    /// Flags for every index up to the largest of `indices`.
    @inlinable
    init(covering indices: some Sequence<Int>) {
        var count = 0
        for index in indices { count = max(count, index + 1) }
        flags = [Bool](repeating: false, count: count)
    }

    @inlinable
    func has(_ index: Int) -> Bool {
        index < flags.count && flags[index]
    }

    @inlinable
    mutating func mark(_ index: Int) {
        if index < flags.count { flags[index] = true }
    }
}
