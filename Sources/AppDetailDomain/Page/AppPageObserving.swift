/// Watches an app's whole page as its parts arrive.
public protocol AppPageObserving: Sendable {
    /// A sequence of pages: one each time a part arrives, fails or is served from the cache. It
    /// finishes once every part has settled, or throws the listing's ``AppDetailError`` when
    /// there is no listing to show (the other parts' failures are only their parts' states).
    /// Cancelling the consuming task stops every request.
    func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<AppPage, any Error>
}
