import AppDetailData
import AppDetailDomain
import Foundation

/// Wires the concrete Data implementations behind the Domain's protocols for one command.
struct Composition {
    /// How long a cached answer is used without asking the store.
    static let maxAge = Duration.seconds(24 * 60 * 60)

    /// The cache directory, or `nil` when the environment names none.
    let cacheDirectory: URL?
    let endpoint: URL
    let timeout: Duration
    let log: VerboseLog
    let now: @Sendable () -> Date

    /// The sample catalog, stored once in a cache's life so that a first run without network
    /// has something to show.
    static let sampleSeed = CacheSeed(
        key: "sample-catalog", answers: SampleCatalog.answers.map { Data($0.utf8) }, fallback: .unitedStates,
        fetchedAt: SampleCatalog.capturedAt)

    /// The use case the `show` command runs, over the repository. A cache that cannot be used
    /// costs one warning, and the page is fetched without it.
    func makeFetcher() -> any AppDetailFetching {
        if cacheDirectory == nil {
            let problem = CacheDirectoryOption.noDirectory
            ErrorReporter.warn("\(problem.message) Continuing without a cache; \(problem.hint ?? "")")
        }
        let repository = AppDetailDataFactory.makeRepository(
            configuration: AppDetailDataConfiguration(
                endpoint: endpoint, cacheDirectory: cacheDirectory, timeout: timeout, seed: Self.sampleSeed),
            now: now, warn: ErrorReporter.warn)
        return FetchAppDetailUseCase(repository: repository, maxAge: Self.maxAge, now: now)
    }

    /// The cache for the `cache` commands.
    func openCache() throws -> any CacheAdministration {
        guard let directory = cacheDirectory else { throw CacheDirectoryOption.noDirectory }
        return try AppDetailDataFactory.openCache(
            directory: directory, seed: Self.sampleSeed, warn: ErrorReporter.warn)
    }
}
