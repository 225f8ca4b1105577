/// What refreshing cached listings came to: each store's tally, in the order they were asked,
/// and the totals over all of them.
public struct ListingRefresh: Hashable, Sendable {
    /// Each store's tally, in the order the stores were asked.
    public var stores: [StoreRefresh] = []

    /// An empty tally.
    public init() {}

    /// Apps whose listing the store answered with changes, in every store.
    public var refreshed: [AppID] { stores.flatMap(\.refreshed) }
    /// Apps the store answered with the listing the cache held, in every store.
    public var unchanged: [AppID] { stores.flatMap(\.unchanged) }
    /// Apps no longer sold in their store (their cached listing is kept), in every store.
    public var goneFromStore: [AppID] { stores.flatMap(\.goneFromStore) }
    /// Apps that failed, in every store.
    public var failed: [AppID] { stores.flatMap(\.failed) }
    /// Apps never asked for, in every store (each store says why).
    public var notAsked: [AppID] { stores.flatMap(\.notAsked) }
    /// Every store's problems, in order.
    public var problems: [AppDetailError] { stores.flatMap(\.problems) }
    /// How many lookups were asked in all.
    public var requests: Int { stores.reduce(0) { $0 + $1.requests } }
    /// Whether every app of every store was answered and kept.
    public var isComplete: Bool { stores.allSatisfy(\.isComplete) }
}
