/// Fills the cache with several apps' whole pages before they are opened, within a number of
/// requests: what a list screen (search results, a chart) calls for the rows about to appear,
/// so a tap opens a complete page at once, online or not.
public protocol AppPageWarming: Sendable {
    /// Makes every part of each app's page current in the cache, sending at most
    /// `requestLimit` requests to the store and none after a throttled answer.
    ///
    /// The listings go first, together (one request per 200 ids that need the store), then each
    /// app's other parts in the order of `ids`, so the first apps are the ones completed when
    /// the limit is reached; parts that are already current cost nothing, and a developer or a
    /// chart shared by several apps is asked once.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled (no request is sent
    ///   after it); a store's failure is reported per app in ``WarmedPages/failed``.
    func warm(_ ids: [AppID], in storefront: Storefront, requestLimit: Int) async throws -> WarmedPages
}
