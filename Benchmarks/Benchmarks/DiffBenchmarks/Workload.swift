import Benchmark
import DiffableSections

/// One benchmark workload: the data before and after, as plain arrays (what an app receives) and
/// as snapshots (what the batch-alone form starts from).
struct Workload: Sendable {
    typealias Snapshot = DiffableSnapshot<Row, Row>

    let oldSections: [SectionData<Row, Row>]
    let newSections: [SectionData<Row, Row>]
    let duplicates: DuplicatePolicy
    let old: Snapshot
    let new: Snapshot

    init(old: [SectionData<Row, Row>], new: [SectionData<Row, Row>], duplicates: DuplicatePolicy = .reject)
        throws
    {
        oldSections = old
        newSections = new
        self.duplicates = duplicates
        self.old = try Snapshot(old, duplicates: duplicates)
        self.new = try Snapshot(new, duplicates: duplicates)
    }

    init(flatOld old: [Row], new: [Row], duplicates: DuplicatePolicy = .reject) throws {
        let section = Row(id: 0, version: 0)
        try self.init(
            old: [SectionData(section: section, items: old)],
            new: [SectionData(section: section, items: new)],
            duplicates: duplicates)
    }

    /// What an app does on new data: build the snapshot from the arrays, then diff.
    func buildAndBatch() throws -> BatchUpdate<Row, Row> {
        old.batchUpdate(to: try Snapshot(newSections, duplicates: duplicates), updateStyle: .reconfigure)
    }

    /// Every identity of the new data in a set: the hashing any duplicate check must do.
    func identitySet() -> Set<Int> {
        var identities = Set<Int>(minimumCapacity: new.numberOfItems)
        for data in newSections {
            for row in data.items { identities.insert(row.id) }
        }
        return identities
    }

    /// The three forms and the identity set timed back to back, starting with form `firstForm`
    /// (0 batch, 1 build + batch, 2 staged, 3 identity set) and going round.
    func timeForms(firstForm: Int) throws -> (
        batch: Duration, buildAndBatch: Duration, staged: Duration, identitySet: Duration
    ) {
        let clock = ContinuousClock()
        var times = [Duration](repeating: .zero, count: 4)
        for turn in 0..<4 {
            let form = (firstForm + turn) % 4
            let start = clock.now
            switch form {
            case 0:
                blackHole(old.batchUpdate(to: new, updateStyle: .reconfigure))
            case 1:
                blackHole(try buildAndBatch())
            case 3:
                blackHole(identitySet())
            default:
                let staged = old.stagedChangeset(to: new, updateStyle: .reconfigure)
                for stage in staged.stages { blackHole(stage.snapshot) }
            }
            times[form] = clock.now - start
        }
        return (times[0], times[1], times[2], times[3])
    }
}
