import Foundation

/// Searches under a ``CachePolicy``: a cached answer younger than the maximum age is used, an
/// older one only after a passing failure or offline.
public struct SearchAppsUseCase: AppSearching {
    private let repository: any SearchRepository
    private let maxAge: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - repository: the searches' cache and store.
    ///   - maxAge: how long a cached search counts as current.
    ///   - now: the clock.
    public init(repository: any SearchRepository, maxAge: Duration, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.maxAge = maxAge
        self.now = now
    }

    /// The results under `policy`.
    public func search(_ query: SearchQuery, policy: CachePolicy) async throws -> Fetched<SearchResults> {
        let repository = self.repository
        let loader = PolicyLoader<SearchResults>(
            maxAge: maxAge, now: now,
            cached: { try await repository.cachedSearch(for: query) },
            fetch: { try await repository.search(query) },
            notCached: .offline(
                .partNotCached(
                    what:
                        "the search for “\(query.term)” in the \(query.storefront.country.uppercased()) store"
                )))
        return try await loader.load(policy: policy) { _ in }
    }
}

/// Finds apps.
public protocol AppSearching: Sendable {
    /// The results of `query` under `policy`.
    ///
    /// - Throws: ``AppDetailError`` when there is nothing to show, or `CancellationError`.
    func search(_ query: SearchQuery, policy: CachePolicy) async throws -> Fetched<SearchResults>
}

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

/// What a search found: iOS apps in the store's ranking, and what was left out and why.
public struct SearchResults: Hashable, Sendable {
    /// The apps, best match first.
    public let apps: [AppSummary]
    /// One sentence per result left out, such as "result 3: … is not an iOS app (“mac-software”)".
    public let skipped: [String]

    /// Results.
    public init(apps: [AppSummary], skipped: [String]) {
        self.apps = apps
        self.skipped = skipped
    }
}
