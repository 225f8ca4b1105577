import DiffableSections
import Testing

@Suite("Moves stay near-minimal at scale")
struct MoveMinimalityTests {
    /// 10% of 100,000 items moved to random positions: the reported moves must be at most 1.1×
    /// the fewest possible (items in common minus a longest increasing subsequence).
    @Test func tenPercentOfAHundredThousandMovedAtRandom() throws {
        var random = SplitMix64(state: 0xA11CE)
        var items = Array(0..<100_000)
        for _ in 0..<10_000 {
            let item = items.remove(at: Int.random(in: items.indices, using: &random))
            items.insert(item, at: Int.random(in: 0...items.count, using: &random))
        }
        let batch = try singleSection(Array(0..<100_000)).batchUpdate(
            to: singleSection(items), updateStyle: .reload)
        let fewest = items.count - longestIncreasingRunLength(items)
        #expect(fewest > 5_000, "the workload really moves items")
        #expect(Double(batch.itemMoves.count) <= 1.1 * Double(fewest))
        #expect(batch.itemInserts.isEmpty && batch.itemDeletes.isEmpty && batch.itemUpdates.isEmpty)
    }
}
