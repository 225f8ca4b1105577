extension BatchUpdate {
    /// Replays the batch on plain arrays, the way a collection view replays it on its cells:
    /// deletes at old positions, then inserts and moves at new positions, with every other
    /// section and item keeping its relative order; then the updates.
    ///
    /// `batchUpdate(to: new).apply(to: old.sections)` equals `new.sections`. Throws when the batch
    /// does not fit `sections`.
    public func apply(to sections: [SectionData<Section, Item>]) throws(ChangesetError) -> [SectionData<
        Section, Item
    >] {
        let sectionCount = sections.count - sectionDeletes.count + sectionInserts.count
        guard sectionCount >= 0 else {
            throw .inconsistentCounts("\(sectionDeletes.count) sections deleted from \(sections.count)")
        }
        var removedSections = Set<Int>()
        for index in sectionDeletes + sectionMoves.map(\.from) {
            guard sections.indices.contains(index) else { throw .positionOutOfRange("section \(index)") }
            guard removedSections.insert(index).inserted else {
                throw .conflictingOperations("attempt to delete and move section \(index)")
            }
        }
        var placed = [SectionData<Section, Item>?](repeating: nil, count: sectionCount)
        var origin = [Int?](repeating: nil, count: sectionCount)  // old index of each new section
        for insert in sectionInserts {
            try claim(insert.at, in: &placed, with: insert.content, what: "section")
        }
        for move in sectionMoves {
            try claim(move.to, in: &placed, with: sections[move.from], what: "section")
            origin[move.to] = move.from
        }
        var survivors = sections.indices.lazy.filter { !removedSections.contains($0) }.makeIterator()
        for index in placed.indices where placed[index] == nil {
            guard let oldIndex = survivors.next() else { throw .inconsistentCounts("too few sections") }
            placed[index] = sections[oldIndex]
            origin[index] = oldIndex
        }
        var result = placed.compactMap { $0 }
        try moveItems(from: sections, into: &result, origin: origin)
        for update in sectionUpdates {
            guard result.indices.contains(update.to) else {
                throw .positionOutOfRange("section \(update.to)")
            }
            result[update.to].section = update.section
        }
        for update in itemUpdates {
            guard result.indices.contains(update.to.section),
                result[update.to.section].items.indices.contains(update.to.item)
            else { throw .positionOutOfRange("item \(update.to)") }
            result[update.to.section].items[update.to.item] = update.item
        }
        return result
    }

    private func moveItems(
        from sections: [SectionData<Section, Item>],
        into result: inout [SectionData<Section, Item>],
        origin: [Int?]
    ) throws(ChangesetError) {
        var removed = [Set<Int>](repeating: [], count: sections.count)
        for path in itemDeletes + itemMoves.map(\.from) {
            guard sections.indices.contains(path.section),
                sections[path.section].items.indices.contains(path.item)
            else { throw .positionOutOfRange("item \(path)") }
            guard removed[path.section].insert(path.item).inserted else {
                throw .conflictingOperations("attempt to delete and move the same index path \(path)")
            }
        }
        var arriving = [[Int: Item]](repeating: [:], count: result.count)
        for insert in itemInserts {
            try arrive(insert.item, at: insert.at, in: &arriving, origin: origin)
        }
        for move in itemMoves {
            try arrive(
                sections[move.from.section].items[move.from.item], at: move.to, in: &arriving, origin: origin)
        }
        for (index, oldIndex) in origin.enumerated() {
            guard let oldIndex else { continue }
            let kept = sections[oldIndex].items.indices.lazy.filter { !removed[oldIndex].contains($0) }
            var survivors = kept.map { sections[oldIndex].items[$0] }.makeIterator()
            let count = kept.count + arriving[index].count
            var items: [Item] = []
            items.reserveCapacity(count)
            for position in 0..<count {
                if let item = arriving[index][position] {
                    items.append(item)
                } else if let item = survivors.next() {
                    items.append(item)
                } else {
                    throw .positionOutOfRange(
                        "item [\(index), \(position)] beyond the section's \(count) items")
                }
            }
            result[index].items = items
        }
    }

    private func arrive(
        _ item: Item,
        at path: ItemIndexPath,
        in arriving: inout [[Int: Item]],
        origin: [Int?]
    ) throws(ChangesetError) {
        guard arriving.indices.contains(path.section), path.item >= 0 else {
            throw .positionOutOfRange("item \(path)")
        }
        guard origin[path.section] != nil else {
            throw .conflictingOperations(
                "attempt to insert or move item \(path) into a section that is being inserted")
        }
        guard arriving[path.section].updateValue(item, forKey: path.item) == nil else {
            throw .conflictingOperations("two items inserted or moved to the same index path \(path)")
        }
    }

    private func claim<Value>(_ index: Int, in slots: inout [Value?], with value: Value, what: String)
        throws(ChangesetError)
    {
        guard slots.indices.contains(index) else { throw .positionOutOfRange("\(what) \(index)") }
        guard slots[index] == nil else {
            throw .conflictingOperations("two \(what)s inserted or moved to index \(index)")
        }
        slots[index] = value
    }
}
