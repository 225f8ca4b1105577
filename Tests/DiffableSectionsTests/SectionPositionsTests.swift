import PropertyBased
import Testing

@testable import DiffableSections

/// A stage's section index is its base's table with the positions renumbered; it must answer as a
/// table built for the stage would, after another renumbering, and once a change settles it.
@Suite("A renumbered section index")
struct SectionPositionsTests {
    /// Positions 0..<count, with those at `gone` taken out: the table a stage would build.
    private func expected(count: Int, without gone: Set<Int>) -> [Int: Int] {
        let kept = (0..<count).filter { !gone.contains($0) }
        return Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($0.element + 100, $0.offset) })
    }

    private func renumbering(count: Int, without gone: Set<Int>) -> [Int] {
        var next = 0
        return (0..<count).map { position in
            guard !gone.contains(position) else { return -1 }
            defer { next += 1 }
            return next
        }
    }

    static let cases = zip(Gen.int(in: 0...40), Gen.uint64(in: 0...UInt64.max))

    @Test func answersAsATableBuiltForTheStage() async {
        await propertyCheck(count: 500, input: Self.cases) { count, seed in
            var random = SplitMix64(state: seed)
            let gone = Set((0..<count).filter { _ in Bool.random(using: &random) })
            let base = SectionPositions(Dictionary(uniqueKeysWithValues: (0..<count).map { ($0 + 100, $0) }))
            let stage = base.renumbered(renumbering(count: count, without: gone))
            let table = expected(count: count, without: gone)
            for id in 100..<(100 + count) { #expect(stage[id] == table[id], "\(id)") }
            #expect(stage[99] == nil)

            // A stage of the stage: its positions renumbered again.
            let left = table.count
            let goneAgain = Set((0..<left).filter { _ in Bool.random(using: &random) })
            let twice = stage.renumbered(renumbering(count: left, without: goneAgain))
            let keptAgain = (0..<left).filter { !goneAgain.contains($0) }
            for (id, position) in table {
                #expect(twice[id] == keptAgain.firstIndex(of: position), "twice \(id)")
            }

            // A change settles the renumbering into a table of its own.
            var settled = stage
            settled[1_000] = table.count
            #expect(settled.renumbering.isEmpty)
            for id in 100..<(100 + count) { #expect(settled[id] == table[id], "settled \(id)") }
            #expect(settled[1_000] == table.count)
        }
    }
}
