/// The store pages, with every request to the store taken from a ``RequestAllowance``.
struct AllowedStorePages: StorePageRepository {
    let base: any StorePageRepository
    let allowance: RequestAllowance

    func cachedStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>? {
        try await base.cachedStorePage(for: id, in: storefront)
    }

    func fetchStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails> {
        try await allowance.send { try await base.fetchStorePage(for: id, in: storefront) }
    }
}
