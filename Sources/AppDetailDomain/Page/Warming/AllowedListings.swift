/// The listings, with every request to the store taken from a ``RequestAllowance`` (a lookup of
/// many ids takes one per ``ListingLimits/idsPerLookup``).
struct AllowedListings: ListingRepository {
    let base: any ListingRepository
    let allowance: RequestAllowance

    func cachedDetail(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>? {
        try await base.cachedDetail(for: lookup, in: storefront)
    }

    func fetchDetail(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing> {
        try await allowance.send { try await base.fetchDetail(for: lookup, in: storefront) }
    }

    func fetchDetails(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
        let per = ListingLimits.idsPerLookup
        return try await allowance.send((ids.count + per - 1) / per) {
            try await base.fetchDetails(for: ids, in: storefront)
        }
    }

    func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront] {
        try await base.cachedStorefronts(for: lookup)
    }
}
