import DiffableSections
import TestSupport

/// Random data with repeated identities and random calls of every mutating method of a snapshot,
/// valid and refused ones alike (unknown identities, items already present, an item given twice,
/// a section placed relative to itself).
struct MutationScript {
    typealias Snapshot = DiffableSnapshot<Header, Cell>

    /// Item identities no script ever creates: queries for them must answer nil.
    static let probes = [10_000, 10_001]
    /// Section identities no script ever creates.
    static let sectionProbes = [20_000]

    var random: SeededGenerator
    /// Whether the initial data repeats identities (for the keepFirst and keepAll policies).
    let repeats: Bool
    private var nextID = 0

    init(random: SeededGenerator, repeats: Bool) {
        self.random = random
        self.repeats = repeats
    }

    private mutating func fresh() -> Int {
        nextID += 1
        return nextID
    }

    private mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

    /// Up to five sections of up to six items; with `repeats`, about a third of the identities
    /// repeat an earlier one (sections too, now and then).
    mutating func initialData() -> [SectionData<Header, Cell>] {
        var sectionIDs: [Int] = []
        var itemIDs: [Int] = []
        return (0..<Int.random(in: 0...5, using: &random)).map { _ in
            let sectionID =
                repeats && !sectionIDs.isEmpty && chance(6)
                ? sectionIDs.randomElement(using: &random)! : fresh()
            sectionIDs.append(sectionID)
            let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                let id =
                    repeats && !itemIDs.isEmpty && chance(3)
                    ? itemIDs.randomElement(using: &random)! : fresh()
                itemIDs.append(id)
                return Cell(id: id, version: 0)
            }
            return SectionData(section: Header(id: sectionID, title: 0), items: items)
        }
    }

    /// An existing item identity, or (one time in eight, or when there is none) an unknown one.
    private mutating func anItem(of snapshot: Snapshot) -> Int {
        let ids = snapshot.itemIdentifiers
        return ids.isEmpty || chance(8)
            ? Self.probes.randomElement(using: &random)! : ids.randomElement(using: &random)!
    }

    /// An existing section identity, or (one time in eight, or when there is none) an unknown one.
    private mutating func aSection(of snapshot: Snapshot) -> Int {
        let ids = snapshot.sectionIdentifiers
        return ids.isEmpty || chance(8) ? Self.sectionProbes[0] : ids.randomElement(using: &random)!
    }

    /// One to three items: new ones, now and then one already in the snapshot or one given twice.
    private mutating func newItems(for snapshot: Snapshot) -> [Cell] {
        var ids = (0..<Int.random(in: 1...3, using: &random)).map { _ in fresh() }
        if chance(6), let present = snapshot.itemIdentifiers.randomElement(using: &random) {
            ids.append(present)
        }
        if chance(10) { ids.append(ids[0]) }
        return ids.map { Cell(id: $0, version: Int.random(in: 0...1, using: &random)) }
    }

    /// One or two sections: new ones, now and then one already in the snapshot or one given twice.
    private mutating func newSections(for snapshot: Snapshot) -> [Header] {
        var ids = (0..<Int.random(in: 1...2, using: &random)).map { _ in fresh() }
        if chance(6), let present = snapshot.sectionIdentifiers.randomElement(using: &random) {
            ids.append(present)
        }
        if chance(10) { ids.append(ids[0]) }
        return ids.map { Header(id: $0, title: 0) }
    }

    /// Applies one random mutation; returns its name and whether it threw.
    mutating func mutate(_ snapshot: inout Snapshot) -> (name: String, threw: Bool) {
        let operation = Int.random(in: 0..<41, using: &random)
        var name = "operation \(operation)"
        do {
            switch operation / 2 {
            case 0:
                let sections = newSections(for: snapshot)
                name = "appendSections(\(sections.map(\.id)))"
                try snapshot.appendSections(sections)
            case 1:
                let (sections, target) = (newSections(for: snapshot), aSection(of: snapshot))
                name = "insertSections(\(sections.map(\.id)), beforeSection: \(target))"
                try snapshot.insertSections(sections, beforeSection: target)
            case 2:
                let (sections, target) = (newSections(for: snapshot), aSection(of: snapshot))
                name = "insertSections(\(sections.map(\.id)), afterSection: \(target))"
                try snapshot.insertSections(sections, afterSection: target)
            case 3:
                let doomed = [aSection(of: snapshot)] + (chance(3) ? [aSection(of: snapshot)] : [])
                name = "deleteSections(\(doomed))"
                try snapshot.deleteSections(doomed)
            case 4, 5:
                let (moved, target) = (aSection(of: snapshot), chance(10) ? nil : aSection(of: snapshot))
                let anchor = target ?? moved
                if operation / 2 == 4 {
                    name = "moveSection(\(moved), beforeSection: \(anchor))"
                    try snapshot.moveSection(moved, beforeSection: anchor)
                } else {
                    name = "moveSection(\(moved), afterSection: \(anchor))"
                    try snapshot.moveSection(moved, afterSection: anchor)
                }
            case 6, 7:
                let items = newItems(for: snapshot)
                let section = chance(3) ? nil : aSection(of: snapshot)
                name = "appendItems(\(items.map(\.id)), toSection: \(section.map(String.init) ?? "nil"))"
                try snapshot.appendItems(items, toSection: section)
            case 8:
                let (items, target) = (newItems(for: snapshot), anItem(of: snapshot))
                name = "insertItems(\(items.map(\.id)), beforeItem: \(target))"
                try snapshot.insertItems(items, beforeItem: target)
            case 9:
                let (items, target) = (newItems(for: snapshot), anItem(of: snapshot))
                name = "insertItems(\(items.map(\.id)), afterItem: \(target))"
                try snapshot.insertItems(items, afterItem: target)
            case 10, 11:
                let doomed = [anItem(of: snapshot)] + (chance(3) ? [anItem(of: snapshot)] : [])
                name = "deleteItems(\(doomed))"
                try snapshot.deleteItems(doomed)
            case 12, 13, 14:
                let (moved, target) = (anItem(of: snapshot), chance(10) ? nil : anItem(of: snapshot))
                let anchor = target ?? moved
                if Bool.random(using: &random) {
                    name = "moveItem(\(moved), beforeItem: \(anchor))"
                    try snapshot.moveItem(moved, beforeItem: anchor)
                } else {
                    name = "moveItem(\(moved), afterItem: \(anchor))"
                    try snapshot.moveItem(moved, afterItem: anchor)
                }
            case 15:
                let marked = [anItem(of: snapshot)]
                name = "reloadItems(\(marked))"
                try snapshot.reloadItems(marked)
            case 16:
                let marked = [anItem(of: snapshot)]
                name = "reconfigureItems(\(marked))"
                try snapshot.reconfigureItems(marked)
            case 17:
                let marked = [aSection(of: snapshot)]
                name = "reloadSections(\(marked))"
                try snapshot.reloadSections(marked)
            case 18:
                let marked = [aSection(of: snapshot)]
                name = "reconfigureSections(\(marked))"
                try snapshot.reconfigureSections(marked)
            case 19:
                name = "contentChanged"
                try changeContent(&snapshot)
            default:
                name = "deleteAllItems()"
                snapshot.deleteAllItems()
            }
        } catch {
            return (name, true)
        }
        return (name, false)
    }

    /// The same identities with one item's and one section's content changed (a new version of
    /// the data, as a server sends), built with keepAll.
    private mutating func changeContent(_ snapshot: inout Snapshot) throws {
        var data = snapshot.sections
        if let section = data.indices.randomElement(using: &random) {
            data[section].section.title += 1
            if let item = data[section].items.indices.randomElement(using: &random) {
                data[section].items[item].version += 1
            }
        }
        snapshot = try Snapshot(data, duplicates: .keepAll)
    }
}
