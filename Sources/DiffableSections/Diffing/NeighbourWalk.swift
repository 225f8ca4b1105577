/// Where the neighbour walk expects a section's next item among the old items, and how it finds
/// its place again when a run of misses shows it lost it.
@usableFromInline
struct NeighbourWalk {
    @usableFromInline var expected = 0
    @usableFromInline var window: Int
    @usableFromInline var misses = 0
    /// Old positions the resync scans may still visit: one pass over the section in all, so a
    /// list with no runs left (a random permutation) costs at most one extra pass.
    @usableFromInline var scanBudget: Int

    /// How far past the expected old position the walk looks for an item: a short window absorbs
    /// the deletes and moves-away that interrupt a run; after a miss, a wider one lets the walk
    /// find its place again.
    @inlinable static var lookahead: Int { 4 }
    @inlinable static var resyncLookahead: Int { 32 }
    /// After this many misses in a row the walk has lost its place (a long run of deletions, a
    /// shuffled block): it scans ahead in the old section for any of the next `resyncSample` new
    /// identities and continues from there, instead of leaving the rest of the section to hashing.
    @inlinable static var missesBeforeResync: Int { 8 }
    @inlinable static var resyncSample: Int { 8 }

    @inlinable
    init(oldCount: Int) {
        window = Self.resyncLookahead
        scanBudget = oldCount
    }

    @inlinable
    mutating func hit(at position: Int) {
        expected = position + 1
        window = Self.lookahead
        misses = 0
    }

    /// Records a miss; true when the walk should scan for its place.
    @inlinable
    mutating func miss() -> Bool {
        window = Self.resyncLookahead
        misses += 1
        return misses >= Self.missesBeforeResync && scanBudget > 0
    }

    /// Moves `expected` to the first old item, from there on, whose identity is among the next
    /// new ones, if the budget reaches one.
    ///
    /// The few wanted identities are compared with `==`, not hashed: a resync usually stops after
    /// a handful of positions, and one that crosses a long run of deleted items compares each with
    /// a few identities, which costs less than hashing every one of them.
    @inlinable
    mutating func resync<Item: Diffable>(oldItems: [Item], upcoming: ArraySlice<Item>) {
        misses = 0
        guard !upcoming.isEmpty else { return }
        var wanted: [Item.DiffIdentifier] = []
        wanted.reserveCapacity(upcoming.count)
        for item in upcoming { wanted.append(item.diffIdentifier) }
        var scan = expected
        while scan < oldItems.count, scanBudget > 0 {
            let id = oldItems[scan].diffIdentifier
            if wanted.contains(id) {
                expected = scan
                return
            }
            scan += 1
            scanBudget -= 1
        }
    }
}
