import DiffableSections

/// One benchmark workload: the data before and after, as plain arrays (what an app receives) and
/// as snapshots (what the batch-alone form starts from).
public struct Workload: Sendable {
    /// The snapshot type every workload diffs.
    public typealias Snapshot = DiffableSnapshot<Row, Row>

    /// The data before, as sections of rows.
    public let oldSections: [SectionData<Row, Row>]
    /// The data after.
    public let newSections: [SectionData<Row, Row>]
    /// What the snapshots do with a repeated identity.
    public let duplicates: DuplicatePolicy
    /// The data before, as a snapshot.
    public let old: Snapshot
    /// The data after, as a snapshot.
    public let new: Snapshot

    /// A workload of these sections before and after.
    public init(
        old: [SectionData<Row, Row>], new: [SectionData<Row, Row>], duplicates: DuplicatePolicy = .reject
    ) throws {
        oldSections = old
        newSections = new
        self.duplicates = duplicates
        self.old = try Snapshot(old, duplicates: duplicates)
        self.new = try Snapshot(new, duplicates: duplicates)
    }

    /// A workload of one section whose rows go from `old` to `new`.
    public init(flatOld old: [Row], new: [Row], duplicates: DuplicatePolicy = .reject) throws {
        let section = Row(id: 0, version: 0)
        try self.init(
            old: [SectionData(section: section, items: old)],
            new: [SectionData(section: section, items: new)],
            duplicates: duplicates)
    }

    /// The single batch between the two snapshots built beforehand.
    public func batch() -> BatchUpdate<Row, Row> {
        old.batchUpdate(to: new, updateStyle: .reconfigure)
    }

    /// What an app does on new data: build the snapshot from the arrays, then diff.
    public func buildAndBatch() throws -> BatchUpdate<Row, Row> {
        old.batchUpdate(to: try Snapshot(newSections, duplicates: duplicates), updateStyle: .reconfigure)
    }

    /// The staged changeset with every stage's snapshot read, as a client applying the stages
    /// does; returns the number of stages.
    public func stagedReadingEveryStage() -> Int {
        let staged = old.stagedChangeset(to: new, updateStyle: .reconfigure)
        for stage in staged.stages { sink(stage.snapshot) }
        return staged.stages.count
    }

    /// The floor under any hashing diff of this data: every old identity (sections and items) put
    /// in a dictionary with its position, then every new identity looked up once. Nothing is
    /// produced; returns how many new identities were found, so the work cannot be skipped.
    public func floor() -> Int {
        var itemCount = 0
        for data in oldSections { itemCount &+= data.items.count }
        var sectionPositions = [Int: Int](minimumCapacity: oldSections.count)
        var itemPositions = [Int: Int](minimumCapacity: itemCount)
        var position = 0
        for (index, data) in oldSections.enumerated() {
            sectionPositions[data.section.id] = index
            for row in data.items {
                itemPositions[row.id] = position
                position &+= 1
            }
        }
        var found = 0
        for data in newSections {
            if sectionPositions[data.section.id] != nil { found &+= 1 }
            for row in data.items where itemPositions[row.id] != nil { found &+= 1 }
        }
        return found
    }
}
