/// Where a store page's details come from: a local cache and the App Store's web page (or its
/// media API).
///
/// Implementations throw ``AppDetailError`` (or `CancellationError`); the cache policies are
/// applied by the use cases, as for ``ListingRepository``.
public protocol StorePageRepository: Sendable {
    /// The cached details of the app's page in the storefront, or `nil` when there are none.
    func cachedStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>?

    /// Reads the app's page from the store and, only when it could be read, caches it.
    func fetchStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>
}
