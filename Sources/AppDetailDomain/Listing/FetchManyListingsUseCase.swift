import Foundation

/// Gets many listings under a ``CachePolicy`` with as few requests as the store allows: the
/// listings that need the store (all under ``CachePolicy/refresh``; those not cached or older
/// than `maxAge` under ``CachePolicy/standard``; none ``CachePolicy/offline``) go to
/// ``ListingRepository/fetchListings(for:in:)`` together, ≤ 200 ids a request.
///
/// After a passing failure the cached listings, however old, are used and marked as served
/// after it, as for one listing.
public struct FetchManyListingsUseCase: Sendable {
    private let repository: any ListingRepository
    private let aging: CacheAging

    /// - Parameters:
    ///   - repository: the cache and the store.
    ///   - maxAge: how long a cached listing counts as current.
    ///   - now: the clock.
    public init(repository: any ListingRepository, maxAge: Duration, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.aging = CacheAging(maxAge: maxAge, now: now)
    }

    /// The listings of `ids` (each once, in the order given) under `policy`.
    public func listings(for ids: [AppID], in storefront: Storefront, policy: CachePolicy) async throws
        -> ManyListings
    {
        let unique = ids.firstOccurrences()
        try Task.checkCancellation()
        let cached = (try? await repository.cachedListings(for: unique, in: storefront)) ?? [:]
        let needed: [AppID] =
            switch policy {
            case .offline: []
            case .standard: unique.filter { id in cached[id].map { !aging.isCurrent($0) } ?? true }
            case .refresh: unique
            }
        let asked = Set(needed)
        var found: [AppID: Fetched<Listing>] = [:]
        for id in unique where !asked.contains(id) {
            if let stored = cached[id] { found[id] = aging.fetchedByAge(stored) }
        }
        guard !needed.isEmpty else {
            return ManyListings(
                found: found, goneFromStore: [], unreadable: [:],
                unavailable: unique.filter { found[$0] == nil },
                error: nil)
        }
        do {
            let fetched = try await repository.fetchListings(for: needed, in: storefront)
            for (id, stored) in fetched.found {
                found[id] = Fetched(
                    value: stored.value,
                    freshness: Freshness(source: .network, fetchedAt: stored.fetchedAt, staleness: .current))
            }
            // A record that could not be read is not a listing gone: the cached one stays, marked.
            for (id, error) in fetched.unreadable {
                if let stored = cached[id] {
                    found[id] = aging.fetched(stored, staleness: .servedAfterFailure(error))
                }
            }
            return ManyListings(
                found: found,
                goneFromStore: needed.filter { fetched.found[$0] == nil && fetched.unreadable[$0] == nil },
                unreadable: fetched.unreadable, unavailable: [], error: nil)
        } catch let error as AppDetailError where error.isRetryable {
            for id in needed {
                if let stored = cached[id] {
                    found[id] = aging.fetched(stored, staleness: .servedAfterFailure(error))
                }
            }
            return ManyListings(
                found: found, goneFromStore: [], unreadable: [:],
                unavailable: unique.filter { found[$0] == nil },
                error: error)
        }
    }

    /// The 0.1.0 name of ``listings(for:in:policy:)``.
    @available(*, deprecated, renamed: "listings(for:in:policy:)")
    public func details(for ids: [AppID], in storefront: Storefront, policy: CachePolicy) async throws
        -> ManyListings
    {
        try await listings(for: ids, in: storefront, policy: policy)
    }
}
