/// The listings, with every request to the store taken from a ``RequestAllowance`` (a lookup of
/// many ids takes one per ``AppDetailRepositoryLimits/idsPerLookup``).
struct AllowedListings: AppDetailRepository {
    let base: any AppDetailRepository
    let allowance: RequestAllowance

    func cachedDetail(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<AppDetail>? {
        try await base.cachedDetail(for: lookup, in: storefront)
    }

    func fetchDetail(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<AppDetail> {
        try await allowance.send { try await base.fetchDetail(for: lookup, in: storefront) }
    }

    func fetchDetails(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
        let per = AppDetailRepositoryLimits.idsPerLookup
        return try await allowance.send((ids.count + per - 1) / per) {
            try await base.fetchDetails(for: ids, in: storefront)
        }
    }

    func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront] {
        try await base.cachedStorefronts(for: lookup)
    }
}
