/// The developers' apps, with every request to the store taken from a ``RequestAllowance``.
struct AllowedDeveloperApps: DeveloperAppsRepository {
    let base: any DeveloperAppsRepository
    let allowance: RequestAllowance

    func cachedApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]>? {
        try await base.cachedApps(by: developer, in: storefront)
    }

    func fetchApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]> {
        try await allowance.send { try await base.fetchApps(by: developer, in: storefront) }
    }
}
