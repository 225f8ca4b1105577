import Foundation

/// Something the store sent, with the moment it was fetched.
public struct Stored<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What the store sent.
    public let value: Value
    /// When the store sent it.
    public let fetchedAt: Date
    /// Whether it is sample data a program stored in its cache, not an answer of the store.
    public let isSample: Bool

    /// Pairs a value with its fetch time; `isSample` marks data that did not come from the store.
    public init(value: Value, fetchedAt: Date, isSample: Bool = false) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.isSample = isSample
    }
}
