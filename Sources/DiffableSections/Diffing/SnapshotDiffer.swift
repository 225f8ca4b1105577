/// Matches two snapshots in near-linear time, the one piece of work both the single batch and the
/// staged changeset are derived from: items are matched by walking each kept section beside its
/// old self and hashing only what the walk cannot place (Heckel's ideas), and the items left in
/// place are a longest increasing subsequence of their old positions, so the moves are as few as
/// possible.
@usableFromInline
struct SnapshotDiffer<Section: Diffable, Item: Diffable> {
    @usableFromInline typealias Snapshot = DiffableSnapshot<Section, Item>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    @usableFromInline let updateStyle: UpdateStyle
    /// Whether either snapshot repeats an identity, so matching must compare occurrences too.
    @usableFromInline let comparesOccurrences: Bool

    /// For each new section, its old index, or -1 when it is inserted.
    @usableFromInline var newToOldSection: [Int] = []
    /// For each old section, its new index, or -1 when it is deleted.
    @usableFromInline var oldToNewSection: [Int] = []
    /// For each new section, whether it is a kept section that moves (not in the longest run).
    @usableFromInline var sectionMoves: [Bool] = []
    /// What the single batch does with a section that moves while its items change.
    @usableFromInline var movedSections = MovedSectionPolicy.rebuild
    /// Where each old (new) section's items start in one flat array of all its items, and (last)
    /// how many there are: flags for every item take one array instead of one per section.
    @usableFromInline var oldOffsets: [Int] = []
    @usableFromInline var newOffsets: [Int] = []

    @inlinable
    init(old: Snapshot, new: Snapshot, updateStyle: UpdateStyle) {
        self.old = old
        self.new = new
        self.updateStyle = updateStyle
        comparesOccurrences = old.repeatedItemCount > 0 || new.repeatedItemCount > 0
    }

    @inlinable
    mutating func matchSections() {
        oldOffsets = Self.itemOffsets(of: old)
        newOffsets = Self.itemOffsets(of: new)
        newToOldSection = [Int](repeating: -1, count: new.content.count)
        oldToNewSection = [Int](repeating: -1, count: old.content.count)
        sectionMoves = [Bool](repeating: false, count: new.content.count)
        // Kept sections usually keep their order: then none moves and no subsequence is searched.
        var previousOld = -1
        var inOrder = true
        for newIndex in new.content.indices {
            if let oldIndex = old.sectionIndexByID[new.content[newIndex].section.diffIdentifier] {
                newToOldSection[newIndex] = oldIndex
                oldToNewSection[oldIndex] = newIndex
                inOrder = inOrder && oldIndex > previousOld
                previousOld = oldIndex
            }
        }
        guard !inOrder else { return }
        var keptNewIndices: [Int] = []
        var keptOldIndices: [Int32] = []
        keptNewIndices.reserveCapacity(new.content.count)
        keptOldIndices.reserveCapacity(new.content.count)
        for (newIndex, oldIndex) in newToOldSection.enumerated() where oldIndex >= 0 {
            keptNewIndices.append(newIndex)
            keptOldIndices.append(Int32(oldIndex))
        }
        let staying = longestIncreasingSubsequenceMembers(keptOldIndices)
        for (rank, newIndex) in keptNewIndices.enumerated() where !staying[rank] {
            sectionMoves[newIndex] = true
        }
    }

    @inlinable
    func occurrence(in snapshot: Snapshot, section: Int, item: Int) -> Int32 {
        guard !snapshot.occurrences.isEmpty, !snapshot.occurrences[section].isEmpty else { return 0 }
        return snapshot.occurrences[section][item]
    }

    /// Finds each new item's old position, packed as `section << 32 | item`, or -1 when it is
    /// new (or comes from a deleted section, which makes it an insert too).
    ///
    /// Most items keep the neighbours they had, so each kept section is first walked beside its
    /// old self, matching identities by `==` (Heckel's neighbour expansion). Only what that walk
    /// cannot place (inserts, moves, items from other sections) is looked up: among the positions
    /// a one-section old snapshot noted when it was built, or else in a hash table of the old
    /// items the walk left unclaimed, which keeps the table small and cache-friendly.
    @inlinable
    func oldPositionsOfNewItems() -> NewItemSources {
        var claimed = [Bool](repeating: false, count: oldOffsets.last ?? 0)
        var sources = NewItemSources(offsets: newOffsets)
        var unresolved = 0
        // Written through buffers: every index is a section's offset plus a position inside that
        // section, so within the arrays sized from the same offsets, and the walk runs once per
        // item, where the arrays' bounds and uniqueness checks would cost as much as the compare.
        claimed.withUnsafeMutableBufferPointer { claimed in
            sources.values.withUnsafeMutableBufferPointer { sources in
                for (newSection, oldSection) in newToOldSection.enumerated() where oldSection >= 0 {
                    let newStart = newOffsets[newSection]
                    let oldStart = oldOffsets[oldSection]
                    // A section of one item on both sides (a section per row) is compared in
                    // place: no walk to set up, and no item array held. Here rather than inside
                    // `walkSection`, whose call alone made 10,000 such sections 3 % slower.
                    if !comparesOccurrences, newOffsets[newSection + 1] - newStart == 1,
                        oldOffsets[oldSection + 1] - oldStart == 1
                    {
                        if new.content[newSection].items[0].diffIdentifier
                            == old.content[oldSection].items[0].diffIdentifier
                        {
                            claimed[oldStart] = true
                            sources[newStart] = oldSection << 32
                        } else {
                            unresolved += 1
                        }
                        continue
                    }
                    unresolved += walkSection(
                        newSection: newSection, oldSection: oldSection, claimed: claimed, sources: sources)
                }
            }
        }
        guard unresolved > 0 else { return sources }
        var left = unresolved
        if !comparesOccurrences, let stale = resolveByBuiltPositions(&sources, claimed: &claimed) {
            left = stale
        }
        guard left > 0 else { return sources }
        if comparesOccurrences {
            resolveByHashing(&sources, claimed: claimed, unresolved: left) {
                id, occurrence in OccurrenceKey(id: id, occurrence: occurrence)
            }
        } else {
            resolveByHashing(&sources, claimed: claimed, unresolved: left) { id, _ in id }
        }
        return sources
    }

    /// Walks new section `newSection` beside its old self `oldSection`, marking the old items it
    /// matches in `claimed` and their packed positions in `sources` (both indexed from the
    /// sections' offsets); returns how many new items it could not place.
    @inlinable
    func walkSection(
        newSection: Int, oldSection: Int, claimed: UnsafeMutableBufferPointer<Bool>,
        sources: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        let oldItems = old.content[oldSection].items
        let newItems = new.content[newSection].items
        let oldStart = oldOffsets[oldSection]
        let newStart = newOffsets[newSection]
        var walk = NeighbourWalk(oldCount: oldItems.count)
        var unresolved = 0
        for (newIndex, item) in newItems.enumerated() {
            let id = item.diffIdentifier
            let number = comparesOccurrences ? occurrence(in: new, section: newSection, item: newIndex) : 0
            var probe = walk.expected
            let limit = min(walk.expected + walk.window, oldItems.count)
            while probe < limit {
                if oldItems[probe].diffIdentifier == id,
                    !comparesOccurrences || occurrence(in: old, section: oldSection, item: probe) == number
                {
                    break
                }
                probe += 1
            }
            if probe < limit {
                claimed[oldStart + probe] = true
                sources[newStart + newIndex] = oldSection << 32 | probe
                walk.hit(at: probe)
            } else {
                unresolved += 1
                if walk.miss() {
                    walk.resync(
                        oldItems: oldItems,
                        upcoming: newItems[(newIndex + 1)...].prefix(NeighbourWalk.resyncSample))
                }
            }
        }
        return unresolved
    }

    /// Where each section's items start in one flat array of all the snapshot's items, and (last)
    /// how many items there are.
    @inlinable
    static func itemOffsets(of snapshot: Snapshot) -> [Int] {
        var offsets = [Int]()
        offsets.reserveCapacity(snapshot.content.count + 1)
        var total = 0
        // By index, not by element: reading a count does not copy (and retain) each section.
        for section in snapshot.content.indices {
            offsets.append(total)
            total += snapshot.content[section].items.count
        }
        offsets.append(total)
        return offsets
    }

    /// For every new item (indexed like `sources.values`), whether it stays in place: it comes
    /// from the same old section, which is kept, and belongs to the longest increasing run of old
    /// positions there. Every other matched item moves, so the moves are the fewest possible. One
    /// flag array for the whole snapshot: a snapshot of many small sections allocates nothing per
    /// section.
    @inlinable
    func stayingItems(sources: NewItemSources) -> [Bool] {
        var staying = [Bool](repeating: false, count: sources.values.count)
        var candidates: [Int32] = []
        for (newSection, oldSection) in newToOldSection.enumerated() where oldSection >= 0 {
            let range = sources.offsets[newSection]..<sources.offsets[newSection + 1]
            // The usual case first: the section's matched items keep their order (nothing moved
            // within it), so every one of them stays and no subsequence has to be searched for.
            var previous = -1
            var inOrder = true
            for index in range {
                let packed = sources.values[index]
                guard packed >= 0, packed >> 32 == oldSection else { continue }
                guard packed > previous else {
                    inOrder = false
                    break
                }
                previous = packed
                staying[index] = true
            }
            if inOrder { continue }
            candidates.removeAll(keepingCapacity: true)
            candidates.reserveCapacity(range.count)
            for index in range {
                let packed = sources.values[index]
                if packed >= 0, packed >> 32 == oldSection {
                    candidates.append(Int32(truncatingIfNeeded: packed))
                }
            }
            let members: [Bool]
            if candidates.count <= Self.longestReadableSection {
                // A short section, whose moves a person may read: the kept items are those that
                // stay at their place among the matched items when that can be (see
                // `longestIncreasingSubsequenceMembers`). Ranks instead of old positions keep the
                // same runs and make "in place" mean the same in every stage of a staged changeset.
                let order = candidates.indices.sorted { candidates[$0] < candidates[$1] }
                var ranks = [Int32](repeating: 0, count: candidates.count)
                for (rank, index) in order.enumerated() { ranks[index] = Int32(truncatingIfNeeded: rank) }
                members = longestIncreasingSubsequenceMembers(
                    ranks, positions: candidates.indices.map { Int32(truncatingIfNeeded: $0) })
            } else {
                members = longestIncreasingSubsequenceMembers(candidates)
            }
            var candidate = 0
            for index in range {
                let packed = sources.values[index]
                guard packed >= 0, packed >> 32 == oldSection else { continue }
                staying[index] = members[candidate]
                candidate += 1
            }
        }
        return staying
    }

    /// The most matched items a section may have for its moves to prefer items staying at their
    /// place (see ``longestIncreasingSubsequenceMembers(_:positions:)``); longer sections skip the
    /// cost.
    @usableFromInline static var longestReadableSection: Int { 256 }

    @inlinable
    func oldPath(_ packed: Int) -> ItemIndexPath {
        ItemIndexPath(item: packed & 0xFFFF_FFFF, section: packed >> 32)
    }

    @inlinable
    func hasChanged(_ item: Item, at source: ItemIndexPath, marked: Set<Item.DiffIdentifier>) -> Bool {
        !old.content[source.section].items[source.item].isContentEqual(to: item)
            || (!marked.isEmpty && marked.contains(item.diffIdentifier))
    }
}
