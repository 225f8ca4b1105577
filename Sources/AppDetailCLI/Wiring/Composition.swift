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

    /// The use case the `show` command runs, over the repository. A cache that cannot be used
    /// costs one warning, and the page is fetched without it.
    func makeFetcher() -> any AppDetailFetching {
        var usable = cacheDirectory
        if let directory = cacheDirectory {
            if !FileManager.default.fileExists(atPath: CacheLocation.file(in: directory).path) {
                do {
                    seed(try AppDetailDataFactory.openCache(directory: directory, warn: ErrorReporter.warn))
                } catch {
                    let problem =
                        if case .cacheUnavailable(let detail) = error { "at \(detail)" } else {
                            error.message
                        }
                    ErrorReporter.warn(
                        "The cache \(problem); continuing without a cache. Choose a usable place with --cache-dir or $APPDETAIL_CACHE_DIR."
                    )
                    usable = nil
                }
            }
        } else {
            ErrorReporter.warn(
                "\(CacheDirectoryOption.noDirectory.message) Continuing without a cache; \(CacheDirectoryOption.noDirectory.hint ?? "")"
            )
        }
        let repository = AppDetailDataFactory.makeRepository(
            configuration: AppDetailDataConfiguration(
                endpoint: endpoint, cacheDirectory: usable, timeout: timeout),
            now: now, warn: ErrorReporter.warn)
        return FetchAppDetailUseCase(repository: repository, maxAge: Self.maxAge, now: now)
    }

    /// The cache for the `cache` commands.
    func openCache() throws -> any CacheAdministration {
        guard let directory = cacheDirectory else { throw CacheDirectoryOption.noDirectory }
        let isNew = !FileManager.default.fileExists(atPath: CacheLocation.file(in: directory).path)
        let cache = try AppDetailDataFactory.openCache(directory: directory, warn: ErrorReporter.warn)
        if isNew { seed(cache) }
        return cache
    }

    /// A new cache file holds the sample catalog, so that a first run without network has
    /// something to show. Failing to seed is only a warning.
    private func seed(_ cache: any CacheAdministration) {
        do {
            for answer in SampleCatalog.answers {
                _ = try cache.importAnswer(
                    Data(answer.utf8), fallback: .unitedStates, fetchedAt: SampleCatalog.capturedAt)
            }
            log("cache: created \(cache.fileURL.path) with \(SampleCatalog.apps.count) sample apps")
        } catch {
            ErrorReporter.warn("The new cache could not be seeded with the sample apps (\(error.message)).")
        }
    }
}
