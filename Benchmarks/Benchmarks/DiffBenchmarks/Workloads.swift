import DiffableSections

/// An item with an identity and a content version, like a view model.
struct Row: Diffable, Hashable {
    let id: Int
    var version: Int

    var diffIdentifier: Int { id }
}

/// A small deterministic random generator, so every run diffs the same data.
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

/// The flat workload: of `count` rows, 10% deleted, 10% inserted, 10% moved to random
/// positions and 10% updated, all chosen by a fixed seed.
func churned(_ rows: [Row], seed: UInt64, nextID: inout Int) -> [Row] {
    var random = SplitMix64(state: seed)
    let tenth = rows.count / 10
    var result = rows
    for _ in 0..<tenth { result.remove(at: Int.random(in: result.indices, using: &random)) }
    for _ in 0..<tenth {
        let from = Int.random(in: result.indices, using: &random)
        let row = result.remove(at: from)
        result.insert(row, at: Int.random(in: 0...result.count, using: &random))
    }
    for _ in 0..<tenth { result[Int.random(in: result.indices, using: &random)].version += 1 }
    for _ in 0..<tenth {
        nextID += 1
        result.insert(Row(id: nextID, version: 0), at: Int.random(in: 0...result.count, using: &random))
    }
    return result
}

/// A flat list before and after the churn, as snapshots and as plain arrays.
struct FlatWorkload {
    let oldRows: [Row]
    let newRows: [Row]
    let old: DiffableSnapshot<Int, Row>
    let new: DiffableSnapshot<Int, Row>

    init(count: Int) throws {
        var nextID = count
        oldRows = (0..<count).map { Row(id: $0, version: 0) }
        newRows = churned(oldRows, seed: UInt64(count), nextID: &nextID)
        old = try DiffableSnapshot([SectionData(section: 0, items: oldRows)], duplicates: .reject)
        new = try DiffableSnapshot([SectionData(section: 0, items: newRows)], duplicates: .reject)
    }
}

/// 100 sections of 1,000 rows: sections deleted, inserted, moved and retitled; within the rest,
/// the flat churn, plus rows moved across sections.
struct SectionedWorkload {
    let old: DiffableSnapshot<Row, Row>
    let new: DiffableSnapshot<Row, Row>
    let oldSections: [[Row]]
    let newSections: [[Row]]

    init(sections: Int, rowsPerSection: Int) throws {
        var random = SplitMix64(state: 2026)
        var nextID = sections * rowsPerSection
        let before = (0..<sections).map { section in
            SectionData(
                section: Row(id: section, version: 0),
                items: (0..<rowsPerSection).map { Row(id: section * rowsPerSection + $0, version: 0) })
        }
        var after = before.enumerated().map { index, data in
            SectionData(
                section: data.section, items: churned(data.items, seed: UInt64(index), nextID: &nextID))
        }
        for _ in 0..<(sections / 20) {  // rows across sections
            for _ in 0..<rowsPerSection / 20 {
                let from = Int.random(in: after.indices, using: &random)
                let to = Int.random(in: after.indices, using: &random)
                guard !after[from].items.isEmpty else { continue }
                let row = after[from].items.remove(
                    at: Int.random(in: after[from].items.indices, using: &random))
                after[to].items.insert(row, at: Int.random(in: 0...after[to].items.count, using: &random))
            }
        }
        for _ in 0..<3 { after.remove(at: Int.random(in: after.indices, using: &random)) }
        for index in 0..<3 {
            after[Int.random(in: after.indices, using: &random)].section.version += index + 1
        }
        for _ in 0..<3 {
            let moved = after.remove(at: Int.random(in: after.indices, using: &random))
            after.insert(moved, at: Int.random(in: 0...after.count, using: &random))
        }
        for index in 0..<3 {
            nextID += 1
            let section = Row(id: sections + index, version: 0)
            let rows = (0..<rowsPerSection).map { _ in
                nextID += 1
                return Row(id: nextID, version: 0)
            }
            after.insert(
                SectionData(section: section, items: rows),
                at: Int.random(in: 0...after.count, using: &random))
        }
        old = try DiffableSnapshot(before, duplicates: .reject)
        new = try DiffableSnapshot(after, duplicates: .reject)
        oldSections = before.map(\.items)
        newSections = after.map(\.items)
    }
}
