/// Where a refresh is: how many apps are done of how many, and the store it is waiting for.
public struct RefreshProgress: Hashable, Sendable {
    /// Apps done (answered, failed or left unasked).
    public let done: Int
    /// Apps to refresh in every store.
    public let total: Int
    /// The store asked now (or asked last, once everything is done).
    public let storefront: Storefront

    /// A progress report.
    public init(done: Int, total: Int, storefront: Storefront) {
        self.done = done
        self.total = total
        self.storefront = storefront
    }
}

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
    /// Every store's errors, in order.
    public var errors: [AppDetailError] { stores.flatMap(\.errors) }

    /// The 0.1.0 name of ``errors``.
    @available(*, deprecated, renamed: "errors")
    public var problems: [AppDetailError] { errors }
    /// How many lookups were asked in all.
    public var requests: Int { stores.reduce(0) { $0 + $1.requests } }
    /// Whether every app of every store was answered and kept.
    public var isComplete: Bool { stores.allSatisfy(\.isComplete) }
}

/// What refreshing one store's cached listings came to, app by app.
public struct StoreRefresh: Hashable, Sendable {
    /// The store.
    public let storefront: Storefront
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
    /// Apps never asked for, because of ``stop``; their cached listing is as it was.
    public var notAsked: [AppID] = []
    /// Why some apps were not asked for, or `nil` when every app was.
    public var stop: RefreshStop?
    /// Why apps failed: one per failed batch, one per record that could not be read, and the
    /// cache's reason once per batch it could not keep.
    public var errors: [AppDetailError] = []
    /// How many lookups were asked.
    public var requests = 0

    /// An empty tally for `storefront`.
    public init(storefront: Storefront) {
        self.storefront = storefront
    }

    /// The 0.1.0 name of ``errors``.
    @available(*, deprecated, renamed: "errors")
    public var problems: [AppDetailError] {
        get { errors }
        set { errors = newValue }
    }

    /// Whether every app was answered and kept (refreshed, unchanged or gone from the store).
    public var isComplete: Bool { failed.isEmpty && notAsked.isEmpty }
}

/// Why a refresh left a store's remaining apps unasked.
public enum RefreshStop: Hashable, Sendable {
    /// The time given to the whole refresh ran out.
    case timeRanOut
    /// This store used up its share of the time (the stores share what is left by how many
    /// requests each needs); the stores after it were still asked.
    case storeTooSlow
    /// The store is limiting requests: asking again at once only prolongs it, so no store was
    /// asked after that answer.
    case throttled
}
