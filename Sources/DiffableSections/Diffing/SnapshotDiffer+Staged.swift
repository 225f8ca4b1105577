extension SnapshotDiffer {
    /// The staged changeset, derived from the same matching as the single batch: each stage's
    /// positions are computed from it (an item's place after the deletes is its old place less the
    /// deletions before it, and so on), not found by diffing intermediate snapshots again.
    @inlinable
    mutating func stagedChangeset() -> StagedChangeset<Section, Item> {
        matchSections()
        let sources = oldPositionsOfNewItems()
        let sectionsAfterDeletes = Self.ranks(of: oldToNewSection)
        let sectionsBeforeInserts = Self.ranks(of: newToOldSection)
        let deletes = deletesStage(sources: sources)
        var moves = movesStage(
            sources: sources, deletes: deletes, oldRank: sectionsAfterDeletes, newRank: sectionsBeforeInserts)
        let inserts = insertsStage(sources: sources)
        let (updates, earlierValues) = updatesStage(sources: sources)
        let plan = StagePlan(
            old: old, new: new, newToOldSection: newToOldSection,
            sectionsAfterDeletes: sectionsAfterDeletes, sectionsBeforeInserts: sectionsBeforeInserts,
            deletes: deletes, inserts: inserts, earlierValues: earlierValues)
        // The moves stage moves sections and items together; a moved section whose items move
        // too is rebuilt there, as in the single batch (only then is its snapshot made here).
        if movedSections == .rebuild, !moves.sectionMovesWithItemChanges.isEmpty {
            moves.rebuildSectionsMovedWithItemChanges(newContent: plan.snapshot(after: .moves).content)
        }
        let stages = [
            (StageKind.deletes, deletes), (.moves, moves), (.inserts, inserts), (.updates, updates),
        ]
        return StagedChangeset(
            stages: stages.filter { !$0.1.isEmpty }.map { .init(kind: $0.0, batch: $0.1, plan: plan) })
    }

    /// Deleted sections, and the old items of kept sections that no new item claims (or whose new
    /// section is inserted), at old positions.
    @inlinable
    func deletesStage(sources: NewItemSources) -> BatchUpdate<Section, Item> {
        var batch = BatchUpdate<Section, Item>(updateStyle: updateStyle)
        batch.sectionDeletes = oldToNewSection.indices.filter { oldToNewSection[$0] < 0 }
        var survives = [Bool](repeating: false, count: oldOffsets.last ?? 0)
        // By flat index: a slice per section would retain the array once per section.
        for newSection in newToOldSection.indices where newToOldSection[newSection] >= 0 {
            for index in newOffsets[newSection]..<newOffsets[newSection + 1] {
                let packed = sources.values[index]
                if packed >= 0 { survives[oldOffsets[packed >> 32] + (packed & 0xFFFF_FFFF)] = true }
            }
        }
        for section in old.content.indices where oldToNewSection[section] >= 0 {
            for index in 0..<(oldOffsets[section + 1] - oldOffsets[section])
            where !survives[oldOffsets[section] + index] {
                batch.itemDeletes.append(ItemIndexPath(item: index, section: section))
            }
        }
        return batch
    }

    /// Sections and items that leave the longest runs, from their place after the deletes to their
    /// place before the inserts, with their old content; `oldRank` and `newRank` are the sections'
    /// places then (``ranks(of:)`` of the two section matchings).
    @inlinable
    func movesStage(
        sources: NewItemSources, deletes: BatchUpdate<Section, Item>, oldRank: [Int], newRank: [Int]
    ) -> BatchUpdate<Section, Item> {
        var batch = BatchUpdate<Section, Item>(updateStyle: updateStyle)
        let deletedBefore = DeletedPositions(deletes.itemDeletes, sectionCount: old.content.count)
        let staying = stayingItems(sources: sources)
        for (newSection, oldSection) in newToOldSection.enumerated() where oldSection >= 0 {
            if sectionMoves[newSection] {
                batch.sectionMoves.append(Move(from: oldRank[oldSection], to: newRank[newSection]))
            }
            var position = 0
            for index in newOffsets[newSection]..<newOffsets[newSection + 1] {
                let packed = sources.values[index]
                guard packed >= 0 else { continue }
                defer { position += 1 }
                guard !staying[index] else { continue }
                let source = oldPath(packed)
                let from = ItemIndexPath(
                    item: source.item - deletedBefore.count(before: source), section: oldRank[source.section])
                batch.itemMoves.append(
                    Move(from: from, to: ItemIndexPath(item: position, section: newRank[newSection])))
            }
        }
        return batch
    }

    /// Inserted sections, and new items of kept sections that no old item of a kept section
    /// matches, at new positions.
    @inlinable
    func insertsStage(sources: NewItemSources) -> BatchUpdate<Section, Item> {
        var batch = BatchUpdate<Section, Item>(updateStyle: updateStyle)
        for (newSection, oldSection) in newToOldSection.enumerated() {
            guard oldSection >= 0 else {
                batch.sectionInserts.append(SectionInsert(at: newSection, content: new.content[newSection]))
                continue
            }
            let start = newOffsets[newSection]
            for index in start..<newOffsets[newSection + 1] where sources.values[index] < 0 {
                batch.itemInserts.append(
                    ItemInsert(
                        at: ItemIndexPath(item: index - start, section: newSection),
                        item: new.content[newSection].items[index - start]))
            }
        }
        return batch
    }

    /// Sections and matched items whose content changed, and every item marked for reload or
    /// reconfiguration, in place at their new positions; with the old values of the changed items,
    /// which the stages before this one show.
    @inlinable
    func updatesStage(sources: NewItemSources) -> (BatchUpdate<Section, Item>, [EarlierValue<Item>]) {
        var batch = BatchUpdate<Section, Item>(updateStyle: updateStyle)
        var earlierValues: [EarlierValue<Item>] = []
        let marked = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        let markedSections = Set(new.markedSectionIdentifiers)
        for newSection in new.content.indices {
            let oldSection = newToOldSection[newSection]
            let section = new.content[newSection].section
            if oldSection >= 0,
                !old.content[oldSection].section.isContentEqual(to: section)
                    || (!markedSections.isEmpty && markedSections.contains(section.diffIdentifier))
            {
                batch.sectionUpdates.append(SectionUpdate(from: newSection, to: newSection, section: section))
            }
            let start = newOffsets[newSection]
            for index in start..<newOffsets[newSection + 1] {
                let item = new.content[newSection].items[index - start]
                let path = ItemIndexPath(item: index - start, section: newSection)
                var changed = false
                if oldSection >= 0, case let packed = sources.values[index], packed >= 0 {
                    let source = oldPath(packed)
                    let earlier = old.content[source.section].items[source.item]
                    if !earlier.isContentEqual(to: item) {
                        changed = true
                        earlierValues.append(EarlierValue(path: path, item: earlier))
                    }
                }
                if changed || (!marked.isEmpty && marked.contains(item.diffIdentifier)) {
                    if updateStyle == .deleteAndInsert {
                        batch.itemDeletes.append(path)
                        batch.itemInserts.append(ItemInsert(at: path, item: item))
                    } else {
                        batch.itemUpdates.append(ItemUpdate(from: path, to: path, item: item))
                    }
                }
            }
        }
        return (batch, earlierValues)
    }

    /// For each index whose counterpart is not -1, its rank among those indices; -1 elsewhere.
    @inlinable
    static func ranks(of counterparts: [Int]) -> [Int] {
        var rank = 0
        return counterparts.map { counterpart in
            guard counterpart >= 0 else { return -1 }
            defer { rank += 1 }
            return rank
        }
    }
}
