import DiffableSections
import TestSupport
import Testing

@Suite("Worked examples of classic list updates")
struct WorkedExampleTests {
    typealias List = DiffableSnapshot<String, String>

    private func list(_ items: [String]) -> List {
        try! List([SectionData(section: "main", items: items)], duplicates: .reject)
    }

    private func list(_ letters: String) -> List { list(letters.map(String.init)) }

    private func paths(_ items: [Int]) -> [ItemIndexPath] {
        items.map { ItemIndexPath(item: $0, section: 0) }
    }

    @Test func appendThree() {
        let (old, new) = (list("abcdef"), list("abcdefghi"))
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.itemInserts.map(\.at) == paths([6, 7, 8]))
        #expect(batch.changeCount == 3)
        expectDiffReplays(from: old, to: new)
    }

    @Test func deleteTheLastThree() {
        let (old, new) = (list("abcdef"), list("abc"))
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.itemDeletes == paths([3, 4, 5]))
        #expect(batch.changeCount == 3)
        expectDiffReplays(from: old, to: new)
    }

    @Test func replaceTheItemAtIndexTwo() {
        let (old, new) = (list("abcdef"), list("abxdef"))
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.itemDeletes == paths([2]))
        #expect(batch.itemInserts.map(\.at) == paths([2]))
        #expect(batch.changeCount == 2)
        expectDiffReplays(from: old, to: new)
    }

    @Test func moveCToTheEnd() {
        let (old, new) = (list("abcdef"), list("abdefc"))
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(
            batch.itemMoves == [
                Move(from: ItemIndexPath(item: 2, section: 0), to: ItemIndexPath(item: 5, section: 0))
            ])
        #expect(batch.changeCount == 1)
        expectDiffReplays(from: old, to: new)
    }

    @Test func deleteTheFirstThreeAndAppendThree() {
        let (old, new) = (list("abcdef"), list("defghi"))
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.itemDeletes == paths([0, 1, 2]))
        #expect(batch.itemInserts.map(\.at) == paths([3, 4, 5]))
        #expect(batch.changeCount == 6)
        expectDiffReplays(from: old, to: new)
    }

    /// The classic crash: computing the deletes after the appends yields indexes 0–2 of the grown
    /// list, which is right only by luck; appending first and deleting by new index is not.
    @Test func appendThreeThenDeleteTheFirstThree() {
        var grown = list("abcdef")
        try! grown.appendItems(["g", "h", "i"])
        try! grown.deleteItems(["a", "b", "c"])
        let old = list("abcdef")
        let batch = old.batchUpdate(to: grown, updateStyle: .reload)
        #expect(batch.itemDeletes == paths([0, 1, 2]), "deletes are old positions")
        #expect(batch.itemInserts.map(\.at) == paths([3, 4, 5]), "inserts are new positions")
        expectDiffReplays(from: old, to: grown)

        var handWritten = BatchUpdate<String, String>(updateStyle: .reload)
        handWritten.itemInserts = [6, 7, 8].map {
            ItemInsert(at: ItemIndexPath(item: $0, section: 0), item: "x")
        }
        handWritten.itemDeletes = paths([0, 1, 2])
        var screen = BatchUpdateSimulator(showing: old)
        #expect(throws: UIKitInconsistency.self, "indexes computed by hand on the grown list") {
            try screen.performBatchUpdates(handWritten, dataSource: grown)
        }
    }

    @Test func kitToKat() {
        let (old, new) = (list("kit"), list("kat"))
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.itemDeletes == paths([1]))
        #expect(batch.itemInserts.map(\.at) == paths([1]))
        #expect(batch.itemMoves.isEmpty)
        expectDiffReplays(from: old, to: new)
    }

    @Test func aueryToGarueyNeedsOneMove() {
        let (old, new) = (list("AUERY"), list("GARUEY"))
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.itemInserts.map(\.at) == paths([0]))
        #expect(batch.itemMoves.count == 1, "only R moves; A, U, E, Y keep their order")
        #expect(batch.itemMoves.first?.from == ItemIndexPath(item: 3, section: 0))
        #expect(batch.itemDeletes.isEmpty)
        expectDiffReplays(from: old, to: new)
    }

    @Test func contentChangeIsAnUpdateNotAReplacement() {
        let old = try! DiffableSnapshot<Header, Cell>(
            [
                SectionData(
                    section: Header(id: 1, title: 0),
                    items: [Cell(id: 1, version: 0), Cell(id: 2, version: 0)])
            ],
            duplicates: .reject
        )
        let new = try! DiffableSnapshot<Header, Cell>(
            [
                SectionData(
                    section: Header(id: 1, title: 0),
                    items: [Cell(id: 1, version: 0), Cell(id: 2, version: 1)])
            ],
            duplicates: .reject
        )
        for style in [UpdateStyle.reload, .reconfigure] {
            let batch = old.batchUpdate(to: new, updateStyle: style)
            #expect(batch.itemUpdates.map(\.from) == paths([1]))
            #expect(batch.changeCount == 1)
            #expect(batch.updateStyle == style)
            expectDiffReplays(from: old, to: new, updateStyle: style)
        }
    }

    @Test func aMovedItemThatChangedIsReplacedInTheBatchAndMovedThenUpdatedWhenStaged() {
        let old = try! DiffableSnapshot<Header, Cell>(
            [SectionData(section: Header(id: 1, title: 0), items: (1...4).map { Cell(id: $0, version: 0) })],
            duplicates: .reject
        )
        let new = try! DiffableSnapshot<Header, Cell>(
            [
                SectionData(
                    section: Header(id: 1, title: 0),
                    items: [2, 3, 4].map { Cell(id: $0, version: 0) } + [Cell(id: 1, version: 1)])
            ],
            duplicates: .reject
        )
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.itemMoves.isEmpty)
        #expect(batch.itemDeletes == paths([0]))
        #expect(batch.itemInserts.map(\.at) == paths([3]))
        let staged = old.stagedChangeset(to: new, updateStyle: .reconfigure)
        #expect(staged.stages.map(\.kind) == [.moves, .updates])
        #expect(staged.stages.last?.batch.itemUpdates.map(\.to) == paths([3]))
        expectDiffReplays(from: old, to: new)
    }
}
