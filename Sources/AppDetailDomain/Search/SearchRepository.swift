/// Where searches are answered: a short-lived cache and the store's Search API.
///
/// Implementations throw ``AppDetailError`` (or `CancellationError`); the cache policies are
/// applied by ``SearchAppsUseCase``.
public protocol SearchRepository: Sendable {
    /// A cached answer that covers the query (same normalized term and storefront, at least as
    /// many results or all there were), or `nil`.
    func cachedSearch(for query: SearchQuery) async throws -> Stored<SearchResults>?

    /// Asks the store and, only when the answer is good, caches it — and every app in it, so
    /// that a `show` of any result works offline right after.
    func search(_ query: SearchQuery) async throws -> Stored<SearchResults>
}
