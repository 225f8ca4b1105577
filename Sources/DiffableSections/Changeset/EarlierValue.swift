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
