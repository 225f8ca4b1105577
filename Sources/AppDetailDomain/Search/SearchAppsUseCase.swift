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
