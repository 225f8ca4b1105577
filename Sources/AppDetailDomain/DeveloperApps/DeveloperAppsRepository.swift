/// Where a developer's apps come from: a local cache and the store's artist lookup.
///
/// Implementations throw ``AppDetailError`` (or `CancellationError`); the cache policies are
/// applied by the use cases, as for ``ListingRepository``.
public protocol DeveloperAppsRepository: Sendable {
    /// The cached list of the developer's apps in the storefront, or `nil` when there is none.
    func cachedApps(by developer: Int64, in storefront: Storefront) async throws
        -> Stored<[AppSummary]>?

    /// Asks the store for the developer's apps and, only when the answer is good, caches it.
    func fetchApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]>
}
