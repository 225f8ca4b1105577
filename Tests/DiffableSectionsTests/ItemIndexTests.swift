import DiffableSections
import Testing

/// A list of one section keeps only its identities; it must answer like any other snapshot
/// through every mutation that can turn it into a sectioned one.
@Suite("The item index of a one-section list")
struct ItemIndexTests {
    @Test func answersLikeASnapshotRebuiltFromItsSectionsThroughMutations() throws {
        var snapshot = try DiffableSnapshot<String, String>(
            [SectionData(section: "all", items: ["a", "b", "c", "d"])], duplicates: .reject)
        var steps: [(String, (inout DiffableSnapshot<String, String>) throws -> Void)] = [
            ("append", { try $0.appendItems(["e"]) }),
            ("delete", { try $0.deleteItems(["b"]) }),
            ("second section", { try $0.appendSections(["more"]) }),
            ("append there", { try $0.appendItems(["f", "g"], toSection: "more") }),
            ("move across", { try $0.moveItem("a", afterItem: "g") }),
            ("delete section", { try $0.deleteSections(["all"]) }),
        ]
        steps.append(("insert before", { try $0.insertItems(["h"], beforeItem: "f") }))
        for (name, step) in steps {
            try step(&snapshot)
            let rebuilt = try DiffableSnapshot(snapshot.sections, duplicates: .reject)
            #expect(snapshot.numberOfItems == rebuilt.numberOfItems, "\(name)")
            for id in ["a", "b", "c", "d", "e", "f", "g", "h", "x"] {
                #expect(
                    snapshot.sectionIdentifier(containingItem: id)
                        == rebuilt.sectionIdentifier(containingItem: id), "\(name) \(id)")
                #expect(snapshot.indexPath(ofItem: id) == rebuilt.indexPath(ofItem: id), "\(name) \(id)")
            }
        }
        #expect(throws: SnapshotError<String, String>.itemAlreadyPresent("f", inSection: "more")) {
            try snapshot.appendItems(["f"])
        }
    }

    @Test func aRepeatInOneSectionIsFoundByTheSetAsByTheTable() throws {
        #expect(throws: SnapshotError<String, String>.duplicateItem("b")) {
            try DiffableSnapshot(
                [SectionData(section: "all", items: ["a", "b", "c", "b"])], duplicates: .reject)
        }
        let kept = try DiffableSnapshot(
            [SectionData(section: "all", items: ["a", "b", "c", "b"])], duplicates: .keepFirst)
        #expect(kept.itemIdentifiers == ["a", "b", "c"])
    }
}
