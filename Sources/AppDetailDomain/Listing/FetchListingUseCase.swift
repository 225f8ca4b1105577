import Foundation

/// Gets one app detail under a ``CachePolicy``, from an ``ListingRepository``.
///
/// - ``CachePolicy/standard``: a cached detail younger than `maxAge` is returned as is; otherwise
///   the store is asked, and if that fails for a passing reason (offline, throttled, server
///   error, malformed answer) the older cached detail is returned, marked
///   ``Freshness/Staleness/servedAfterFailure(_:)``.
/// - ``CachePolicy/refresh``: the store first, with the same fallback.
/// - ``CachePolicy/offline``: the cache only, whatever its age;
///   ``OfflineReason/notCached(_:_:)`` when it has nothing.
///
/// A "not found" or "not an iOS app" answer is never hidden behind a cached detail.
public struct FetchListingUseCase: Sendable {
    private let repository: any ListingRepository
    private let maxAge: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - repository: the cache and the store.
    ///   - maxAge: how long a cached detail counts as current (the CLI uses 24 hours).
    ///   - now: the clock, injected so that ages can be tested.
    public init(repository: any ListingRepository, maxAge: Duration, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.maxAge = maxAge
        self.now = now
    }

    /// The detail under `policy`.
    public func fetch(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy) async throws
        -> Fetched<Listing>
    {
        let loader = PolicyLoader.listing(lookup, in: storefront, from: repository, maxAge: maxAge, now: now)
        return try await loader.load(policy: policy) { _ in }
    }
}

extension PolicyLoader where Value == Listing {
    /// The loader of one listing: the repository's cache and store, and `notCached` naming the
    /// lookup and the store — the same ``PolicyLoader`` as the page's other parts.
    static func listing(
        _ lookup: AppLookup, in storefront: Storefront, from repository: any ListingRepository,
        maxAge: Duration, now: @escaping @Sendable () -> Date
    ) -> PolicyLoader<Listing> {
        PolicyLoader(
            maxAge: maxAge, now: now,
            cached: { try await repository.cachedListing(for: lookup, in: storefront) },
            fetch: { try await repository.fetchListing(for: lookup, in: storefront) },
            notCached: .offline(.notCached(lookup, storefront)))
    }
}
