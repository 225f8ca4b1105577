extension DiffableSnapshot {
    /// Adds items at the end of a section, or of the last section when `section` is `nil`.
    ///
    /// Throws when an item is given twice, is already in the snapshot (UIKit would silently move
    /// it), or the section does not exist.
    public mutating func appendItems(_ items: [Item], toSection section: SectionID? = nil) throws(Failure) {
        guard let sectionIndex = section.map({ sectionIndexByID[$0] }) ?? content.indices.last else {
            throw section.map { .unknownSection($0) } ?? .noSection
        }
        try insert(items, at: ItemIndexPath(item: content[sectionIndex].items.count, section: sectionIndex))
    }

    /// Inserts items right before an existing item, in its section.
    public mutating func insertItems(_ items: [Item], beforeItem id: ItemID) throws(Failure) {
        guard let path = indexPath(ofItem: id) else { throw .unknownItem(id) }
        try insert(items, at: path)
    }

    /// Inserts items right after an existing item, in its section.
    public mutating func insertItems(_ items: [Item], afterItem id: ItemID) throws(Failure) {
        guard var path = indexPath(ofItem: id) else { throw .unknownItem(id) }
        path.item += 1
        try insert(items, at: path)
    }

    /// Removes items.
    public mutating func deleteItems(_ ids: [ItemID]) throws(Failure) {
        for id in ids where sectionIDByItemID[id] == nil { throw .unknownItem(id) }
        let doomed = Set(ids)
        var touched = Set<SectionID>()
        for id in doomed {
            if let section = sectionIDByItemID.removeValue(forKey: id) { touched.insert(section) }
        }
        if repeatedItemCount > 0 {  // later occurrences may sit in other sections
            for index in content.indices {
                content[index].items.removeAll { doomed.contains($0.diffIdentifier) }
            }
            reindexItems()
        } else {
            for sectionID in touched {
                guard let index = sectionIndexByID[sectionID] else { continue }
                content[index].items.removeAll { doomed.contains($0.diffIdentifier) }
            }
        }
        forgetMarksOfRemovedItems()
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves an item right before another, possibly into another section.
    public mutating func moveItem(_ id: ItemID, beforeItem target: ItemID) throws(Failure) {
        try moveItem(id, relativeTo: target, after: false)
    }

    /// Moves an item right after another, possibly into another section.
    public mutating func moveItem(_ id: ItemID, afterItem target: ItemID) throws(Failure) {
        try moveItem(id, relativeTo: target, after: true)
    }

    /// Marks items to be reloaded (their cells replaced) when diffed against an older snapshot,
    /// even if their content is equal.
    public mutating func reloadItems(_ ids: [ItemID]) throws(Failure) {
        for id in ids where sectionIDByItemID[id] == nil { throw .unknownItem(id) }
        reloadedItemIdentifiers.append(contentsOf: ids.filter { !reloadedItemIdentifiers.contains($0) })
    }

    /// Marks items to be reconfigured (their cells kept) when diffed against an older snapshot,
    /// even if their content is equal.
    public mutating func reconfigureItems(_ ids: [ItemID]) throws(Failure) {
        for id in ids where sectionIDByItemID[id] == nil { throw .unknownItem(id) }
        reconfiguredItemIdentifiers.append(
            contentsOf: ids.filter { !reconfiguredItemIdentifiers.contains($0) })
    }

    private mutating func moveItem(_ id: ItemID, relativeTo target: ItemID, after: Bool) throws(Failure) {
        guard let from = indexPath(ofItem: id) else { throw .unknownItem(id) }
        guard sectionIDByItemID[target] != nil else { throw .unknownItem(target) }
        guard id != target else { throw .movedRelativeToItself }
        let item = content[from.section].items.remove(at: from.item)
        sectionIDByItemID[id] = nil
        guard var to = indexPath(ofItem: target) else { throw .unknownItem(target) }
        if after { to.item += 1 }
        content[to.section].items.insert(item, at: to.item)
        sectionIDByItemID[id] = content[to.section].section.diffIdentifier
        if repeatedItemCount > 0 { reindexItems() }
    }

    private mutating func insert(_ items: [Item], at path: ItemIndexPath) throws(Failure) {
        var incoming = Set<ItemID>()
        for item in items {
            let id = item.diffIdentifier
            if let section = sectionIDByItemID[id] { throw .itemAlreadyPresent(id, inSection: section) }
            guard incoming.insert(id).inserted else { throw .duplicateItem(id) }
        }
        let sectionID = content[path.section].section.diffIdentifier
        for id in incoming { sectionIDByItemID[id] = sectionID }
        content[path.section].items.insert(contentsOf: items, at: path.item)
        if repeatedItemCount > 0 { reindexItems() }
    }

    mutating func forgetMarksOfRemovedItems() {
        reloadedItemIdentifiers.removeAll { sectionIDByItemID[$0] == nil }
        reconfiguredItemIdentifiers.removeAll { sectionIDByItemID[$0] == nil }
        markedSectionIdentifiers.removeAll { sectionIndexByID[$0] == nil }
    }
}
