/// Where listings come from: a local cache and the store, speaking only domain types.
///
/// The cache policies (``CachePolicy``) are decided by the use cases (``FetchListingUseCase``,
/// ``ObserveAppPageUseCase``) on top of these operations, so every implementation gets them
/// right in the same way. Implementations throw ``AppDetailError`` (or `CancellationError`).
public protocol ListingRepository: Sendable {
    /// The cached listing for this lookup and storefront, or `nil` when there is none.
    ///
    /// Throws ``AppDetailError/cacheUnavailable(_:)`` when the cache cannot be read.
    func cachedListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>?

    /// The cached listings of many apps in one storefront, read together: an app with no
    /// cached listing (or one that cannot be read) is not in the answer.
    ///
    /// A repository that does not read them together gets one ``cachedListing(for:in:)`` an app.
    /// Throws ``AppDetailError/cacheUnavailable(_:)`` when the cache cannot be read.
    func cachedListings(for ids: [AppID], in storefront: Storefront) async throws -> [AppID: Stored<Listing>]

    /// Asks the store for the listing and, only when that succeeds, keeps it in the cache.
    ///
    /// An error, an empty answer or a throttled answer is never cached, and a failure never
    /// removes a cached entry.
    func fetchListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>

    /// Asks the store for many apps in as few requests as it allows (at most
    /// ``ListingLimits/idsPerLookup`` ids a request, longer lists in turn) and
    /// caches each app as its own lookup would be, one transaction per answer.
    ///
    /// An id the store does not know is in neither of the answer's lists; a record that cannot
    /// be read is ``ListingsAnswer/unreadable`` and never cached; a result for an id not asked
    /// is ignored and never cached. Throws as ``fetchListing(for:in:)`` does when a request fails.
    func fetchListings(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer

    /// The storefronts whose cache holds this lookup, for choosing one when a person named none
    /// and the network is not to be used; empty when none does.
    func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront]
}

extension ListingRepository {
    /// One ``cachedListing(for:in:)`` an app, each failure read as no listing.
    public func cachedListings(for ids: [AppID], in storefront: Storefront) async throws -> [AppID: Stored<
        Listing
    >] {
        var found: [AppID: Stored<Listing>] = [:]
        for id in ids {
            try Task.checkCancellation()
            found[id] = try? await cachedListing(for: .id(id), in: storefront)
        }
        return found
    }

    /// The 0.1.0 name of ``cachedListing(for:in:)``.
    @available(*, deprecated, renamed: "cachedListing(for:in:)")
    public func cachedDetail(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<
        Listing
    >? {
        try await cachedListing(for: lookup, in: storefront)
    }

    /// The 0.1.0 name of ``fetchListing(for:in:)``.
    @available(*, deprecated, renamed: "fetchListing(for:in:)")
    public func fetchDetail(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>
    {
        try await fetchListing(for: lookup, in: storefront)
    }

    /// The 0.1.0 name of ``fetchListings(for:in:)``.
    @available(*, deprecated, renamed: "fetchListings(for:in:)")
    public func fetchDetails(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
        try await fetchListings(for: ids, in: storefront)
    }
}

/// Limits of the store's Lookup API that every ``ListingRepository`` keeps to.
public enum ListingLimits {
    /// The ids one lookup request answers (the store answers about 200).
    public static let idsPerLookup = 200
}
