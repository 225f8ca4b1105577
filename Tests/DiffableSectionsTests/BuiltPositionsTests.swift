import DiffableSections
import PropertyBased
import Testing

/// A one-section snapshot notes where each item was when it was built, and the diff takes an old
/// item from there without hashing the old items again. The notes go stale when the snapshot is
/// changed through its API afterwards; the diff must then give exactly what it gives from a
/// snapshot built from the changed data.
@Suite("Positions noted when a snapshot is built")
struct BuiltPositionsTests {
    typealias Snapshot = DiffableSnapshot<Header, Cell>

    static let cases = zip(Gen.int(in: 0...60), Gen.uint64(in: 0...UInt64.max))

    /// One random change through the snapshot's API: a move, an insert, a delete or an append.
    private func change(_ snapshot: inout Snapshot, using random: inout SplitMix64, fresh: () -> Int) throws {
        let ids = snapshot.itemIdentifiers
        guard ids.count >= 2 else {
            try snapshot.appendItems([Cell(id: fresh(), version: 0)])
            return
        }
        let first = ids[Int.random(in: ids.indices, using: &random)]
        let second = ids[Int.random(in: ids.indices, using: &random)]
        switch Int.random(in: 0..<6, using: &random) {
        case 0 where first != second: try snapshot.moveItem(first, beforeItem: second)
        case 1 where first != second: try snapshot.moveItem(first, afterItem: second)
        case 2: try snapshot.insertItems([Cell(id: fresh(), version: 0)], beforeItem: first)
        case 3: try snapshot.insertItems([Cell(id: fresh(), version: 0)], afterItem: first)
        case 4: try snapshot.deleteItems([first])
        default: try snapshot.appendItems([Cell(id: fresh(), version: 0)])
        }
    }

    @Test func aChangedSnapshotDiffsLikeOneBuiltFromItsData() async {
        await propertyCheck(count: 1_000, input: Self.cases) { size, seed in
            var random = SplitMix64(state: seed)
            var nextID = 0
            func fresh() -> Int {
                nextID += 1
                return nextID
            }
            let header = Header(id: 0, title: 0)
            let items = (0..<size).map { _ in Cell(id: fresh(), version: 0) }
            var changed = try Snapshot([SectionData(section: header, items: items)], duplicates: .reject)
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                try change(&changed, using: &random, fresh: fresh)
            }
            let rebuilt = try Snapshot(changed.sections, duplicates: .reject)
            let newItems = WorkloadShape.churn(changed.sections[0].items, using: &random, fresh: fresh)
            let new = try Snapshot([SectionData(section: header, items: newItems)], duplicates: .reject)

            #expect(
                changed.batchUpdate(to: new, updateStyle: .reconfigure)
                    == rebuilt.batchUpdate(to: new, updateStyle: .reconfigure))
            let stages = changed.stagedChangeset(to: new, updateStyle: .reconfigure).stages
            let rebuiltStages = rebuilt.stagedChangeset(to: new, updateStyle: .reconfigure).stages
            #expect(stages.map(\.batch) == rebuiltStages.map(\.batch))
            #expect(stages.map(\.snapshot.sections) == rebuiltStages.map(\.snapshot.sections))
            expectDiffReplays(from: changed, to: new)
        }
    }
}
