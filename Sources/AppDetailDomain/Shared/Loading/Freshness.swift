import Foundation

/// Where a detail came from and how far to trust it.
public struct Freshness: Hashable, Sendable {
    /// Where the detail was read.
    public let source: Source
    /// When the store sent it.
    public let fetchedAt: Date
    /// Whether it is current.
    public let staleness: Staleness

    /// A freshness record.
    public init(source: Source, fetchedAt: Date, staleness: Staleness) {
        self.source = source
        self.fetchedAt = fetchedAt
        self.staleness = staleness
    }

    /// Whether the detail may be out of date.
    public var isStale: Bool { staleness != .current }

    /// Where a detail was read.
    public enum Source: String, Hashable, Sendable {
        /// The store answered just now.
        case network
        /// The local cache.
        case cache
        /// Sample data a program stored in its cache (read from the cache, but never the store's
        /// answer).
        case sample
    }

    /// Whether a detail is current, and if not, why it is shown anyway.
    public enum Staleness: Hashable, Sendable {
        /// Fetched just now, or cached within the maximum age.
        case current
        /// Cached longer ago than the maximum age; a newer one may follow.
        case expired
        /// Shown because asking the store failed with this error.
        case servedAfterFailure(AppDetailError)
    }
}

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
