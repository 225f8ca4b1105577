import TestSupport
import Testing

@testable import DiffableSections

/// A snapshot changed through its API must be indistinguishable from one built from its data:
/// every query and every diff to and from another snapshot. The snapshot keeps indexes beside its
/// data (sections by identity, the section of each item, occurrence numbers of repeats); a
/// mutation that leaves them out of step with the data answers queries wrongly and produces
/// batches UIKit rejects.
@Suite("Any sequence of mutations leaves a snapshot like one built from its data")
struct MutationSequenceTests {
    typealias Snapshot = DiffableSnapshot<Header, Cell>
    typealias IntSnapshot = DiffableSnapshot<Int, Int>

    @Test("moveSection on a keepAll snapshot keeps the items of the moved section")
    func movingTheSectionThatHoldsEveryRepeat() throws {
        var snapshot = try IntSnapshot(
            [SectionData(section: 0, items: [1]), SectionData(section: 1, items: [7, 7])],
            duplicates: .keepAll)
        try snapshot.moveSection(1, beforeSection: 0)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.indexPath(ofItem: 7) == ItemIndexPath(item: 0, section: 0))
        #expect(throws: IntSnapshot.Failure.itemAlreadyPresent(7, inSection: 1)) {
            try snapshot.appendItems([7], toSection: 0)
        }
        try snapshot.deleteItems([7])
        #expect(
            snapshot.sections == [SectionData(section: 1, items: []), SectionData(section: 0, items: [1])])
        #expect(snapshot.numberOfItems == 1)
    }

    @Test("a diff from a keepAll snapshot whose section moved deletes each index path once")
    func diffAfterMovingTheSectionThatHoldsEveryRepeat() throws {
        let old = try IntSnapshot(
            [SectionData(section: 0, items: [2]), SectionData(section: 1, items: [])], duplicates: .keepAll)
        var new = try IntSnapshot(
            [SectionData(section: 1, items: [2, 2]), SectionData(section: 0, items: [])], duplicates: .keepAll
        )
        try new.moveSection(1, beforeSection: 0)
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(Set(batch.itemDeletes).count == batch.itemDeletes.count)
        expectDiffReplays(from: old, to: new, updateStyle: .reload)
        expectDiffReplays(from: new, to: old, updateStyle: .reload)
    }

    /// 10,000 random sequences by default (`APPDETAIL_MUTATION_CASES` to change), from a fixed seed
    /// printed at the start (`APPDETAIL_FUZZ_SEED` to replay another).
    @Test("queries and diffs after random mutations equal those of the rebuilt snapshot")
    func randomMutationSequences() async throws {
        let run = FuzzRun(
            label: "snapshot mutations", casesVariable: "APPDETAIL_MUTATION_CASES", defaultCases: 10_000,
            defaultSeed: 0x5EED_0043)
        var random = run.generator
        var throwsSeen = 0
        for index in 0..<run.cases {
            if index % 64 == 0 { await Task.yield() }  // leave the cooperative threads to others
            let caseSeed = random.next()
            var caseRandom = SeededGenerator(seed: caseSeed)
            let policy = [DuplicatePolicy.reject, .keepFirst, .keepAll][
                Int.random(in: 0..<3, using: &caseRandom)]
            var script = MutationScript(random: caseRandom, repeats: policy != .reject)
            var snapshot = try Snapshot(script.initialData(), duplicates: policy)
            let start = snapshot
            var log: [String] = []
            for _ in 0..<Int.random(in: 1...10, using: &script.random) {
                let before = snapshot
                let (name, threw) = script.mutate(&snapshot)
                log.append(name + (threw ? " (threw)" : ""))
                if threw {
                    throwsSeen += 1
                    #expect(snapshot == before, "a throwing \(name) changed the snapshot")
                }
            }
            var other = snapshot
            for _ in 0..<Int.random(in: 0...6, using: &script.random) { _ = script.mutate(&other) }
            let context: Comment =
                "case \(index) (seed \(caseSeed), \(policy)): \(start.sections) then \(log)"
            try expectLikeRebuilt(snapshot, context)
            try expectLikeRebuilt(other, context)
            try expectDiffsLikeRebuilt(snapshot, other, context)
        }
        #expect(throwsSeen > run.cases / 10, "the generator must try refused mutations too")
    }

    /// The snapshot built directly from `snapshot`'s data, with the same marks.
    private func rebuilt(_ snapshot: Snapshot) throws -> Snapshot {
        var copy = try Snapshot(snapshot.sections, duplicates: .keepAll)
        copy.reloadedItemIdentifiers = snapshot.reloadedItemIdentifiers
        copy.reconfiguredItemIdentifiers = snapshot.reconfiguredItemIdentifiers
        copy.markedSectionIdentifiers = snapshot.markedSectionIdentifiers
        return copy
    }

    private func expectLikeRebuilt(_ snapshot: Snapshot, _ context: Comment) throws {
        let expected = try rebuilt(snapshot)
        let data = snapshot.sections
        #expect(snapshot.numberOfItems == data.reduce(0) { $0 + $1.items.count }, context)
        #expect(snapshot.numberOfItems == expected.numberOfItems, context)
        #expect(snapshot.numberOfSections == expected.numberOfSections, context)
        #expect(snapshot.sectionIdentifiers == expected.sectionIdentifiers, context)
        #expect(snapshot.itemIdentifiers == expected.itemIdentifiers, context)
        for (position, section) in data.enumerated() {
            let id = section.section.id
            #expect(snapshot.index(ofSection: id) == position, context)
            #expect(snapshot.section(withIdentifier: id) == expected.section(withIdentifier: id), context)
            #expect(
                try snapshot.itemIdentifiers(inSection: id) == expected.itemIdentifiers(inSection: id),
                context)
            #expect(try snapshot.numberOfItems(inSection: id) == section.items.count, context)
        }
        for id in Set(snapshot.itemIdentifiers).union(MutationScript.probes) {
            #expect(
                snapshot.indexPath(ofItem: id) == expected.indexPath(ofItem: id), "item \(id): \(context)")
            #expect(snapshot.index(ofItem: id) == expected.index(ofItem: id), context)
            #expect(
                snapshot.sectionIdentifier(containingItem: id)
                    == expected.sectionIdentifier(containingItem: id))
        }
        for id in MutationScript.sectionProbes where !snapshot.sectionIdentifiers.contains(id) {
            #expect(snapshot.index(ofSection: id) == nil, context)
        }
    }

    private func expectDiffsLikeRebuilt(_ snapshot: Snapshot, _ other: Snapshot, _ context: Comment) throws {
        let (expected, otherExpected) = (try rebuilt(snapshot), try rebuilt(other))
        for style in [UpdateStyle.reload, .reconfigure] {
            #expect(
                snapshot.batchUpdate(to: other, updateStyle: style)
                    == expected.batchUpdate(to: otherExpected, updateStyle: style), context)
            #expect(
                other.batchUpdate(to: snapshot, updateStyle: style)
                    == otherExpected.batchUpdate(to: expected, updateStyle: style), context)
            let staged = snapshot.stagedChangeset(to: other, updateStyle: style).stages
            let expectedStaged = expected.stagedChangeset(to: otherExpected, updateStyle: style).stages
            #expect(staged.map(\.batch) == expectedStaged.map(\.batch), context)
            #expect(staged.map(\.snapshot.sections) == expectedStaged.map(\.snapshot.sections), context)
            expectDiffReplays(from: snapshot, to: other, updateStyle: style)
            expectDiffReplays(from: other, to: snapshot, updateStyle: style)
        }
    }
}
