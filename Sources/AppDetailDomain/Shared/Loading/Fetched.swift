/// Something the store sent, with where it was read and how fresh it is.
public struct Fetched<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What the store sent.
    public let value: Value
    /// Its source and age.
    public let freshness: Freshness

    /// Pairs a value with its freshness.
    public init(value: Value, freshness: Freshness) {
        self.value = value
        self.freshness = freshness
    }
}
