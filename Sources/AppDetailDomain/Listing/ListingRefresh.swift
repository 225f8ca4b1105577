/// What refreshing cached listings came to, app by app.
public struct ListingRefresh: Hashable, Sendable {
    /// Apps whose listing the store answered with changes.
    public var refreshed: [AppID] = []
    /// Apps the store answered with the listing the cache held.
    public var unchanged: [AppID] = []
    /// Apps the store answered without: no longer sold in the storefront. Their cached listing
    /// is kept (nothing is removed; `cache remove` does that).
    public var goneFromStore: [AppID] = []
    /// Apps whose batch failed, whose record in the answer could not be read, or whose answer
    /// could not be saved; their cached listing is as it was.
    public var failed: [AppID] = []
    /// Why: one per failed batch, one per record that could not be read, and the cache's reason
    /// once per batch it could not keep.
    public var problems: [AppDetailError] = []
    /// How many lookups were asked.
    public var requests = 0

    /// An empty tally.
    public init() {}

    /// Adds another storefront's tally.
    public mutating func add(_ other: ListingRefresh) {
        refreshed += other.refreshed
        unchanged += other.unchanged
        goneFromStore += other.goneFromStore
        failed += other.failed
        problems += other.problems
        requests += other.requests
    }
}
