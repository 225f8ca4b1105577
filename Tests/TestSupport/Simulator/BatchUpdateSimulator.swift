import DiffableSections

/// Replays batch updates the way `UICollectionView.performBatchUpdates` does, on a model of what
/// the cells display, and fails where UIKit fails.
///
/// It is deliberately independent of the library's `apply(to:)`: inserted and reloaded cells take
/// their content from the data source (the snapshot installed before the batch), like a real
/// cell provider, never from the values the changeset carries. After replaying, every cell must
/// show the data source's item with the data source's content; a wrong item or stale content is
/// reported even though UIKit itself would not notice it.
public struct BatchUpdateSimulator<Section: Diffable, Item: Diffable> {
    /// What the cells show: per section, the section value and the item values.
    public private(set) var displayed: [SectionData<Section, Item>]

    /// Whether a batch that moves a section while items change inside it is refused, as a
    /// device's collection view can corrupt its layout or raise on it. On by default; off to
    /// replay ``MovedSectionPolicy/move`` batches on a layout that copes.
    public var refusesItemChangesInMovedSections = true

    /// A screen showing `snapshot`.
    public init(showing snapshot: DiffableSnapshot<Section, Item>) {
        displayed = snapshot.sections
    }

    /// Applies `batch` with `dataSource` as the data after it, or throws the inconsistency.
    public mutating func performBatchUpdates(
        _ batch: BatchUpdate<Section, Item>, dataSource: DiffableSnapshot<Section, Item>
    )
        throws(UIKitInconsistency)
    {
        if refusesItemChangesInMovedSections, let move = batch.sectionMovesWithItemChanges.first {
            throw UIKitInconsistency(
                description:
                    "section \(move.from) moves to \(move.to) while its items change in the same batch (a collection view can corrupt its layout or raise)"
            )
        }
        let data = dataSource.sections
        let plan = try SectionPlan(batch: batch, oldCount: displayed.count, newCount: data.count)
        let checker = ItemBatchChecker(batch: batch, displayed: displayed, data: data, plan: plan)
        try checker.validate()
        var result: [SectionData<Section, Item>] = []
        var finalPaths: [ItemIndexPath: ItemIndexPath] = [:]  // old position → position after the batch
        for newIndex in data.indices {
            guard let oldIndex = plan.origin[newIndex] else {
                result.append(data[newIndex])  // an inserted section is read from the data source
                continue
            }
            var section = displayed[oldIndex]
            let cells = try checker.cellsAfterUpdate(newSection: newIndex, oldSection: oldIndex)
            section.items = cells.map(\.item)
            for (index, cell) in cells.enumerated() {
                if let origin = cell.origin {
                    finalPaths[origin] = ItemIndexPath(item: index, section: newIndex)
                }
            }
            result.append(section)
        }
        for update in batch.sectionUpdates { result[update.to].section = data[update.to].section }
        for update in batch.itemUpdates {
            guard let path = finalPaths[update.from] else {
                throw UIKitInconsistency(
                    description: "reloaded item \(update.from) vanished during the update")
            }
            result[path.section].items[path.item] = data[path.section].items[path.item]
        }
        try Self.verify(result, against: data)
        displayed = result
    }

    private static func verify(
        _ shown: [SectionData<Section, Item>], against data: [SectionData<Section, Item>]
    )
        throws(UIKitInconsistency)
    {
        for (index, (cell, truth)) in zip(shown, data).enumerated() {
            guard cell.section.diffIdentifier == truth.section.diffIdentifier else {
                throw UIKitInconsistency(
                    description:
                        "section \(index) shows \(cell.section.diffIdentifier) but the data source has \(truth.section.diffIdentifier)"
                )
            }
            guard cell.section.isContentEqual(to: truth.section) else {
                throw UIKitInconsistency(
                    description: "section \(index) shows stale content for \(truth.section.diffIdentifier)")
            }
            for (item, (shownItem, trueItem)) in zip(cell.items, truth.items).enumerated() {
                guard shownItem.diffIdentifier == trueItem.diffIdentifier else {
                    throw UIKitInconsistency(
                        description:
                            "cell [\(index), \(item)] shows \(shownItem.diffIdentifier) but the data source has \(trueItem.diffIdentifier)"
                    )
                }
                guard shownItem.isContentEqual(to: trueItem) else {
                    throw UIKitInconsistency(
                        description:
                            "cell [\(index), \(item)] shows stale content for \(trueItem.diffIdentifier)")
                }
            }
        }
    }
}
