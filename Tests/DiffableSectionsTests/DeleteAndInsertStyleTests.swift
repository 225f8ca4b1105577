import DiffableSections
import PropertyBased
import TestSupport
import Testing

/// ``UpdateStyle/deleteAndInsert``: content changes as deletes and inserts, for collection views
/// that cannot reload inside a batch.
@Suite("Content changes as deletes and inserts")
struct DeleteAndInsertStyleTests {
    static let pairs = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...12))

    @Test("no batch or stage reloads, and both forms still replay to the new snapshot")
    func noUpdatesAndEveryFormReplays() async {
        await propertyCheck(count: 3_000, input: Self.pairs) { seed, size in
            await Task.yield()
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            let batch = pair.old.batchUpdate(to: pair.new, updateStyle: .deleteAndInsert)
            #expect(batch.itemUpdates.isEmpty)
            for stage in pair.old.stagedChangeset(to: pair.new, updateStyle: .deleteAndInsert).stages {
                #expect(stage.batch.itemUpdates.isEmpty, "\(stage.kind)")
            }
            expectDiffReplays(from: pair.old, to: pair.new, updateStyle: .deleteAndInsert)
        }
    }

    @Test("an item that changed in place is deleted and inserted where a reload would refresh it")
    func onePlaceTwoOperations() throws {
        var old = DiffableSnapshot<Header, Cell>()
        try old.appendSections([Header(id: 1, title: 0)])
        try old.appendItems([Cell(id: 1, version: 0), Cell(id: 2, version: 0)])
        var new = DiffableSnapshot<Header, Cell>()
        try new.appendSections([Header(id: 1, title: 0)])
        try new.appendItems([Cell(id: 1, version: 0), Cell(id: 2, version: 1)])
        let reload = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(reload.itemUpdates.map(\.from) == [ItemIndexPath(item: 1, section: 0)])
        let batch = old.batchUpdate(to: new, updateStyle: .deleteAndInsert)
        #expect(batch.itemDeletes == [ItemIndexPath(item: 1, section: 0)])
        #expect(
            batch.itemInserts == [
                ItemInsert(at: ItemIndexPath(item: 1, section: 0), item: Cell(id: 2, version: 1))
            ])
        #expect(batch.changeCount == 2)
    }
}
