// The cache as its owner sees it, and a page read from it alone.
import AppDetailData
import AppDetailDomain
import Foundation

// snippet.hide
func inspectCache() async throws {
    // snippet.show
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("appdetail")
    let cache = try AppDetailDataFactory.openCache(
        directory: directory, seed: nil, warn: { print("warning:", $0) })
    let status = try cache.status()
    print(status.fileURL.path, status.entryCount, status.migrations.last ?? "", status.isReadOnly)

    let repository = AppDetailDataFactory.makePageSources(
        configuration: AppDetailDataConfiguration(
            endpoint: AppDetailDataConfiguration.appStoreEndpoint, cacheDirectory: directory,
            timeout: .seconds(10), seed: nil),
        now: { Date() }, warn: { print("warning:", $0) }
    ).listings
    let fetch = FetchListingUseCase(repository: repository, maxAge: .seconds(86_400), now: { Date() })
    do {
        let fetched = try await fetch.fetch(
            AppLookup(parsing: "284882215"), in: .unitedStates, policy: .offline)
        print(fetched.value.name, fetched.freshness.fetchedAt, fetched.freshness.isStale)
    } catch AppDetailError.offline(.notCached) {
        print("Not cached yet: load it once with the network.")
    }
    // snippet.hide
}
