/// An item that appears, with its position in the new data.
public struct ItemInsert<Item: Sendable>: Sendable {
    /// Where it appears, in the new data.
    public var at: ItemIndexPath
    /// The value.
    public var item: Item

    /// An insert.
    public init(at: ItemIndexPath, item: Item) {
        self.at = at
        self.item = item
    }
}

extension ItemInsert: Equatable where Item: Equatable {}
