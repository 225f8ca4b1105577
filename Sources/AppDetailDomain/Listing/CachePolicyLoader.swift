import Foundation

/// ``PolicyLoader`` over an ``AppDetailRepository``, shared by the fetch and observe use cases.
struct CachePolicyLoader: Sendable {
    let repository: any AppDetailRepository
    let maxAge: Duration
    let now: @Sendable () -> Date

    /// Loads under `policy`, calling `provisional` with the cached detail before the store is
    /// asked (when there is one), and returns the final answer.
    func load(
        _ lookup: AppLookup,
        in storefront: Storefront,
        policy: CachePolicy,
        provisional: (FetchedAppDetail) async -> Void
    ) async throws -> FetchedAppDetail {
        let repository = self.repository
        let loader = PolicyLoader<AppDetail>(
            maxAge: maxAge, now: now,
            cached: {
                try await repository.cachedDetail(for: lookup, in: storefront).map {
                    Stored(value: $0.detail, fetchedAt: $0.fetchedAt)
                }
            },
            fetch: {
                let stored = try await repository.fetchDetail(for: lookup, in: storefront)
                return Stored(value: stored.detail, fetchedAt: stored.fetchedAt)
            },
            notCached: .offline(.notCached(lookup, storefront)))
        let fetched = try await loader.load(policy: policy) { cached in
            await provisional(FetchedAppDetail(cached))
        }
        return FetchedAppDetail(fetched)
    }
}

extension FetchedAppDetail {
    /// The listing from the generic form.
    init(_ fetched: Fetched<AppDetail>) {
        self.init(detail: fetched.value, freshness: fetched.freshness)
    }
}
