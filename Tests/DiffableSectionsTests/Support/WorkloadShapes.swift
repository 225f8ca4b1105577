import DiffableSections

/// The benchmark's workload shapes at sizes a property test can afford, as plain data before and
/// after (sections of `Header`, items of `Cell`).
enum WorkloadShape: CaseIterable {
    case flatChurn, readme, reversed, permutation, sectioned, crossSection, oneItemSections, duplicates

    typealias Data = [SectionData<Header, Cell>]

    /// The data before and after, for `size` items (at least a few) and a seed.
    func make(size: Int, seed: UInt64) -> (old: Data, new: Data) {
        var random = SplitMix64(state: seed)
        var next = 1_000_000
        func fresh() -> Int {
            next += 1
            return next
        }
        let count = max(size, 5)
        let cells = (0..<count).map { Cell(id: $0, version: 0) }
        func flat(_ items: [Cell]) -> Data { [SectionData(section: Header(id: -1, title: 0), items: items)] }
        func sections(_ count: Int, of length: Int) -> Data {
            (0..<count).map { section in
                SectionData(
                    section: Header(id: section, title: 0),
                    items: (0..<length).map { Cell(id: 1_000 + section * length + $0, version: 0) })
            }
        }
        switch self {
        case .flatChurn:
            return (flat(cells), flat(Self.churn(cells, using: &random, fresh: fresh)))
        case .readme:
            let changed = count / 5
            var new =
                Array(cells.dropFirst(changed)) + (0..<changed).map { _ in Cell(id: fresh(), version: 0) }
            new[0..<(count / 25 + 1)].shuffle(using: &random)
            return (flat(cells), flat(new))
        case .reversed:
            return (flat(cells), flat(cells.reversed()))
        case .permutation:
            return (flat(cells), flat(cells.shuffled(using: &random)))
        case .sectioned, .crossSection:
            let old = sections(max(2, count / 10), of: 10)
            var new =
                self == .sectioned
                ? old.map {
                    SectionData(
                        section: $0.section, items: Self.churn($0.items, using: &random, fresh: fresh))
                } : old
            for _ in 0..<(count / 5) {  // items across sections
                let from = Int.random(in: new.indices, using: &random)
                guard !new[from].items.isEmpty else { continue }
                let item = new[from].items.remove(at: Int.random(in: new[from].items.indices, using: &random))
                let to = Int.random(in: new.indices, using: &random)
                new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &random))
            }
            if self == .sectioned {
                new.remove(at: Int.random(in: new.indices, using: &random))
                new[Int.random(in: new.indices, using: &random)].section.title += 1
                new.insert(
                    SectionData(
                        section: Header(id: fresh(), title: 0), items: [Cell(id: fresh(), version: 0)]),
                    at: Int.random(in: 0...new.count, using: &random))
                new.swapAt(0, new.count - 1)
            }
            return (old, new)
        case .oneItemSections:
            let old = sections(count, of: 1)
            let headers = Self.churn(
                old.map { Cell(id: $0.section.id, version: $0.section.title) }, using: &random, fresh: fresh)
            let items = Dictionary(uniqueKeysWithValues: old.map { ($0.section.id, $0.items[0]) })
            let new = headers.map { header in
                var item = items[header.id] ?? Cell(id: fresh(), version: 0)
                if Bool.random(using: &random) { item.version += 1 }
                return SectionData(section: Header(id: header.id, title: header.version), items: [item])
            }
            return (old, new)
        case .duplicates:
            var old = cells
            for _ in 0..<max(1, count / 50) {
                old[Int.random(in: old.indices, using: &random)] =
                    old[Int.random(in: old.indices, using: &random)]
            }
            return (flat(old), flat(Self.churn(old, using: &random, fresh: fresh)))
        }
    }

    var duplicatePolicy: DuplicatePolicy { self == .duplicates ? .keepAll : .reject }

    /// About 10 % of the items deleted, moved, updated and inserted.
    static func churn(_ items: [Cell], using random: inout SplitMix64, fresh: () -> Int) -> [Cell] {
        var result = items
        let share = max(1, items.count / 10)
        for _ in 0..<share where !result.isEmpty {
            result.remove(at: Int.random(in: result.indices, using: &random))
        }
        for _ in 0..<share where !result.isEmpty {
            let item = result.remove(at: Int.random(in: result.indices, using: &random))
            result.insert(item, at: Int.random(in: 0...result.count, using: &random))
        }
        for _ in 0..<share where !result.isEmpty {
            result[Int.random(in: result.indices, using: &random)].version += 1
        }
        for _ in 0..<share {
            result.insert(Cell(id: fresh(), version: 0), at: Int.random(in: 0...result.count, using: &random))
        }
        return result
    }
}
