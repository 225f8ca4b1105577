/// An item whose identity stayed and whose content changed, with its positions before and after.
public struct ItemUpdate<Item: Sendable>: Sendable {
    /// Its position in the old data: use this inside `performBatchUpdates` (as reloads require).
    public var from: ItemIndexPath
    /// Its position in the new data: use this after the batch has been applied.
    public var to: ItemIndexPath
    /// The new value.
    public var item: Item

    /// An update.
    public init(from: ItemIndexPath, to: ItemIndexPath, item: Item) {
        self.from = from
        self.to = to
        self.item = item
    }
}

extension ItemUpdate: Equatable where Item: Equatable {}
