import DiffableSections

/// A fingerprint of what the diff produced (FNV-1a over every position and row of the batch, the
/// staged changeset and each stage's snapshot), so two builds of the library can be shown to give
/// the same results on the same workload.
public struct Digest {
    /// The fingerprint so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty fingerprint.
    public init() {}

    mutating func add(_ number: Int) {
        var bits = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            value = (value ^ (bits & 0xFF)) &* 0x100_0000_01b3
            bits >>= 8
        }
    }

    mutating func add(_ row: Row) {
        add(row.id)
        add(row.version)
    }

    mutating func add(_ path: ItemIndexPath) {
        add(path.section)
        add(path.item)
    }

    mutating func add(_ sections: [SectionData<Row, Row>]) {
        add(sections.count)
        for data in sections {
            add(data.section)
            add(data.items.count)
            for row in data.items { add(row) }
        }
    }

    /// Adds every operation of `batch`, in order.
    public mutating func add(_ batch: BatchUpdate<Row, Row>) {
        add(batch.sectionDeletes.count)
        for index in batch.sectionDeletes { add(index) }
        add(batch.sectionInserts.count)
        for insert in batch.sectionInserts {
            add(insert.at)
            add([insert.content])
        }
        add(batch.sectionMoves.count)
        for move in batch.sectionMoves {
            add(move.from)
            add(move.to)
        }
        add(batch.sectionUpdates.count)
        for update in batch.sectionUpdates {
            add(update.from)
            add(update.to)
            add(update.section)
        }
        add(batch.itemDeletes.count)
        for path in batch.itemDeletes { add(path) }
        add(batch.itemInserts.count)
        for insert in batch.itemInserts {
            add(insert.at)
            add(insert.item)
        }
        add(batch.itemMoves.count)
        for move in batch.itemMoves {
            add(move.from)
            add(move.to)
        }
        add(batch.itemUpdates.count)
        for update in batch.itemUpdates {
            add(update.from)
            add(update.to)
            add(update.item)
        }
    }

    /// Adds every stage of `staged`: its kind, its batch and its snapshot's data.
    public mutating func add(_ staged: StagedChangeset<Row, Row>) {
        add(staged.stages.count)
        for stage in staged.stages {
            for byte in stage.kind.rawValue.utf8 { add(Int(byte)) }
            add(stage.batch)
            add(stage.snapshot.sections)
        }
    }
}
