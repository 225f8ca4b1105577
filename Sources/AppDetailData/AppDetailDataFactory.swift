import AppDetailDomain
import Foundation

/// Builds the Data layer's implementations behind their Domain protocols; the composition root
/// calls this and never sees a concrete type.
public enum AppDetailDataFactory {
    /// The repository over the Lookup API and the SQLite cache.
    ///
    /// - Parameters:
    ///   - configuration: endpoint and cache directory.
    ///   - now: the clock that stamps fetched answers.
    ///   - warn: receives one sentence for every problem worked around (a damaged cache moved
    ///     aside, a cache that cannot be used, an answer that could not be saved).
    public static func makeRepository(
        configuration: AppDetailDataConfiguration,
        now: @escaping @Sendable () -> Date,
        warn: @escaping @Sendable (String) -> Void
    ) -> any AppDetailRepository {
        let client = ITunesLookupClient(
            baseURL: configuration.endpoint,
            transport: URLSessionTransport(limits: .standard),
            retry: .standard,
            sleep: { try await Task.sleep(for: $0) },
            random: { Double.random(in: 0...1) }
        )
        let cache = configuration.cacheDirectory.flatMap { directory in
            CacheOpener.open(CacheLocation.file(in: directory), now: now(), warn: warn)
        }
        return CachingAppDetailRepository(client: client, cache: cache, now: now, warn: warn)
    }
}
