/// Watches one app detail: what the cache has at once, then what the store says.
public protocol AppDetailObserving: Sendable {
    /// A sequence that yields the cached detail first (when there is one and the store will be
    /// asked), then the store's; it finishes after the last one or throws an ``AppDetailError``
    /// when nothing can be shown. Cancelling the consuming task stops the work.
    func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<Fetched<AppDetail>, any Error>
}
