/// The two snapshots a batch was computed between, shared with them (nothing is copied).
@usableFromInline
final class BatchEndpoints<Section: Diffable, Item: Diffable>: Sendable {
    @usableFromInline let old: DiffableSnapshot<Section, Item>
    @usableFromInline let new: DiffableSnapshot<Section, Item>

    @usableFromInline
    init(old: DiffableSnapshot<Section, Item>, new: DiffableSnapshot<Section, Item>) {
        self.old = old
        self.new = new
    }
}

extension BatchUpdate {
    /// Where the item with identity `id` was before this batch — its index path in the old
    /// snapshot — or `nil` when it was not there or the batch was not made by
    /// ``DiffableSnapshot/batchUpdate(to:updateStyle:)`` (IGListKit's `oldIndexPathForIdentifier:`).
    /// With repeated identities, the first occurrence's.
    public func oldIndexPath(for id: Item.DiffIdentifier) -> ItemIndexPath? {
        endpoints?.old.indexPath(ofItem: id)
    }

    /// Where the item with identity `id` is after this batch — its index path in the new snapshot —
    /// or `nil` when it is not there or the batch was not made by
    /// ``DiffableSnapshot/batchUpdate(to:updateStyle:)`` (IGListKit's `newIndexPathForIdentifier:`).
    public func newIndexPath(for id: Item.DiffIdentifier) -> ItemIndexPath? {
        endpoints?.new.indexPath(ofItem: id)
    }
}

/// A changed item's old value at its new position: what the stages before the updates show.
@usableFromInline
struct EarlierValue<Item: Sendable>: Sendable {
    @usableFromInline let path: ItemIndexPath
    @usableFromInline let item: Item

    @inlinable
    init(path: ItemIndexPath, item: Item) {
        self.path = path
        self.item = item
    }
}
