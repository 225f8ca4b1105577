import DiffableSections
import Testing

/// The benchmark's workload shapes at small sizes: both forms replay on the simulator and the
/// moves are the fewest possible.
@Suite("Benchmark workload shapes replay with minimal moves")
struct WorkloadShapeTests {
    @Test(arguments: WorkloadShape.allCases)
    func replaysWithMinimalMoves(shape: WorkloadShape) async throws {
        for seed in UInt64(0)..<60 {
            await Task.yield()
            let data = shape.make(size: Int(seed % 10) * 15 + 5, seed: seed)
            let old = try DiffableSnapshot(data.old, duplicates: shape.duplicatePolicy)
            let new = try DiffableSnapshot(data.new, duplicates: shape.duplicatePolicy)
            #expect(old.numberOfItems == data.old.reduce(0) { $0 + $1.items.count }, "every row kept")
            expectDiffReplays(from: old, to: new)
            guard data.old.count == 1, data.new.count == 1 else { continue }
            let staged = old.stagedChangeset(to: new, updateStyle: .reload)
            let moves = staged.stages.first { $0.kind == .moves }?.batch.itemMoves.count ?? 0
            #expect(
                moves == fewestMoves(from: data.old[0].items, to: data.new[0].items), "\(shape) seed \(seed)")
        }
    }
}

/// Items matched by identity and occurrence (the first `7` to the first `7`), counted without the
/// library: the fewest moves are the matched items minus a longest increasing run of their old
/// positions in new order.
func fewestMoves(from old: [Cell], to new: [Cell]) -> Int {
    var positions: [OccurrenceOf: Int] = [:]
    var seen: [Int: Int] = [:]
    for (index, cell) in old.enumerated() {
        positions[OccurrenceOf(id: cell.id, number: seen[cell.id, default: 0])] = index
        seen[cell.id, default: 0] += 1
    }
    seen = [:]
    var oldPositions: [Int] = []
    for cell in new {
        if let position = positions[OccurrenceOf(id: cell.id, number: seen[cell.id, default: 0])] {
            oldPositions.append(position)
        }
        seen[cell.id, default: 0] += 1
    }
    return oldPositions.count - longestIncreasingRunLength(oldPositions)
}

struct OccurrenceOf: Hashable {
    let id: Int
    let number: Int
}
