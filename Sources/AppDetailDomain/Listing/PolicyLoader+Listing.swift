import Foundation

extension PolicyLoader where Value == Listing {
    /// The loader of one listing: the repository's cache and store, and `notCached` naming the
    /// lookup and the store — the same ``PolicyLoader`` as the page's other parts.
    static func listing(
        _ lookup: AppLookup, in storefront: Storefront, from repository: any ListingRepository,
        maxAge: Duration, now: @escaping @Sendable () -> Date
    ) -> PolicyLoader<Listing> {
        PolicyLoader(
            maxAge: maxAge, now: now,
            cached: { try await repository.cachedDetail(for: lookup, in: storefront) },
            fetch: { try await repository.fetchDetail(for: lookup, in: storefront) },
            notCached: .offline(.notCached(lookup, storefront)))
    }
}
