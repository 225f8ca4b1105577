import DiffableSections
import PropertyBased
import TestSupport
import Testing

@Suite("Marking sections changed, and reading by position")
struct SectionMarksAndQueriesTests {
    static let pairs = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...12))

    @Test("reading by position agrees with the snapshot's sections, and past the end is nil")
    func readingByPosition() async {
        await propertyCheck(count: 1_000, input: Self.pairs) { seed, size in
            let snapshot = try RandomSnapshotPair(seed: seed, size: size).new
            let sections = snapshot.sections
            for (sectionIndex, data) in sections.enumerated() {
                #expect(snapshot.sectionIdentifier(at: sectionIndex) == data.section.diffIdentifier)
                for (itemIndex, item) in data.items.enumerated() {
                    let path = ItemIndexPath(item: itemIndex, section: sectionIndex)
                    #expect(snapshot.item(at: path) == item)
                    #expect(snapshot.itemIdentifier(at: path) == item.diffIdentifier)
                    #expect(snapshot.indexPath(ofItem: item.diffIdentifier) == path)
                }
                #expect(
                    snapshot.item(at: ItemIndexPath(item: data.items.count, section: sectionIndex)) == nil)
            }
            #expect(snapshot.sectionIdentifier(at: sections.count) == nil)
            #expect(snapshot.sectionIdentifier(at: -1) == nil)
            #expect(snapshot.item(at: ItemIndexPath(item: 0, section: sections.count)) == nil)
        }
    }

    @Test("a batch says where each identity was and is, as the two snapshots do")
    func indexPathsOfAnIdentity() async {
        await propertyCheck(count: 1_000, input: Self.pairs) { seed, size in
            let pair = try RandomSnapshotPair(
                seed: seed, size: size, duplicates: seed % 2 == 0 ? .reject : .keepAll)
            let batch = pair.old.batchUpdate(to: pair.new, updateStyle: .reconfigure)
            let ids = Set((pair.old.sections + pair.new.sections).flatMap(\.items).map(\.diffIdentifier))
            for id in ids {
                #expect(batch.oldIndexPath(for: id) == pair.old.indexPath(ofItem: id))
                #expect(batch.newIndexPath(for: id) == pair.new.indexPath(ofItem: id))
            }
            #expect(batch.oldIndexPath(for: -1) == nil && batch.newIndexPath(for: -1) == nil)
            let handMade = BatchUpdate<Header, Cell>(updateStyle: .reload)
            #expect(ids.allSatisfy { handMade.oldIndexPath(for: $0) == nil })
        }
    }

    @Test("a marked section is refreshed with all its items, and the batch replays")
    func markedSectionsAreRefreshed() async {
        await propertyCheck(count: 1_000, input: Self.pairs) { seed, size in
            // The same sections without the random pair's own item marks.
            let base = try DiffableSnapshot(
                RandomSnapshotPair(seed: seed, size: size).new.sections, duplicates: .reject)
            guard let target = base.sectionIdentifiers.last else { return }
            for reload in [true, false] {
                var marked = base
                if reload {
                    try marked.reloadSections([target])
                } else {
                    try marked.reconfigureSections([target])
                }
                #expect(marked.markedSectionIdentifiers == [target])
                let style: UpdateStyle = reload ? .reload : .reconfigure
                let batch = base.batchUpdate(to: marked, updateStyle: style)
                let index = try #require(base.index(ofSection: target))
                #expect(batch.sectionUpdates.map(\.to) == [index])
                let items = try base.items(inSection: target)
                #expect(batch.itemUpdates.filter { $0.to.section == index }.count == items.count)
                #expect(batch.changeCount == 1 + items.count, "nothing but the section and its items")
                var screen = BatchUpdateSimulator(showing: base)
                try screen.performBatchUpdates(batch, dataSource: marked)
                let staged = base.stagedChangeset(to: marked, updateStyle: style)
                #expect(staged.stages.map(\.kind) == [.updates])
                #expect(staged.stages.first?.batch.sectionUpdates.map(\.to) == [index])
            }
        }
    }

    @Test("marks go with their section, and an unknown section is refused")
    func marksFollowTheirSection() throws {
        var snapshot = DiffableSnapshot<Header, Cell>()
        try snapshot.appendSections([Header(id: 1, title: 0), Header(id: 2, title: 0)])
        try snapshot.appendItems([Cell(id: 10, version: 0)], toSection: 1)
        try snapshot.reconfigureSections([1, 2])
        #expect(snapshot.markedSectionIdentifiers == [1, 2])
        try snapshot.deleteSections([1])
        #expect(snapshot.markedSectionIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(throws: SnapshotError<Int, Int>.unknownSection(9)) { try snapshot.reloadSections([9]) }
        #expect(snapshot.markedSectionIdentifiers == [2], "a refused call changes nothing")
    }
}
