import DiffableSections

/// The staged changeset found the slow way, through public API only: the three intermediate
/// snapshots built from identities (what survives, in which order, with which content), and each
/// stage found by diffing one snapshot against the next. The library derives its stages from one
/// matching instead; the two must agree stage for stage.
struct ReferenceStages<Section: Diffable & Equatable, Item: Diffable & Equatable> {
    typealias Snapshot = DiffableSnapshot<Section, Item>

    struct Stage: Equatable {
        let kind: StageKind
        let batch: BatchUpdate<Section, Item>
        let snapshot: Snapshot
    }

    let stages: [Stage]

    init(from old: Snapshot, to new: Snapshot, updateStyle: UpdateStyle) throws {
        func survives(_ id: Item.DiffIdentifier) -> Bool {
            guard let oldSection = old.sectionIdentifier(containingItem: id),
                let newSection = new.sectionIdentifier(containingItem: id)
            else { return false }
            return new.index(ofSection: oldSection) != nil && old.index(ofSection: newSection) != nil
        }
        func earlier(_ item: Item) -> Item {
            survives(item.diffIdentifier) ? (old.item(withIdentifier: item.diffIdentifier) ?? item) : item
        }
        let afterDeletes = try Snapshot(
            old.sections.filter { new.index(ofSection: $0.section.diffIdentifier) != nil }.map {
                SectionData(section: $0.section, items: $0.items.filter { survives($0.diffIdentifier) })
            }, duplicates: .reject)
        let kept = new.sections.compactMap { data -> SectionData<Section, Item>? in
            old.section(withIdentifier: data.section.diffIdentifier).map {
                SectionData(section: $0, items: data.items)
            }
        }
        let afterMoves = try Snapshot(
            kept.map {
                SectionData(
                    section: $0.section, items: $0.items.filter { survives($0.diffIdentifier) }.map(earlier))
            },
            duplicates: .reject)
        let afterInserts = try Snapshot(
            new.sections.map { data in
                SectionData(
                    section: old.section(withIdentifier: data.section.diffIdentifier) ?? data.section,
                    items: data.items.map(earlier))
            }, duplicates: .reject)
        var stages: [Stage] = []
        var previous = old
        for (kind, snapshot) in [
            (StageKind.deletes, afterDeletes), (.moves, afterMoves), (.inserts, afterInserts),
            (.updates, new),
        ] {
            let batch = previous.batchUpdate(to: snapshot, updateStyle: updateStyle)
            if !batch.isEmpty { stages.append(Stage(kind: kind, batch: batch, snapshot: snapshot)) }
            previous = snapshot
        }
        self.stages = stages
    }
}

extension StagedChangeset where Section: Equatable, Item: Equatable {
    /// The stages in the reference's form, snapshots read once.
    var comparable: [ReferenceStages<Section, Item>.Stage] {
        stages.map { .init(kind: $0.kind, batch: $0.batch, snapshot: $0.snapshot) }
    }
}
