import AppDetailDomain
import Foundation

/// The ``DeveloperAppsRepository`` over the Lookup API and the SQLite cache: only an answer the
/// parser accepted is cached, one per developer and storefront (the app on screen is left out
/// later, so every app of the developer shares the entry).
struct CachingDeveloperAppsRepository: DeveloperAppsRepository {
    let client: DeveloperAppsClient
    let cache: FeedCache
    let now: @Sendable () -> Date

    func cachedApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]>? {
        try cache.read(Self.key(developer, storefront)) { data throws(AppDetailError) in
            try DeveloperAppsParser.apps(from: data, developer: developer)
        }
    }

    func fetchApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]> {
        let answer = try await client.fetch(developer, in: storefront)
        let fetchedAt = now()
        cache.save(answer.body, for: Self.key(developer, storefront), fetchedAt: fetchedAt)
        return Stored(value: answer.apps, fetchedAt: fetchedAt)
    }

    static func key(_ developer: Int64, _ storefront: Storefront) -> FeedKey {
        FeedKey(
            kind: .developerApps, subject: developer, country: storefront.country,
            language: storefront.language ?? "", variant: "")
    }
}
