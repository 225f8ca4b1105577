import DiffableSections
import PropertyBased
import TestSupport
import Testing

/// A section that moves while items change inside it: rebuilt by default (delete + insert),
/// kept as a move with ``MovedSectionPolicy/move``.
@Suite("Sections that move while their items change")
struct MovedSectionTests {
    static let pairs = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...12))

    typealias Snapshot = DiffableSnapshot<Header, Cell>

    /// Five sections of two items each; section `s` holds items `10 * s` and `10 * s + 1`.
    private func sections(_ order: [Int], dropping dropped: Set<Int> = []) throws -> Snapshot {
        try Snapshot(
            order.map { section in
                SectionData(
                    section: Header(id: section, title: 0),
                    items: [10 * section, 10 * section + 1].filter { !dropped.contains($0) }.map {
                        Cell(id: $0, version: 0)
                    })
            }, duplicates: .reject)
    }

    @Test("the worked example: section 2 moves to 4 and loses item 20")
    func workedExample() throws {
        let old = try sections([0, 1, 2, 3, 4])
        let new = try sections([0, 1, 3, 4, 2], dropping: [20])
        let unsafe = old.batchUpdate(to: new, updateStyle: .reconfigure, movedSections: .move)
        #expect(unsafe.sectionMoves == [Move(from: 2, to: 4)])
        #expect(unsafe.itemDeletes == [ItemIndexPath(item: 0, section: 2)])
        #expect(unsafe.sectionMovesWithItemChanges == [Move(from: 2, to: 4)])
        var strict = BatchUpdateSimulator(showing: old)
        #expect(throws: UIKitInconsistency.self) { try strict.performBatchUpdates(unsafe, dataSource: new) }
        var lenient = BatchUpdateSimulator(showing: old)
        lenient.refusesItemChangesInMovedSections = false
        try lenient.performBatchUpdates(unsafe, dataSource: new)

        let safe = old.batchUpdate(to: new, updateStyle: .reconfigure)
        #expect(safe.sectionMoves.isEmpty)
        #expect(safe.sectionDeletes == [2])
        #expect(safe.sectionInserts.map(\.at) == [4])
        #expect(safe.sectionInserts.first?.content.items == [Cell(id: 21, version: 0)])
        #expect(safe.itemDeletes.isEmpty && safe.itemInserts.isEmpty && safe.itemMoves.isEmpty)
        try strict.performBatchUpdates(safe, dataSource: new)
        #expect(strict.displayed == new.sections)
    }

    @Test("a section that moves with its items unchanged still moves")
    func aQuietSectionStillMoves() throws {
        let old = try sections([0, 1, 2, 3, 4])
        let new = try sections([0, 1, 3, 4, 2], dropping: [30])
        let batch = old.batchUpdate(to: new, updateStyle: .reconfigure)
        #expect(batch.sectionMoves == [Move(from: 2, to: 4)])
        #expect(batch.itemDeletes == [ItemIndexPath(item: 0, section: 3)])
    }

    @Test("by default no batch or stage moves a section whose items change, and each replays")
    func noBatchMovesASectionWhoseItemsChange() async {
        await propertyCheck(count: 10_000, input: Self.pairs) { seed, size in
            await Task.yield()  // thousands of cases: leave the cooperative threads to others between them
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            let style: UpdateStyle = seed % 2 == 0 ? .reload : .reconfigure
            let batch = pair.old.batchUpdate(to: pair.new, updateStyle: style)
            #expect(batch.sectionMovesWithItemChanges.isEmpty)
            expectSortedByPosition(batch)
            var screen = BatchUpdateSimulator(showing: pair.old)
            try screen.performBatchUpdates(batch, dataSource: pair.new)
            #expect(try batch.apply(to: pair.old.sections) == pair.new.sections)
            for stage in pair.old.stagedChangeset(to: pair.new, updateStyle: style).stages {
                #expect(stage.batch.sectionMovesWithItemChanges.isEmpty, "\(stage.kind)")
                expectSortedByPosition(stage.batch)
            }
        }
    }

    @Test("the move policy differs from the default only where a moved section's items change")
    func theMovePolicyKeepsMovesAndReplaysWhereLayoutsCope() async {
        await propertyCheck(count: 2_000, input: Self.pairs) { seed, size in
            await Task.yield()
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            let moved = pair.old.batchUpdate(to: pair.new, updateStyle: .reconfigure, movedSections: .move)
            let safe = pair.old.batchUpdate(to: pair.new, updateStyle: .reconfigure)
            if moved.sectionMovesWithItemChanges.isEmpty { #expect(moved == safe) }
            var lenient = BatchUpdateSimulator(showing: pair.old)
            lenient.refusesItemChangesInMovedSections = false
            try lenient.performBatchUpdates(moved, dataSource: pair.new)
            #expect(try moved.apply(to: pair.old.sections) == pair.new.sections)
        }
    }
}

/// Every list of the batch sorted by position, as ``BatchUpdate`` promises (a rebuilt section
/// appends its operations, which must be put back in order).
func expectSortedByPosition(
    _ batch: BatchUpdate<Header, Cell>, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(batch.sectionDeletes == batch.sectionDeletes.sorted(), sourceLocation: sourceLocation)
    #expect(
        batch.sectionInserts.map(\.at) == batch.sectionInserts.map(\.at).sorted(),
        sourceLocation: sourceLocation)
    #expect(batch.itemDeletes == batch.itemDeletes.sorted(), sourceLocation: sourceLocation)
    #expect(
        batch.itemInserts.map(\.at) == batch.itemInserts.map(\.at).sorted(), sourceLocation: sourceLocation)
}
