import Foundation

/// Something the store sent, with the moment it was fetched.
public struct Stored<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What the store sent.
    public let value: Value
    /// When the store sent it.
    public let fetchedAt: Date

    /// Pairs a value with its fetch time.
    public init(value: Value, fetchedAt: Date) {
        self.value = value
        self.fetchedAt = fetchedAt
    }
}
