import DiffableSections
import TestSupport
import Testing

/// Checks every promise of the diff between two snapshots: the single batch and every stage of
/// the staged changeset replay on the simulator into `new` with no stale cell, and `apply`
/// rebuilds `new` from plain arrays.
func expectDiffReplays<Section: Diffable, Item: Diffable>(
    from old: DiffableSnapshot<Section, Item>,
    to new: DiffableSnapshot<Section, Item>,
    updateStyle: UpdateStyle = .reconfigure,
    sourceLocation: SourceLocation = #_sourceLocation
) where Section: Equatable, Item: Equatable {
    let batch = old.batchUpdate(to: new, updateStyle: updateStyle)
    var screen = BatchUpdateSimulator(showing: old)
    do {
        try screen.performBatchUpdates(batch, dataSource: new)
    } catch {
        Issue.record("single batch: \(error)", sourceLocation: sourceLocation)
    }
    do {
        #expect(try batch.apply(to: old.sections) == new.sections, "apply", sourceLocation: sourceLocation)
    } catch {
        Issue.record("apply: \(error)", sourceLocation: sourceLocation)
    }
    var stagedScreen = BatchUpdateSimulator(showing: old)
    let staged = old.stagedChangeset(to: new, updateStyle: updateStyle)
    for stage in staged.stages {
        do {
            try stagedScreen.performBatchUpdates(stage.batch, dataSource: stage.snapshot)
        } catch {
            Issue.record("stage \(stage.kind): \(error)", sourceLocation: sourceLocation)
            return
        }
    }
    #expect(stagedScreen.displayed == new.sections, "staged end state", sourceLocation: sourceLocation)
}
