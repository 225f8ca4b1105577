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
    public var problems: [AppDetailError] = []
    /// How many lookups were asked.
    public var requests = 0

    /// An empty tally for `storefront`.
    public init(storefront: Storefront) {
        self.storefront = storefront
    }

    /// Whether every app was answered and kept (refreshed, unchanged or gone from the store).
    public var isComplete: Bool { failed.isEmpty && notAsked.isEmpty }
}
