import DiffableSections

extension ReviewItem: Diffable {
    /// The store's id of the review: a card that moves to the next page is the same card.
    public var diffIdentifier: String { id }
}
