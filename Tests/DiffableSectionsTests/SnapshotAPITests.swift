import DiffableSections
import Testing

@Suite("The snapshot API, and the typed errors where UIKit would crash")
struct SnapshotAPITests {
    typealias Snapshot = DiffableSnapshot<String, String>
    typealias Failure = Snapshot.Failure

    private func fruitAndVegetables() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["fruit", "veg"])
        try snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        try snapshot.appendItems(["kale"])
        return snapshot
    }

    @Test func queriesAnswerLikeNSDiffableDataSourceSnapshot() throws {
        let snapshot = try fruitAndVegetables()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 3)
        #expect(try snapshot.numberOfItems(inSection: "veg") == 1)
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "kale"])
        #expect(try snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "pear"])
        #expect(snapshot.sectionIdentifier(containingItem: "kale") == "veg")
        #expect(snapshot.index(ofSection: "veg") == 1)
        #expect(snapshot.index(ofItem: "kale") == 2)
        #expect(snapshot.indexPath(ofItem: "pear") == ItemIndexPath(item: 1, section: 0))
        #expect(snapshot.index(ofItem: "plum") == nil)
        #expect(snapshot.item(withIdentifier: "pear") == "pear")
        #expect(snapshot.section(withIdentifier: "meat") == nil)
    }

    @Test func insertsAndMovesRelativeToOtherIdentifiers() throws {
        var snapshot = try fruitAndVegetables()
        try snapshot.insertSections(["grain"], beforeSection: "veg")
        try snapshot.insertSections(["nuts"], afterSection: "veg")
        try snapshot.moveSection("nuts", beforeSection: "fruit")
        #expect(snapshot.sectionIdentifiers == ["nuts", "fruit", "grain", "veg"])
        try snapshot.moveSection("nuts", afterSection: "veg")
        #expect(snapshot.sectionIdentifiers == ["fruit", "grain", "veg", "nuts"])
        try snapshot.insertItems(["fig"], beforeItem: "pear")
        try snapshot.insertItems(["plum"], afterItem: "pear")
        #expect(try snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "fig", "pear", "plum"])
        try snapshot.moveItem("plum", afterItem: "kale")
        try snapshot.moveItem("apple", beforeItem: "pear")
        #expect(try snapshot.itemIdentifiers(inSection: "fruit") == ["fig", "apple", "pear"])
        #expect(try snapshot.itemIdentifiers(inSection: "veg") == ["kale", "plum"])
        #expect(snapshot.sectionIdentifier(containingItem: "plum") == "veg")
    }

    @Test func deletesItemsAndSectionsWithTheirItems() throws {
        var snapshot = try fruitAndVegetables()
        try snapshot.deleteItems(["pear"])
        #expect(snapshot.itemIdentifiers == ["apple", "kale"])
        try snapshot.deleteSections(["fruit"])
        #expect(snapshot.itemIdentifiers == ["kale"])
        #expect(snapshot.sectionIdentifier(containingItem: "apple") == nil)
        try snapshot.appendItems(["apple"], toSection: "veg")
        #expect(snapshot.itemIdentifiers == ["kale", "apple"], "a deleted item can come back")
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func aDuplicateSectionIsNamed() throws {
        var snapshot = try fruitAndVegetables()
        #expect(throws: Failure.duplicateSection("veg")) { try snapshot.appendSections(["veg"]) }
        #expect(throws: Failure.duplicateSection("nuts")) { try snapshot.appendSections(["nuts", "nuts"]) }
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"], "a failed call changes nothing")
    }

    @Test func theSameItemTwiceInOneAppendIsNamed() throws {
        var snapshot = try fruitAndVegetables()
        #expect(throws: Failure.duplicateItem("fig")) { try snapshot.appendItems(["fig", "plum", "fig"]) }
        #expect(snapshot.numberOfItems == 3)
    }

    @Test func anItemAlreadyInAnotherSectionIsNamedInsteadOfSilentlyMoved() throws {
        var snapshot = try fruitAndVegetables()
        #expect(throws: Failure.itemAlreadyPresent("apple", inSection: "fruit")) {
            try snapshot.appendItems(["apple"], toSection: "veg")
        }
        #expect(snapshot.sectionIdentifier(containingItem: "apple") == "fruit")
    }

    @Test func unknownIdentifiersAreNamed() throws {
        var snapshot = try fruitAndVegetables()
        #expect(throws: Failure.unknownSection("meat")) {
            try snapshot.appendItems(["ham"], toSection: "meat")
        }
        #expect(throws: Failure.unknownSection("meat")) { try snapshot.numberOfItems(inSection: "meat") }
        #expect(throws: Failure.unknownSection("meat")) { try snapshot.deleteSections(["veg", "meat"]) }
        #expect(throws: Failure.unknownItem("plum")) { try snapshot.deleteItems(["apple", "plum"]) }
        #expect(throws: Failure.unknownItem("plum")) { try snapshot.moveItem("plum", beforeItem: "apple") }
        #expect(throws: Failure.unknownItem("plum")) { try snapshot.insertItems(["fig"], afterItem: "plum") }
        #expect(throws: Failure.unknownItem("plum")) { try snapshot.reloadItems(["plum"]) }
        #expect(throws: Failure.movedRelativeToItself) { try snapshot.moveItem("apple", afterItem: "apple") }
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "kale"])
        var empty = Snapshot()
        #expect(throws: Failure.noSection) { try empty.appendItems(["apple"]) }
    }

    @Test func duplicatesInHandedInDataAreRejectedOrKeptFirst() throws {
        let data = [
            SectionData(section: "a", items: ["1", "2", "1"]),
            SectionData(section: "b", items: ["2", "3"]),
            SectionData(section: "a", items: ["4"]),
        ]
        #expect(throws: Failure.duplicateItem("1")) { try Snapshot(data, duplicates: .reject) }
        #expect(throws: Failure.duplicateSection("a")) {
            try Snapshot([data[1], data[2], SectionData(section: "a", items: [])], duplicates: .reject)
        }
        let kept = try Snapshot(data, duplicates: .keepFirst)
        #expect(
            kept.sections == [
                SectionData(section: "a", items: ["1", "2"]), SectionData(section: "b", items: ["3"]),
            ])
    }

    @Test func itemsMarkedForReloadAreUpdatedEvenWithEqualContent() throws {
        let old = try fruitAndVegetables()
        var new = old
        try new.reloadItems(["pear"])
        try new.reconfigureItems(["kale"])
        #expect(new.reloadedItemIdentifiers == ["pear"])
        #expect(new.reconfiguredItemIdentifiers == ["kale"])
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(
            batch.itemUpdates.map(\.from) == [
                ItemIndexPath(item: 1, section: 0), ItemIndexPath(item: 0, section: 1),
            ])
        #expect(batch.changeCount == 2)
        try new.deleteItems(["pear"])
        #expect(new.reloadedItemIdentifiers.isEmpty, "a deleted item loses its mark")
    }

    @Test func sectionContentChangesAreSeparateFromItemChanges() throws {
        let old = try DiffableSnapshot<Header, Cell>(
            [SectionData(section: Header(id: 1, title: 0), items: [Cell(id: 1, version: 0)])],
            duplicates: .reject)
        let new = try DiffableSnapshot<Header, Cell>(
            [SectionData(section: Header(id: 1, title: 1), items: [Cell(id: 1, version: 0)])],
            duplicates: .reject)
        let batch = old.batchUpdate(to: new, updateStyle: .reload)
        #expect(batch.sectionUpdates.map(\.to) == [0])
        #expect(batch.changeCount == 1)
        expectDiffReplays(from: old, to: new)
    }
}
