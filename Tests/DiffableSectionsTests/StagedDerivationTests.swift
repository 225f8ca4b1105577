import DiffableSections
import PropertyBased
import Testing

/// The staged changeset is derived from one matching, not found by diffing intermediate
/// snapshots; it must give exactly what the slow way gives, stage for stage.
@Suite("Staged changesets equal the stage-by-stage diff")
struct StagedDerivationTests {
    @Test func randomSectionedSnapshots() async {
        await propertyCheck(count: 3_000, input: ChangesetPropertyTests.pairs) { seed, size in
            await Task.yield()  // thousands of cases: leave the cooperative threads to others between them
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            let style: UpdateStyle = seed % 2 == 0 ? .reload : .reconfigure
            let reference = try ReferenceStages(from: pair.old, to: pair.new, updateStyle: style)
            #expect(pair.old.stagedChangeset(to: pair.new, updateStyle: style).comparable == reference.stages)
        }
    }

    @Test(arguments: WorkloadShape.allCases.filter { $0 != .duplicates })
    func workloadShapes(shape: WorkloadShape) async throws {
        for seed in UInt64(0)..<40 {
            await Task.yield()
            let data = shape.make(size: Int(seed % 8) * 12 + 5, seed: seed)
            let old = try DiffableSnapshot(data.old, duplicates: .reject)
            let new = try DiffableSnapshot(data.new, duplicates: .reject)
            let reference = try ReferenceStages(from: old, to: new, updateStyle: .reconfigure)
            #expect(
                old.stagedChangeset(to: new, updateStyle: .reconfigure).comparable == reference.stages,
                "seed \(seed)")
        }
    }

    @Test func aStageSnapshotAnswersQueriesLikeOneBuiltFromItsData() throws {
        let pair = try RandomSnapshotPair(seed: 42, size: 12)
        for stage in pair.old.stagedChangeset(to: pair.new, updateStyle: .reload).stages {
            let snapshot = stage.snapshot
            let rebuilt = try DiffableSnapshot(snapshot.sections, duplicates: .reject)
            #expect(snapshot.numberOfItems == rebuilt.numberOfItems, "\(stage.kind)")
            for id in pair.old.itemIdentifiers + pair.new.itemIdentifiers {
                #expect(
                    snapshot.indexPath(ofItem: id) == rebuilt.indexPath(ofItem: id), "\(stage.kind) \(id)")
                #expect(
                    snapshot.sectionIdentifier(containingItem: id)
                        == rebuilt.sectionIdentifier(containingItem: id))
            }
            var mutated = snapshot
            let gone = mutated.itemIdentifiers.prefix(2)
            try mutated.deleteItems(Array(gone))
            #expect(
                mutated.numberOfItems == snapshot.numberOfItems - gone.count,
                "a shared index settles on mutation")
            for id in gone { #expect(mutated.indexPath(ofItem: id) == nil) }
        }
    }

    /// A stage's section index shares the old or new snapshot's table and renumbers its positions
    /// (sections deleted or inserted are absent): it must answer as one built from the stage's
    /// sections, before and after the stage snapshot is changed.
    @Test func aStageSnapshotFindsSectionsLikeOneBuiltFromItsData() async {
        await propertyCheck(count: 1_000, input: ChangesetPropertyTests.pairs) { seed, size in
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            let ids = Set(pair.old.sectionIdentifiers + pair.new.sectionIdentifiers)
            for stage in pair.old.stagedChangeset(to: pair.new, updateStyle: .reconfigure).stages {
                let snapshot = stage.snapshot
                let rebuilt = try DiffableSnapshot(snapshot.sections, duplicates: .reject)
                for id in ids {
                    #expect(
                        snapshot.index(ofSection: id) == rebuilt.index(ofSection: id), "\(stage.kind) \(id)")
                    #expect(snapshot.section(withIdentifier: id) == rebuilt.section(withIdentifier: id))
                }
                guard let first = snapshot.sectionIdentifiers.first else { continue }
                var mutated = snapshot
                var expected = rebuilt
                try mutated.deleteSections([first])
                try expected.deleteSections([first])
                if let last = mutated.sectionIdentifiers.last, mutated.sectionIdentifiers.count > 1 {
                    try mutated.moveSection(last, beforeSection: mutated.sectionIdentifiers[0])
                    try expected.moveSection(last, beforeSection: expected.sectionIdentifiers[0])
                }
                for id in ids {
                    #expect(mutated.index(ofSection: id) == expected.index(ofSection: id), "settled: \(id)")
                }
            }
        }
    }
}
