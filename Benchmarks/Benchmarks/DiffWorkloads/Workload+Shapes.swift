import DiffableSections

/// The workload shapes, each seeded so every run diffs the same data.
extension Workload {
    /// Every shape the benchmarks diff, by name: flat lists, DifferenceKit's README shape, big
    /// reorders, sections, and repeated identities.
    public static let shapes: [(name: String, make: @Sendable () throws -> Workload)] = [
        ("flat 1000", { try .flat(1_000) }),
        ("flat 5000", { try .flat(5_000) }),
        ("flat 10000", { try .flat(10_000) }),
        ("flat 100000", { try .flat(100_000) }),
        ("flat 1000000", { try .flat(1_000_000) }),
        ("README shape 5000", { try .readmeShape(5_000) }),
        ("README shape 100000", { try .readmeShape(100_000) }),
        ("reversed 100000", { try .reversed(100_000) }),
        ("permutation 100000", { try .permutation(100_000) }),
        ("sectioned 100x1000", { try .sectioned(100, rowsPerSection: 1_000) }),
        ("cross-section 1000x100", { try .crossSection(1_000, rowsPerSection: 100, share: 0.2) }),
        ("one-item sections 10000", { try .oneItemSections(10_000) }),
        ("duplicates 100000", { try .duplicates(100_000, share: 0.02) }),
    ]

    /// Rows with the identities of `range`, all at version 0.
    public static func rows(_ range: Range<Int>) -> [Row] { range.map { Row(id: $0, version: 0) } }

    /// A flat list with 10 % of rows deleted, inserted, moved and updated.
    public static func flat(_ count: Int) throws -> Workload {
        var random = SplitMix64(state: UInt64(count))
        var ids = IdentitySource(next: count)
        let old = rows(0..<count)
        return try Workload(flatOld: old, new: churned(old, using: &random, ids: &ids))
    }

    /// DifferenceKit's README shape at the README's two sizes: 5,000 rows with 1,000 deleted,
    /// 1,000 inserted and 200 shuffled; larger lists with a tenth deleted and inserted and a
    /// fiftieth shuffled (100,000 → 10,000 / 10,000 / 2,000).
    public static func readmeShape(_ count: Int) throws -> Workload {
        count <= 5_000
            ? try readmeShape(count, changed: count / 5, shuffled: count / 25)
            : try readmeShape(count, changed: count / 10, shuffled: count / 50)
    }

    /// DifferenceKit's README shape: `changed` rows deleted at the start, as many appended, then
    /// the first `shuffled` rows shuffled.
    public static func readmeShape(_ count: Int, changed: Int, shuffled: Int) throws -> Workload {
        var random = SplitMix64(state: 5)
        let old = rows(0..<count)
        var new = Array(old.dropFirst(changed)) + rows(count..<(count + changed))
        new[0..<shuffled].shuffle(using: &random)
        return try Workload(flatOld: old, new: new)
    }

    /// `count` rows, then the same rows in reverse order.
    public static func reversed(_ count: Int) throws -> Workload {
        let old = rows(0..<count)
        return try Workload(flatOld: old, new: old.reversed())
    }

    /// `count` rows, then the same rows in a random order.
    public static func permutation(_ count: Int) throws -> Workload {
        var random = SplitMix64(state: 7)
        let old = rows(0..<count)
        return try Workload(flatOld: old, new: old.shuffled(using: &random))
    }

    /// 100 sections of 1,000 rows: sections deleted, inserted, moved and retitled; within the
    /// rest, the flat churn, plus rows moved across sections.
    public static func sectioned(_ sections: Int, rowsPerSection: Int) throws -> Workload {
        var random = SplitMix64(state: 2026)
        var ids = IdentitySource(next: sections * rowsPerSection + sections)
        let before = (0..<sections).map { section in
            SectionData(
                section: Row(id: section, version: 0),
                items: rows(
                    (sections + section * rowsPerSection)..<(sections + (section + 1) * rowsPerSection)))
        }
        var after = before.map { data in
            SectionData(section: data.section, items: churned(data.items, using: &random, ids: &ids))
        }
        moveAcross(rowsPerSection * sections / 400, in: &after, using: &random)
        let changed = max(1, sections * 3 / 100)
        for _ in 0..<changed { after.remove(at: Int.random(in: after.indices, using: &random)) }
        for step in 0..<changed {
            after[Int.random(in: after.indices, using: &random)].section.version += step + 1
        }
        for _ in 0..<changed {
            let moved = after.remove(at: Int.random(in: after.indices, using: &random))
            after.insert(moved, at: Int.random(in: 0...after.count, using: &random))
        }
        for _ in 0..<changed {
            let section = SectionData(
                section: Row(id: ids.fresh(), version: 0),
                items: (0..<rowsPerSection).map { _ in Row(id: ids.fresh(), version: 0) })
            after.insert(section, at: Int.random(in: 0...after.count, using: &random))
        }
        return try Workload(old: before, new: after)
    }

    /// Sections unchanged, and `share` of all rows moved to random places in random sections.
    public static func crossSection(_ sections: Int, rowsPerSection: Int, share: Double) throws -> Workload {
        var random = SplitMix64(state: 11)
        let before = (0..<sections).map { section in
            SectionData(
                section: Row(id: section, version: 0),
                items: rows(
                    (sections + section * rowsPerSection)..<(sections + (section + 1) * rowsPerSection)))
        }
        var after = before
        moveAcross(Int(Double(sections * rowsPerSection) * share), in: &after, using: &random)
        return try Workload(old: before, new: after)
    }

    /// Sections of one row each: 10 % of sections deleted, inserted, moved and retitled, and
    /// 10 % of rows updated.
    public static func oneItemSections(_ count: Int) throws -> Workload {
        var random = SplitMix64(state: 13)
        var ids = IdentitySource(next: 2 * count)
        let before = (0..<count).map {
            SectionData(section: Row(id: $0, version: 0), items: [Row(id: count + $0, version: 0)])
        }
        let headers = churned(before.map(\.section), using: &random, ids: &ids)
        let rowBySection = Dictionary(uniqueKeysWithValues: before.map { ($0.section.id, $0.items[0]) })
        let after = headers.map { header in
            var row = rowBySection[header.id] ?? Row(id: ids.fresh(), version: 0)
            if Int.random(in: 0..<10, using: &random) == 0 { row.version += 1 }
            return SectionData(section: header, items: [row])
        }
        return try Workload(old: before, new: after)
    }

    /// The flat churn over rows of which `share` repeat an identity already in the list, kept
    /// with ``DuplicatePolicy/keepAll``.
    public static func duplicates(_ count: Int, share: Double) throws -> Workload {
        var random = SplitMix64(state: 17)
        var ids = IdentitySource(next: count)
        var old = rows(0..<count)
        for _ in 0..<Int(Double(count) * share) {
            let copy = old[Int.random(in: old.indices, using: &random)]
            old[Int.random(in: old.indices, using: &random)] = copy
        }
        return try Workload(flatOld: old, new: churned(old, using: &random, ids: &ids), duplicates: .keepAll)
    }

    private static func moveAcross(
        _ count: Int, in sections: inout [SectionData<Row, Row>], using random: inout SplitMix64
    ) {
        for _ in 0..<count {
            let from = Int.random(in: sections.indices, using: &random)
            guard !sections[from].items.isEmpty else { continue }
            let row = sections[from].items.remove(
                at: Int.random(in: sections[from].items.indices, using: &random))
            let to = Int.random(in: sections.indices, using: &random)
            sections[to].items.insert(row, at: Int.random(in: 0...sections[to].items.count, using: &random))
        }
    }
}
