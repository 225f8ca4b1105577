import PropertyBased
import TestSupport
import Testing

@testable import DiffableSections

/// The items a diff leaves in place are the members this search marks, so the moves are the
/// fewest only if the members always form a strictly increasing run as long as any.
@Suite("The longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    /// Mostly increasing values with some displaced, as a real update's old positions are, or
    /// (when `spread` is small) many repeats.
    static let cases = zip(Gen.int(in: 0...300), Gen.int(in: 1...1_000), Gen.uint64(in: 0...UInt64.max))

    @Test func marksAStrictlyIncreasingRunAsLongAsAny() async {
        await propertyCheck(count: 2_000, input: Self.cases) { count, spread, seed in
            var random = SplitMix64(state: seed)
            var values = (0..<count).map { Int32(truncatingIfNeeded: $0 * spread / 100) }
            for _ in 0..<(count / 5) where count > 0 {
                values[Int.random(in: 0..<count, using: &random)] = Int32.random(
                    in: -5...Int32(spread * 3), using: &random)
            }
            let members = longestIncreasingSubsequenceMembers(values)
            #expect(members.count == values.count)
            let run = values.indices.filter { members[$0] }.map { values[$0] }
            #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
            #expect(run.count == longestIncreasingRunLength(values), "\(values)")
        }
    }
}
