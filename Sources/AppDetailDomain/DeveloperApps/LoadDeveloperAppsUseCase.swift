import Foundation

/// Loads a developer's apps under a ``CachePolicy``: a cached list younger than the maximum age
/// is used, an older one only after a passing failure or offline. A developer named by one of
/// their apps is found through that app's listing (cached or fetched under the same policy).
public struct LoadDeveloperAppsUseCase: Sendable {
    private let repository: any DeveloperAppsRepository
    private let listings: FetchListingUseCase
    private let maxAge: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - repository: the developers' app lists' cache and store.
    ///   - listings: finds the developer of an app named by its link or bundle id.
    ///   - maxAge: how long a cached list counts as current.
    ///   - now: the clock.
    public init(
        repository: any DeveloperAppsRepository, listings: FetchListingUseCase, maxAge: Duration,
        now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        self.listings = listings
        self.maxAge = maxAge
        self.now = now
    }

    /// The apps of the developer `reference` names, in `storefront`, under `policy`.
    ///
    /// - Throws: ``AppDetailError`` when there is nothing to show, or `CancellationError`.
    public func apps(of reference: DeveloperReference, in storefront: Storefront, policy: CachePolicy)
        async throws -> Fetched<DeveloperCatalog>
    {
        let developer: Int64
        var knownName: String?
        switch reference {
        case .developer(let id, _):
            developer = id
        case .app(let app):
            let listing = try await listings.fetch(app.lookup, in: storefront, policy: policy).value
            developer = listing.developer.id
            knownName = listing.developer.name
        }
        let repository = self.repository
        let loader = PolicyLoader<[AppSummary]>(
            maxAge: maxAge, now: now,
            cached: { try await repository.cachedApps(by: developer, in: storefront) },
            fetch: { try await repository.fetchApps(by: developer, in: storefront) },
            notCached: .offline(
                .partNotCached(
                    what:
                        "the list of developer \(developer)’s apps in the \(storefront.country.uppercased()) store"
                )))
        let loaded = try await loader.load(policy: policy) { _ in }
        let catalog = DeveloperCatalog(
            developerID: developer, developerName: knownName ?? loaded.value.first?.developer,
            apps: loaded.value)
        return Fetched(value: catalog, freshness: loaded.freshness)
    }
}
