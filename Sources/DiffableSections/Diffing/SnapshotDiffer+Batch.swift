extension SnapshotDiffer {
    /// The single batch: see ``BatchUpdate`` for the rules it guarantees.
    @inlinable
    mutating func batchUpdate() -> BatchUpdate<Section, Item> {
        var batch = BatchUpdate<Section, Item>(updateStyle: updateStyle)
        matchSections()
        batch.sectionDeletes = oldToNewSection.indices.filter { oldToNewSection[$0] < 0 }
        let markedSections = Set(new.markedSectionIdentifiers)
        for (newIndex, oldIndex) in newToOldSection.enumerated() {
            let section = new.content[newIndex].section
            guard oldIndex >= 0 else {
                batch.sectionInserts.append(SectionInsert(at: newIndex, content: new.content[newIndex]))
                continue
            }
            if !old.content[oldIndex].section.isContentEqual(to: section)
                || (!markedSections.isEmpty && markedSections.contains(section.diffIdentifier))
            {
                batch.sectionUpdates.append(SectionUpdate(from: oldIndex, to: newIndex, section: section))
            }
            if sectionMoves[newIndex] { batch.sectionMoves.append(Move(from: oldIndex, to: newIndex)) }
        }
        diffItems(into: &batch)
        if movedSections == .rebuild, !batch.sectionMoves.isEmpty {
            batch.rebuildSectionsMovedWithItemChanges(newContent: new.content)
        }
        batch.endpoints = BatchEndpoints(old: old, new: new)
        return batch
    }

    @inlinable
    func diffItems(into batch: inout BatchUpdate<Section, Item>) {
        var matched = [Bool](repeating: false, count: oldOffsets.last ?? 0)
        let marked = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        let sources = oldPositionsOfNewItems()
        let staying = stayingItems(sources: sources)
        // Items of an inserted section arrive with it: only kept sections are walked.
        for (newSection, oldSection) in newToOldSection.enumerated() where oldSection >= 0 {
            let start = newOffsets[newSection]
            for (newIndex, item) in new.content[newSection].items.enumerated() {
                let target = ItemIndexPath(item: newIndex, section: newSection)
                let packed = sources.values[start + newIndex]
                guard packed >= 0 else {
                    batch.itemInserts.append(ItemInsert(at: target, item: item))
                    continue
                }
                let source = oldPath(packed)
                if staying[start + newIndex] {
                    let changed = hasChanged(item, at: source, marked: marked)
                    if changed, updateStyle == .deleteAndInsert {
                        // Its old slot stays unmatched, so the deletion pass deletes it.
                        batch.itemInserts.append(ItemInsert(at: target, item: item))
                        continue
                    }
                    matched[oldOffsets[oldSection] + source.item] = true
                    if changed { batch.itemUpdates.append(ItemUpdate(from: source, to: target, item: item)) }
                } else if hasChanged(item, at: source, marked: marked) {
                    // A moved item whose content also changed is deleted and inserted: UIKit cannot
                    // reload a moved item in the same batch, and a plain move would leave its cell
                    // stale. Its old slot stays unmatched, so the deletion pass deletes it.
                    batch.itemInserts.append(ItemInsert(at: target, item: item))
                } else {
                    matched[oldOffsets[source.section] + source.item] = true
                    batch.itemMoves.append(Move(from: source, to: target))
                }
            }
        }
        for section in old.content.indices where oldToNewSection[section] >= 0 {
            for index in 0..<(oldOffsets[section + 1] - oldOffsets[section])
            where !matched[oldOffsets[section] + index] {
                batch.itemDeletes.append(ItemIndexPath(item: index, section: section))
            }
        }
    }
}

extension DiffableSnapshot {
    /// The batch updates that turn this snapshot into `new`; see ``BatchUpdate`` for the rules it
    /// guarantees. Items marked with `reloadItems` or `reconfigureItems` in `new` are updated even
    /// when their content is equal.
    ///
    /// A section that moves while items change inside it is deleted and inserted instead
    /// (``MovedSectionPolicy/rebuild``), the form `UICollectionView` applies safely; use
    /// ``batchUpdate(to:updateStyle:movedSections:)`` with ``MovedSectionPolicy/move`` to keep
    /// such moves.
    @inlinable
    public func batchUpdate(to new: Self, updateStyle: UpdateStyle) -> BatchUpdate<Section, Item> {
        batchUpdate(to: new, updateStyle: updateStyle, movedSections: .rebuild)
    }

    /// The batch updates that turn this snapshot into `new`, with `movedSections` saying what
    /// becomes of a section that moves while items change inside it.
    @inlinable
    public func batchUpdate(to new: Self, updateStyle: UpdateStyle, movedSections: MovedSectionPolicy)
        -> BatchUpdate<Section, Item>
    {
        var differ = SnapshotDiffer(old: self, new: new, updateStyle: updateStyle)
        differ.movedSections = movedSections
        return differ.batchUpdate()
    }
}
