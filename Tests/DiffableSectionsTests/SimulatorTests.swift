import DiffableSections
import TestSupport
import Testing

/// The simulator is the oracle of the other tests, so it must itself reject broken batches.
@Suite("The batch-update simulator rejects what UIKit rejects")
struct SimulatorTests {
    typealias Snapshot = DiffableSnapshot<Header, Cell>

    let old = try! Snapshot(
        [
            SectionData(
                section: Header(id: 100, title: 0), items: [1, 2, 3].map { Cell(id: $0, version: 0) }),
            SectionData(section: Header(id: 200, title: 0), items: [4, 5].map { Cell(id: $0, version: 0) }),
        ],
        duplicates: .reject
    )

    private func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
        try! Snapshot(
            sections.map {
                SectionData(section: Header(id: $0.0, title: 0), items: $0.1.map { Cell(id: $0, version: 0) })
            },
            duplicates: .reject
        )
    }

    private func expectRejection(
        _ batch: BatchUpdate<Header, Cell>,
        to new: Snapshot,
        containing phrase: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var screen = BatchUpdateSimulator(showing: old)
        do {
            try screen.performBatchUpdates(batch, dataSource: new)
            Issue.record("accepted a broken batch; expected “\(phrase)”", sourceLocation: sourceLocation)
        } catch {
            #expect(error.description.contains(phrase), "\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func acceptsACorrectHandWrittenBatch() throws {
        let new = snapshot([(100, [1, 3]), (200, [4, 5, 6])])
        var batch = BatchUpdate<Header, Cell>(updateStyle: .reload)
        batch.itemDeletes = [ItemIndexPath(item: 1, section: 0)]
        batch.itemInserts = [
            ItemInsert(at: ItemIndexPath(item: 2, section: 1), item: Cell(id: 6, version: 0))
        ]
        var screen = BatchUpdateSimulator(showing: old)
        try screen.performBatchUpdates(batch, dataSource: new)
        #expect(screen.displayed == new.sections)
    }

    @Test func rejectsAnItemCountThatDoesNotAddUp() {
        let new = snapshot([(100, [1, 3]), (200, [4, 5])])
        expectRejection(
            BatchUpdate(updateStyle: .reload), to: new, containing: "invalid number of items in section 0")
    }

    @Test func rejectsASectionCountThatDoesNotAddUp() {
        let new = snapshot([(100, [1, 2, 3])])
        expectRejection(BatchUpdate(updateStyle: .reload), to: new, containing: "invalid number of sections")
    }

    @Test func rejectsDeletingAndMovingTheSameIndexPath() {
        let new = snapshot([(100, [2, 3]), (200, [4, 5])])
        var batch = BatchUpdate<Header, Cell>(updateStyle: .reload)
        batch.itemDeletes = [ItemIndexPath(item: 0, section: 0)]
        batch.itemMoves = [
            Move(from: ItemIndexPath(item: 0, section: 0), to: ItemIndexPath(item: 1, section: 0))
        ]
        expectRejection(batch, to: new, containing: "attempt to delete and move the same index path")
    }

    @Test func rejectsInsertingItemsIntoAnInsertedSection() {
        let new = snapshot([(100, [1, 2, 3]), (200, [4, 5]), (300, [6])])
        var batch = BatchUpdate<Header, Cell>(updateStyle: .reload)
        batch.sectionInserts = [SectionInsert(at: 2, content: new.sections[2])]
        batch.itemInserts = [
            ItemInsert(at: ItemIndexPath(item: 0, section: 2), item: Cell(id: 6, version: 0))
        ]
        expectRejection(batch, to: new, containing: "which is being inserted")
    }

    @Test func rejectsMovingAnItemOutOfADeletedSection() {
        let new = snapshot([(100, [1, 2, 3, 4])])
        var batch = BatchUpdate<Header, Cell>(updateStyle: .reload)
        batch.sectionDeletes = [1]
        batch.itemMoves = [
            Move(from: ItemIndexPath(item: 0, section: 1), to: ItemIndexPath(item: 3, section: 0))
        ]
        expectRejection(batch, to: new, containing: "which is being deleted")
    }

    @Test func rejectsReloadingADeletedItem() {
        let new = snapshot([(100, [2, 3]), (200, [4, 5])])
        var batch = BatchUpdate<Header, Cell>(updateStyle: .reload)
        batch.itemDeletes = [ItemIndexPath(item: 0, section: 0)]
        let path = ItemIndexPath(item: 0, section: 0)
        batch.itemUpdates = [ItemUpdate(from: path, to: path, item: Cell(id: 2, version: 0))]
        expectRejection(batch, to: new, containing: "attempt to delete and reload the same index path")
    }

    @Test func rejectsAnInsertAndAMoveToTheSameIndexPath() {
        let new = snapshot([(100, [1, 2, 3, 9]), (200, [5])])
        var batch = BatchUpdate<Header, Cell>(updateStyle: .reload)
        batch.itemMoves = [
            Move(from: ItemIndexPath(item: 0, section: 1), to: ItemIndexPath(item: 3, section: 0))
        ]
        batch.itemInserts = [
            ItemInsert(at: ItemIndexPath(item: 3, section: 0), item: Cell(id: 9, version: 0))
        ]
        expectRejection(batch, to: new, containing: "attempt to insert and move to the same index path")
    }

    @Test func reportsACellLeftWithStaleContent() {
        var sections = old.sections
        sections[0].items[1].version = 1
        let new = try! Snapshot(sections, duplicates: .reject)
        expectRejection(BatchUpdate(updateStyle: .reload), to: new, containing: "stale content for 2")
    }

    @Test func reportsACellShowingTheWrongItem() {
        let new = snapshot([(100, [2, 1, 3]), (200, [4, 5])])
        expectRejection(
            BatchUpdate(updateStyle: .reload), to: new, containing: "shows 1 but the data source has 2")
    }
}
