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
            requester: storeRequester(endpoint: configuration.endpoint, timeout: configuration.timeout))
        let cache = configuration.cacheDirectory.flatMap { directory in
            CacheOpener.openIfPossible(CacheLocation.file(in: directory), warn: warn)
        }
        return CachingAppDetailRepository(client: client, cache: cache, now: now, warn: warn)
    }

    /// The cache in `directory` for inspecting, clearing and importing, opened and migrated the
    /// way the repository opens it (a damaged file is moved aside and replaced, with a warning; a
    /// file that cannot be written is opened read-only).
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(detail:)`` naming the path and the problem
    ///   when no cache can be used there.
    public static func openCache(
        directory: URL, warn: @escaping @Sendable (String) -> Void
    ) throws(AppDetailError) -> any CacheAdministration {
        do {
            return try CacheOpener.open(CacheLocation.file(in: directory), warn: warn)
        } catch {
            throw .cacheUnavailable(detail: error.description)
        }
    }

    /// The requester every store client shares: the platform's transport, the standard limits
    /// and retries.
    static func storeRequester(endpoint: URL, timeout: Duration) -> StoreRequester {
        let standard = TransportLimits.standard
        let limits = TransportLimits(
            connectTimeout: min(standard.connectTimeout, timeout), overallTimeout: timeout,
            maximumBodyBytes: standard.maximumBodyBytes)
        return StoreRequester(
            endpoint: endpoint, transport: PlatformTransport.make(limits: limits), limits: limits,
            retry: .standard, sleep: { try await Task.sleep(for: $0) }, random: { Double.random(in: 0...1) })
    }

    /// The decoder for saved Lookup and Search answers.
    public static func makeAnswerDecoder() -> any LookupAnswerDecoding {
        LookupAnswerDecoder()
    }
}
