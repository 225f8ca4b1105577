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
