/// The difference between two snapshots as one set of batch updates for
/// `UICollectionView.performBatchUpdates` or `UITableView.performBatchUpdates`.
///
/// Produced by ``DiffableSnapshot/batchUpdate(to:updateStyle:)``. It guarantees the rules UIKit
/// enforces, so applying it cannot raise an "invalid update" exception:
/// - deletes (sections and items) are old positions; inserts are new positions; moves go from an
///   old position to a new one, possibly into another section. UIKit processes deletes before
///   inserts, and so do ``apply(to:)`` and the count each section ends with;
/// - no position is both deleted and moved, and no target is both inserted and moved to;
/// - nothing is moved into or out of a section that is itself inserted or deleted: such items are
///   deleted and inserted instead, and the items of an inserted or deleted section are covered by
///   the section operation alone;
/// - an item whose content changed but which stays in place is listed in ``itemUpdates``, to be
///   reloaded at its old position inside the batch or reconfigured at its new one after it (with
///   ``UpdateStyle/deleteAndInsert``, deleted at the one and inserted at the other instead);
/// - no section moves while items change inside it (a delete, insert or move of an item in it, or
///   a reload inside the batch): `UICollectionView` can corrupt its layout or raise on that
///   shape, so such a section is deleted and inserted with its items instead
///   (``MovedSectionPolicy/rebuild``, the default; ``MovedSectionPolicy/move`` keeps the move);
/// - an item that moved **and** changed is deleted and inserted, so no cell keeps stale content
///   (UIKit cannot reload a moved item in the same batch). Use ``StagedChangeset`` to animate it
///   as a move followed by an update;
/// - moves are as few as possible: every item not moved keeps its relative order, and those items
///   form a longest increasing run of old positions;
/// - section content changes (``sectionUpdates``) are separate from item changes: apply them to
///   section headers after the batch, never as `reloadSections`, which would also reload items.
///
/// All lists are sorted by position.
public struct BatchUpdate<Section: Diffable, Item: Diffable>: Sendable {
    /// Old indices of deleted sections.
    public var sectionDeletes: [Int] = []
    /// Inserted sections with their items, at new indices.
    public var sectionInserts: [SectionInsert<Section, Item>] = []
    /// Sections moved from an old index to a new one, carrying their items.
    public var sectionMoves: [Move<Int>] = []
    /// Sections whose own content changed.
    public var sectionUpdates: [SectionUpdate<Section>] = []
    /// Old positions of deleted items.
    public var itemDeletes: [ItemIndexPath] = []
    /// Inserted items at new positions.
    public var itemInserts: [ItemInsert<Item>] = []
    /// Items moved from an old position to a new one, within or across sections.
    public var itemMoves: [Move<ItemIndexPath>] = []
    /// Items whose content changed in place.
    public var itemUpdates: [ItemUpdate<Item>] = []
    /// Whether ``itemUpdates`` should reload or reconfigure cells.
    public var updateStyle: UpdateStyle
    /// The snapshots this batch goes between, when ``DiffableSnapshot/batchUpdate(to:updateStyle:)``
    /// made it: what ``oldIndexPath(for:)`` and ``newIndexPath(for:)`` read.
    @usableFromInline var endpoints: BatchEndpoints<Section, Item>?

    /// An empty batch.
    public init(updateStyle: UpdateStyle) {
        self.updateStyle = updateStyle
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { changeCount == 0 }

    /// How many operations the batch holds.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionUpdates.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemUpdates.count
    }
}

extension BatchUpdate: Equatable where Section: Equatable, Item: Equatable {
    /// Two batches are equal when they hold the same operations and update style, whatever
    /// snapshots they were computed from.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionDeletes == rhs.sectionDeletes && lhs.sectionInserts == rhs.sectionInserts
            && lhs.sectionMoves == rhs.sectionMoves && lhs.sectionUpdates == rhs.sectionUpdates
            && lhs.itemDeletes == rhs.itemDeletes && lhs.itemInserts == rhs.itemInserts
            && lhs.itemMoves == rhs.itemMoves && lhs.itemUpdates == rhs.itemUpdates
            && lhs.updateStyle == rhs.updateStyle
    }
}
