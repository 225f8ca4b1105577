import PropertyBased
import TestSupport
import Testing

@testable import AppDetailPresentation

/// The moves `diff` lists: the fewest that explain a new order, staying items preferred.
@Suite("The moves a reader is told of")
struct ReaderMovesTests {
    /// A permutation of `0..<n`: the places that sort random keys (ties by place).
    static let permutation = Gen.int(in: 0...50).array(of: 0...40).map { keys in
        keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
    }

    @Test("the items left unmoved keep their order, and no fewer moves would do")
    func fewestMoves() async {
        await propertyCheck(count: 500, input: Self.permutation) { order in
            let moved = ReaderMoves.moved(oldOrder: order)
            let stayed = order.indices.filter { !moved.contains($0) }.map { order[$0] }
            #expect(stayed == stayed.sorted())
            #expect(moved.count == (order.count - longestIncreasingRunLength(order)))
        }
    }

    @Test("past the preference limit the moves are still the fewest")
    func fewestMovesWhenLarge() {
        let count = ReaderMoves.preferenceLimit + 500
        let order = (0..<count).map { ($0 * 7_919) % count }  // 7919 is prime: a permutation
        let moved = ReaderMoves.moved(oldOrder: order)
        let stayed = order.indices.filter { !moved.contains($0) }.map { order[$0] }
        #expect(stayed == stayed.sorted())
        #expect(moved.count == count - stayed.count && !stayed.isEmpty)
    }

    @Test(
        "a reversed list moves all but its middle; one item moved is the only move",
        arguments: [3, 5, 8, 11])
    func reversedAndOneMoved(count: Int) {
        let reversed = Array((0..<count).reversed())
        let moved = ReaderMoves.moved(oldOrder: reversed)
        if count % 2 == 1 {
            #expect(moved == Set(0..<count).subtracting([count / 2]))
        } else {
            #expect(moved.count == count - 1, "one item stays, none at its own place")
        }
        let firstToLast = Array(1..<count) + [0]
        #expect(ReaderMoves.moved(oldOrder: firstToLast) == [count - 1])
    }
}
