import DiffableSections

/// A small deterministic generator (SplitMix64), so a failing case is reproduced from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds a random sectioned snapshot and a random successor of it, covering every kind of
/// change: sections deleted, inserted, moved and retitled; items deleted, inserted, moved within
/// and across sections, and updated; and items marked for reload.
struct RandomSnapshotPair {
    typealias Snapshot = DiffableSnapshot<Header, Cell>
    let old: Snapshot
    let new: Snapshot

    /// With ``DuplicatePolicy/keepAll``, about one identity in four repeats an earlier one.
    init(seed: UInt64, size: Int, duplicates: DuplicatePolicy = .reject) throws {
        var random = SplitMix64(state: seed)
        var nextID = 0
        var repeater = SplitMix64(state: ~seed)
        func fresh() -> Int {
            if duplicates == .keepAll, nextID > 0, Int.random(in: 0..<4, using: &repeater) == 0 {
                return Int.random(in: 1...nextID, using: &repeater)
            }
            nextID += 1
            return nextID
        }
        var sections: [SectionData<Header, Cell>] = (0..<Int.random(in: 0...max(1, size / 3), using: &random))
            .map { _ in
                SectionData(
                    section: Header(id: fresh(), title: 0),
                    items: (0..<Int.random(in: 0...size, using: &random)).map { _ in
                        Cell(id: fresh(), version: 0)
                    })
            }
        old = try Snapshot(sections, duplicates: duplicates)
        for _ in 0..<Int.random(in: 0...(size + 2), using: &random) {
            Self.mutate(&sections, using: &random, fresh: fresh)
        }
        var new = try Snapshot(sections, duplicates: duplicates)
        let ids = new.itemIdentifiers
        if !ids.isEmpty, Bool.random(using: &random) {
            try new.reloadItems([ids[Int.random(in: ids.indices, using: &random)]])
        }
        self.new = new
    }

    private static func mutate(
        _ sections: inout [SectionData<Header, Cell>], using random: inout SplitMix64, fresh: () -> Int
    ) {
        let nonEmpty = sections.indices.filter { !sections[$0].items.isEmpty }
        switch Int.random(in: 0..<9, using: &random) {
        case 0 where !sections.isEmpty:
            sections.remove(at: Int.random(in: sections.indices, using: &random))
        case 1:
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in Cell(id: fresh(), version: 0) }
            sections.insert(
                SectionData(section: Header(id: fresh(), title: 0), items: items),
                at: Int.random(in: 0...sections.count, using: &random))
        case 2 where !sections.isEmpty:
            let moved = sections.remove(at: Int.random(in: sections.indices, using: &random))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
        case 3 where !sections.isEmpty:
            sections[Int.random(in: sections.indices, using: &random)].section.title += 1
        case 4 where !nonEmpty.isEmpty:
            let section = nonEmpty[Int.random(in: nonEmpty.indices, using: &random)]
            sections[section].items.remove(
                at: Int.random(in: sections[section].items.indices, using: &random))
        case 5 where !sections.isEmpty:
            let section = Int.random(in: sections.indices, using: &random)
            sections[section].items.insert(
                Cell(id: fresh(), version: 0),
                at: Int.random(in: 0...sections[section].items.count, using: &random))
        case 6, 7:
            guard !nonEmpty.isEmpty else { return }
            let from = nonEmpty[Int.random(in: nonEmpty.indices, using: &random)]
            let item = sections[from].items.remove(
                at: Int.random(in: sections[from].items.indices, using: &random))
            let to = Int.random(in: sections.indices, using: &random)
            sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &random))
        case 8 where !nonEmpty.isEmpty:
            let section = nonEmpty[Int.random(in: nonEmpty.indices, using: &random)]
            sections[section].items[Int.random(in: sections[section].items.indices, using: &random)]
                .version += 1
        default:
            return
        }
    }
}
