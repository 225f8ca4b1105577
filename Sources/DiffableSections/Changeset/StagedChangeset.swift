/// The difference between two snapshots as a sequence of smaller batches, each with the data the
/// screen should hold once it is applied.
///
/// For clients that cannot express everything in one batch (a moved item that also changed is a
/// move here, then an update, instead of a delete and an insert), or that want each step
/// animated separately. For every stage, set the data source to ``Stage/snapshot`` and apply
/// ``Stage/batch`` inside one `performBatchUpdates` call, in order. Guarantees:
/// - stages come in this order, and empty ones are left out: ``StageKind/deletes`` (old
///   positions), ``StageKind/moves`` (sections and items, within and across sections),
///   ``StageKind/inserts`` (new positions), ``StageKind/updates`` (final positions, where
///   `from == to`);
/// - each stage holds only its own kind of operation and obeys every rule of ``BatchUpdate``
///   against the previous stage's snapshot;
/// - until the updates stage, items and sections keep their old content, so no cell is shown
///   with content it is not yet meant to have; the last snapshot equals the new one.
public struct StagedChangeset<Section: Diffable, Item: Diffable>: Sendable {
    /// One step.
    public struct Stage: Sendable {
        /// What this step does.
        public let kind: StageKind
        /// The operations, relative to the previous stage's snapshot.
        public let batch: BatchUpdate<Section, Item>
        @usableFromInline let plan: StagePlan<Section, Item>

        /// The data once this step is applied.
        ///
        /// Made when read, from the two snapshots and the change, so a changeset costs memory in
        /// proportion to the change, not to the data: read it once per stage (as you set the
        /// data source) rather than again and again.
        @inlinable public var snapshot: DiffableSnapshot<Section, Item> { plan.snapshot(after: kind) }

        @usableFromInline
        init(kind: StageKind, batch: BatchUpdate<Section, Item>, plan: StagePlan<Section, Item>) {
            self.kind = kind
            self.batch = batch
            self.plan = plan
        }
    }

    /// The steps, in the order to apply them.
    public let stages: [Stage]

    @usableFromInline
    init(stages: [Stage]) {
        self.stages = stages
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { stages.isEmpty }
}

/// The kind of operations a ``StagedChangeset/Stage`` holds.
public enum StageKind: String, Hashable, Sendable {
    /// Sections and items removed.
    case deletes
    /// Sections and items moved.
    case moves
    /// Sections and items added.
    case inserts
    /// Content refreshed in place.
    case updates
}

extension DiffableSnapshot {
    /// The staged changeset that turns this snapshot into `new`, derived from the same matching
    /// as ``batchUpdate(to:updateStyle:)``: its moves are the same minimal ones. A section that
    /// moves while its items move too is rebuilt in the moves stage (``MovedSectionPolicy/rebuild``).
    @inlinable
    public func stagedChangeset(to new: Self, updateStyle: UpdateStyle) -> StagedChangeset<Section, Item> {
        stagedChangeset(to: new, updateStyle: updateStyle, movedSections: .rebuild)
    }

    /// The staged changeset that turns this snapshot into `new`, with `movedSections` saying what
    /// becomes of a section that moves while its items move in the same stage.
    @inlinable
    public func stagedChangeset(to new: Self, updateStyle: UpdateStyle, movedSections: MovedSectionPolicy)
        -> StagedChangeset<Section, Item>
    {
        var differ = SnapshotDiffer(old: self, new: new, updateStyle: updateStyle)
        differ.movedSections = movedSections
        return differ.stagedChangeset()
    }
}
