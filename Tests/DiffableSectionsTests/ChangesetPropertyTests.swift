import DiffableSections
import PropertyBased
import Testing

/// The laws of the diff, over random pairs of sectioned snapshots. A failure prints the input
/// (seed and size) and a `.fixedSeed(…)` trait that replays the whole run.
@Suite("Diff laws hold for random sectioned snapshots")
struct ChangesetPropertyTests {
    static let pairs = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...12))

    @Test func replayingEitherFormOnTheOldSnapshotGivesTheNewOne() async {
        await propertyCheck(count: 10_000, input: Self.pairs) { seed, size in
            await Task.yield()  // thousands of cases: leave the cooperative threads to others between them
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            expectDiffReplays(
                from: pair.old, to: pair.new, updateStyle: seed % 2 == 0 ? .reload : .reconfigure)
        }
    }

    @Test func eachStageHoldsOnlyItsOwnKindOfOperation() async {
        await propertyCheck(count: 2_000, input: Self.pairs) { seed, size in
            await Task.yield()  // thousands of cases: leave the cooperative threads to others between them
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            // Moved sections kept as moves: how the stages are derived, before the moves stage
            // rebuilds a section whose items move with it (MovedSectionTests).
            let staged = pair.old.stagedChangeset(
                to: pair.new, updateStyle: .reconfigure, movedSections: .move)
            for stage in staged.stages {
                let batch = stage.batch
                switch stage.kind {
                case .deletes:
                    #expect(batch.changeCount == batch.itemDeletes.count + batch.sectionDeletes.count)
                case .moves:
                    #expect(batch.changeCount == batch.itemMoves.count + batch.sectionMoves.count)
                case .inserts:
                    #expect(batch.changeCount == batch.itemInserts.count + batch.sectionInserts.count)
                case .updates:
                    #expect(batch.changeCount == batch.itemUpdates.count + batch.sectionUpdates.count)
                    #expect(batch.itemUpdates.allSatisfy { $0.from == $0.to })
                }
            }
        }
    }

    @Test func diffingASnapshotWithItselfChangesNothing() async {
        await propertyCheck(count: 1_000, input: Self.pairs) { seed, size in
            await Task.yield()  // thousands of cases: leave the cooperative threads to others between them
            let pair = try RandomSnapshotPair(seed: seed, size: size)
            #expect(pair.old.batchUpdate(to: pair.old, updateStyle: .reload).isEmpty)
            #expect(pair.old.stagedChangeset(to: pair.old, updateStyle: .reload).isEmpty)
        }
    }

    @Test func movesAreTheFewestPossibleInOneSection() async {
        await propertyCheck(count: 1_000, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...60)) {
            seed, size in
            await Task.yield()
            var random = SplitMix64(state: seed)
            let old = Array(0..<size)
            let new = old.shuffled(using: &random).filter { _ in Int.random(in: 0..<10, using: &random) > 0 }
            let batch = try singleSection(old).batchUpdate(to: singleSection(new), updateStyle: .reload)
            let survivorsInNewOrder = new  // identities are old positions here
            #expect(batch.itemMoves.count == new.count - longestIncreasingRunLength(survivorsInNewOrder))
        }
    }
}

func singleSection(_ items: [Int]) throws -> DiffableSnapshot<Int, Int> {
    try DiffableSnapshot([SectionData(section: 0, items: items)], duplicates: .reject)
}

/// The length of a longest strictly increasing subsequence, computed independently of the library.
func longestIncreasingRunLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}
