import DiffableSections
import PropertyBased
import Testing

@Suite("Repeated identities: keepAll shows every row, keepFirst loses what it says")
struct DuplicatePolicyTests {
    typealias Snapshot = DiffableSnapshot<Header, Cell>

    @Test func keepAllDiffsReplayInBothForms() async {
        await propertyCheck(count: 4_000, input: ChangesetPropertyTests.pairs) { seed, size in
            await Task.yield()  // thousands of cases: leave the cooperative threads to others between them
            let pair = try RandomSnapshotPair(seed: seed, size: size, duplicates: .keepAll)
            expectDiffReplays(
                from: pair.old, to: pair.new, updateStyle: seed % 2 == 0 ? .reload : .reconfigure)
        }
    }

    @Test func keepAllMovesAreTheFewestByOccurrence() async {
        await propertyCheck(count: 2_000, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...60)) {
            seed, size in
            await Task.yield()
            var random = SplitMix64(state: seed)
            let old = (0..<size).map { _ in
                Cell(id: Int.random(in: 0...(size / 3), using: &random), version: 0)
            }
            let new = old.shuffled(using: &random).filter { _ in Int.random(in: 0..<8, using: &random) > 0 }
            let staged = try Self.flat(old).stagedChangeset(to: Self.flat(new), updateStyle: .reload)
            let moves = staged.stages.first { $0.kind == .moves }?.batch.itemMoves.count ?? 0
            #expect(moves == fewestMoves(from: old, to: new))
            #expect(staged.stages.allSatisfy { $0.kind != .inserts }, "every new row is an old occurrence")
        }
    }

    @Test func keepAllStageSnapshotsAreTheSnapshotsOfTheirData() async {
        await propertyCheck(count: 1_500, input: ChangesetPropertyTests.pairs) { seed, size in
            await Task.yield()
            let pair = try RandomSnapshotPair(seed: seed, size: size, duplicates: .keepAll)
            try Self.expectStageSnapshotsMatchTheirData(from: pair.old, to: pair.new)
        }
        await propertyCheck(count: 1_500, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...40)) {
            seed, size in
            await Task.yield()
            var random = SplitMix64(state: seed)
            let old = (0..<size).map { _ in
                Cell(id: Int.random(in: 0...(size / 3), using: &random), version: 0)
            }
            var new = old.shuffled(using: &random).filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                new.insert(
                    Cell(id: Int.random(in: 0...size, using: &random), version: 1),
                    at: Int.random(in: 0...new.count, using: &random))
            }
            try Self.expectStageSnapshotsMatchTheirData(from: Self.flat(old), to: Self.flat(new))
        }
    }

    @Test func keepFirstDropsOneRowPerRepeatAndKeepAllNone() throws {
        var random = SplitMix64(state: 2)
        var cells = (0..<1_000).map { Cell(id: $0, version: 0) }
        for _ in 0..<20 {
            cells[Int.random(in: cells.indices, using: &random)] =
                cells[Int.random(in: cells.indices, using: &random)]
        }
        let repeats = cells.count - Set(cells.map(\.id)).count
        #expect(repeats > 10)
        let data = [SectionData(section: Header(id: 0, title: 0), items: cells)]
        let first = try Snapshot(data, duplicates: .keepFirst)
        #expect(first.numberOfItems == cells.count - repeats)
        #expect(first.sections[0].items.count == cells.count - repeats)
        let all = try Snapshot(data, duplicates: .keepAll)
        #expect(all.numberOfItems == cells.count)
        #expect(all.sections == data)
        #expect(all.itemIdentifiers == cells.map(\.id))
    }

    @Test func queriesAnswerForTheFirstOccurrenceAndDeletesRemoveEvery() throws {
        let data = [
            SectionData(section: "a", items: ["1", "2", "1"]),
            SectionData(section: "b", items: ["2", "3"]),
            SectionData(section: "a", items: ["4"]),
        ]
        var snapshot = try DiffableSnapshot<String, String>(data, duplicates: .keepAll)
        #expect(
            snapshot.sections == [
                SectionData(section: "a", items: ["1", "2", "1", "4"]),
                SectionData(section: "b", items: ["2", "3"]),
            ])
        #expect(snapshot.numberOfItems == 6)
        #expect(snapshot.indexPath(ofItem: "2") == ItemIndexPath(item: 1, section: 0))
        #expect(snapshot.sectionIdentifier(containingItem: "2") == "a")
        let before = snapshot
        try snapshot.deleteItems(["2"])
        #expect(
            snapshot.sections == [
                SectionData(section: "a", items: ["1", "1", "4"]), SectionData(section: "b", items: ["3"]),
            ])
        #expect(snapshot.numberOfItems == 4)
        try snapshot.appendItems(["5"], toSection: "b")
        try snapshot.moveItem("1", afterItem: "5")
        #expect(
            snapshot.sections == [
                SectionData(section: "a", items: ["1", "4"]),
                SectionData(section: "b", items: ["3", "5", "1"]),
            ])
        #expect(
            snapshot.indexPath(ofItem: "1") == ItemIndexPath(item: 0, section: 0),
            "the first occurrence again")
        #expect(throws: SnapshotError<String, String>.itemAlreadyPresent("1", inSection: "a")) {
            try snapshot.appendItems(["1"], toSection: "b")
        }
        expectDiffReplays(from: before, to: snapshot)
        expectDiffReplays(from: snapshot, to: before)
    }

    /// Every stage's snapshot answers, counts and diffs like a snapshot built from its sections:
    /// its occurrence numbers are those a fresh count gives, and the last diff from it replays.
    static func expectStageSnapshotsMatchTheirData(from old: Snapshot, to new: Snapshot) throws {
        for stage in old.stagedChangeset(to: new, updateStyle: .reload).stages {
            let snapshot = stage.snapshot
            let rebuilt = try Snapshot(snapshot.sections, duplicates: .keepAll)
            #expect(snapshot.numberOfItems == rebuilt.numberOfItems, "\(stage.kind)")
            for id in Set(old.itemIdentifiers + new.itemIdentifiers) {
                #expect(
                    snapshot.indexPath(ofItem: id) == rebuilt.indexPath(ofItem: id), "\(stage.kind) \(id)")
                #expect(
                    snapshot.sectionIdentifier(containingItem: id)
                        == rebuilt.sectionIdentifier(containingItem: id))
            }
            // Same identities in the same places: no delete, insert or move either way (the last
            // stage is the new snapshot itself, whose marks may still ask for updates).
            for changes in [
                snapshot.batchUpdate(to: rebuilt, updateStyle: .reload),
                rebuilt.batchUpdate(to: snapshot, updateStyle: .reload),
            ] {
                #expect(
                    changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty && changes.itemMoves.isEmpty,
                    "\(stage.kind)")
            }
            expectDiffReplays(from: snapshot, to: new)
        }
    }

    static func flat(_ cells: [Cell]) throws -> Snapshot {
        try Snapshot([SectionData(section: Header(id: 0, title: 0), items: cells)], duplicates: .keepAll)
    }
}
