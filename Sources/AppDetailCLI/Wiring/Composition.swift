import AppDetailData
import AppDetailDomain
import Foundation

/// Wires the concrete Data implementations behind the Domain's protocols for one command.
struct Composition {
    /// How long a cached answer is used without asking the store.
    static let maxAge = Duration.seconds(24 * 60 * 60)

    let cacheDirectory: URL
    let endpoint: URL
    let log: VerboseLog
    let now: @Sendable () -> Date

    /// The use case the `show` command runs, over the repository.
    func makeFetcher() -> any AppDetailFetching {
        seedIfNew()
        let repository = AppDetailDataFactory.makeRepository(
            configuration: AppDetailDataConfiguration(endpoint: endpoint, cacheDirectory: cacheDirectory),
            now: now, warn: ErrorReporter.warn)
        return FetchAppDetailUseCase(repository: repository, maxAge: Self.maxAge, now: now)
    }

    /// The cache for the `cache` commands.
    func openCache() throws(AppDetailError) -> any CacheAdministration {
        seedIfNew()
        return try AppDetailDataFactory.openCache(
            directory: cacheDirectory, now: now(), warn: ErrorReporter.warn)
    }

    /// A cache file that does not exist yet is created holding the sample catalog, so that a
    /// first run without network has something to show. Failing to seed is only a warning.
    private func seedIfNew() {
        let file = CacheLocation.file(in: cacheDirectory)
        guard !FileManager.default.fileExists(atPath: file.path) else { return }
        do {
            let cache = try AppDetailDataFactory.openCache(
                directory: cacheDirectory, now: now(), warn: ErrorReporter.warn)
            for answer in SampleCatalog.answers {
                _ = try cache.importAnswer(
                    Data(answer.utf8), fallback: .unitedStates, fetchedAt: SampleCatalog.capturedAt)
            }
            log("cache: created \(file.path) with \(SampleCatalog.apps.count) sample apps")
        } catch {
            ErrorReporter.warn("The new cache could not be seeded with the sample apps (\(error.message)).")
        }
    }
}
