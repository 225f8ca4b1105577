extension DiffableSnapshot {
    /// Adds sections at the end.
    public mutating func appendSections(_ sections: [Section]) throws(Failure) {
        try insertSections(sections, at: content.count)
    }

    /// Inserts sections right before an existing one.
    public mutating func insertSections(_ sections: [Section], beforeSection id: SectionID) throws(Failure) {
        guard let index = sectionIndexByID[id] else { throw .unknownSection(id) }
        try insertSections(sections, at: index)
    }

    /// Inserts sections right after an existing one.
    public mutating func insertSections(_ sections: [Section], afterSection id: SectionID) throws(Failure) {
        guard let index = sectionIndexByID[id] else { throw .unknownSection(id) }
        try insertSections(sections, at: index + 1)
    }

    /// Removes sections and all their items.
    public mutating func deleteSections(_ ids: [SectionID]) throws(Failure) {
        for id in ids where sectionIndexByID[id] == nil { throw .unknownSection(id) }
        let doomed = Set(ids)
        for data in content where doomed.contains(data.section.diffIdentifier) {
            for item in data.items { sectionIDByItemID[item.diffIdentifier] = nil }
        }
        content.removeAll { doomed.contains($0.section.diffIdentifier) }
        rebuildSectionIndex()
        forgetMarksOfRemovedItems()
    }

    /// Moves a section, with its items, right before another.
    public mutating func moveSection(_ id: SectionID, beforeSection target: SectionID) throws(Failure) {
        try moveSection(id, relativeTo: target, after: false)
    }

    /// Moves a section, with its items, right after another.
    public mutating func moveSection(_ id: SectionID, afterSection target: SectionID) throws(Failure) {
        try moveSection(id, relativeTo: target, after: true)
    }

    private mutating func moveSection(_ id: SectionID, relativeTo target: SectionID, after: Bool)
        throws(Failure)
    {
        guard let from = sectionIndexByID[id] else { throw .unknownSection(id) }
        guard let targetIndex = sectionIndexByID[target] else { throw .unknownSection(target) }
        guard id != target else { throw .movedRelativeToItself }
        // The anchor's place once the moved section is out, found before anything changes: the
        // index is rebuilt once, from the final order, so a keepAll snapshot never counts its
        // repeats through a list that lacks the moved section's items.
        let anchor = targetIndex > from ? targetIndex - 1 : targetIndex
        let moved = content.remove(at: from)
        content.insert(moved, at: after ? anchor + 1 : anchor)
        rebuildSectionIndex()
    }

    private mutating func insertSections(_ sections: [Section], at index: Int) throws(Failure) {
        var incoming = Set<SectionID>()
        for section in sections {
            let id = section.diffIdentifier
            guard sectionIndexByID[id] == nil, incoming.insert(id).inserted else {
                throw .duplicateSection(id)
            }
        }
        content.insert(contentsOf: sections.map { SectionData(section: $0, items: []) }, at: index)
        rebuildSectionIndex()
    }

    /// Rebuilds the section index after sections were added, removed or reordered (and the
    /// occurrence numbers, which count through the sections in order, when identities repeat).
    mutating func rebuildSectionIndex() {
        sectionIndexByID.removeAll(keepingCapacity: true)
        for (index, data) in content.enumerated() { sectionIndexByID[data.section.diffIdentifier] = index }
        if repeatedItemCount > 0 { reindexItems() }
    }
}
