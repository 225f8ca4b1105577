import AppDetailDomain
import AppDetailTransport
import Foundation

/// Builds the Data layer's implementations behind their Domain protocols; the composition root
/// calls this and never sees a concrete type.
public enum AppDetailDataFactory {
    /// The repositories over one cache and one requester: the page's five sources (listings,
    /// reviews, developers' apps, charts, App Store pages), search, the history and the watch
    /// list.
    ///
    /// Their requests share one retry budget: retries of the Lookup retry policy (2) per minute
    /// in all, whichever source needs them, so the five requests of a page never multiply
    /// retries against the store's limit of about 20 calls a minute; after a throttled answer,
    /// only the request that saw it retries.
    ///
    /// - Parameters:
    ///   - configuration: endpoint, cache directory, time limit and seed.
    ///   - now: the clock that stamps fetched answers.
    ///   - warn: receives one sentence for every problem worked around (a damaged cache moved
    ///     aside, a cache that cannot be used, an answer that could not be saved).
    public static func makePageSources(
        configuration: AppDetailDataConfiguration,
        now: @escaping @Sendable () -> Date,
        warn: @escaping @Sendable (String) -> Void
    ) -> PageSources {
        var requester = storeRequester(
            endpoint: configuration.endpoint, timeout: configuration.timeout, proxies: configuration.proxies)
        requester.sharedDeadline = configuration.deadline
        var unusable: CacheReason?
        let cache = configuration.cacheDirectory.flatMap { directory -> SQLiteAppCache? in
            if let problem = CacheLocation.unreachable(directory) {
                // Not "no cache yet": a cache may be there, out of this user's reach.
                unusable = CacheReason(
                    path: CacheLocation.file(in: directory).path, detail: "cannot be reached (\(problem))",
                    remedy: .chooseAnotherPlace)
            }
            guard configuration.createsCache || CacheLocation.holdsCache(directory) else { return nil }
            return CacheOpener.openIfPossible(CacheLocation.file(in: directory), warn: warn) {
                unusable = $0
            }
        }
        requester.requestBudget = configuration.requestRate.map {
            RequestBudget(rate: $0, cache: cache, clock: { Date() })
        }
        // Seeding writes, so a reader that may not create the cache does not seed it either.
        if let cache, let seed = configuration.seed, configuration.createsCache {
            plant(seed, in: cache, warn: warn)
        }
        let feeds = FeedCache(cache: cache, warn: warn)
        // Every answer the store gives is recorded in the history as it is cached.
        let recording = HistoryRecording(recent: cache?.recentTexts)
        let history = SQLiteHistoryRepository(
            cache: cache, unusable: unusable,
            noCache: CacheReason(
                path: configuration.cacheDirectory?.path ?? "",
                detail: configuration.cacheDirectory == nil ? "no cache is kept" : "cannot hold a cache",
                remedy: .chooseAnotherPlace))
        return PageSources(
            listings: CachingListingRepository(
                client: ListingClient(requester: requester), cache: cache, history: recording, now: now,
                warn: warn),
            reviews: CachingReviewsRepository(
                client: ReviewsClient(requester: requester), cache: feeds, history: recording, now: now),
            developerApps: CachingDeveloperAppsRepository(
                client: DeveloperAppsClient(requester: requester), cache: feeds, now: now),
            search: CachingSearchRepository(
                client: SearchClient(requester: requester), cache: cache, now: now, warn: warn),
            charts: CachingChartRepository(
                client: ChartClient(requester: requester), cache: cache, history: recording, now: now,
                warn: warn),
            storePages: CachingStorePageRepository(
                client: StorePageClient(
                    pageRequester: requester.on(configuration.storePageEndpoint),
                    mediaRequester: requester.on(configuration.mediaAPIEndpoint),
                    mediaToken: configuration.mediaToken, warn: warn),
                cache: feeds, history: recording, now: now),
            history: history, watchList: history)
    }

    /// The cache in `directory` for inspecting, clearing and importing, opened and migrated the
    /// way the repository opens it (a damaged file is moved aside and replaced, with a warning; a
    /// file that cannot be written is opened read-only).
    ///
    /// - Throws: `AppDetailError.cacheUnavailable` naming the path and the problem
    ///   when no cache can be used there.
    ///
    /// - Parameters:
    ///   - directory: the folder that holds (or will hold) `cache.sqlite`.
    ///   - seed: answers stored once in the cache's life (see ``CacheSeed``), or `nil`.
    ///   - warn: receives one sentence for every problem worked around.
    public static func openCache(
        directory: URL, seed: CacheSeed?, warn: @escaping @Sendable (String) -> Void
    ) throws(AppDetailError) -> any CacheAdministration {
        let cache: SQLiteAppCache
        do {
            cache = try CacheOpener.open(CacheLocation.file(in: directory), warn: warn)
        } catch {
            throw .cacheUnavailable(error.cacheReason)
        }
        if let seed { plant(seed, in: cache, warn: warn) }
        return cache
    }

    /// The cache in `directory` opened as ``openCache(directory:seed:warn:)`` does — or, when its
    /// file cannot be used where it is (`CacheReason.Remedy.startAfresh`: a schema that cannot
    /// be upgraded), a new cache, the old file moved beside it (kept, never deleted) and named
    /// in the result. Any other problem is thrown as it is: a locked file, another program's
    /// database or a newer version's cache is never moved.
    ///
    /// - Throws: `AppDetailError.cacheUnavailable` when no cache can be used there.
    public static func openCacheStartingAfresh(
        directory: URL, warn: @escaping @Sendable (String) -> Void
    ) throws(AppDetailError) -> (cache: any CacheAdministration, setAside: URL?) {
        do {
            return (try openCache(directory: directory, seed: nil, warn: warn), nil)
        } catch .cacheUnavailable(let problem) where problem.remedy == .startAfresh {
            let file = CacheLocation.file(in: directory)
            do {
                let aside = try DamagedCache.moveAside(file, label: "unusable")
                return (try CacheOpener.open(file, warn: warn), aside)
            } catch {
                throw .cacheUnavailable(error.cacheReason)
            }
        }
    }

    /// The existing cache in `directory`, opened for reading only: nothing is created,
    /// migrated, repaired or moved, and any write throws. For a reader that must leave no trace
    /// (a shell completion runs on every keypress).
    ///
    /// - Throws: `AppDetailError.cacheUnavailable` when there is no cache file, when it is not a
    ///   plain file, was written by an older or newer appdetail, or is damaged.
    public static func openCacheForReading(directory: URL) throws(AppDetailError) -> any CacheAdministration {
        do {
            return try SQLiteAppCache(readingOnly: CacheLocation.file(in: directory))
        } catch {
            let file = CacheLocation.file(in: directory).path
            throw .cacheUnavailable(CacheError.describing(error, file: file).cacheReason)
        }
    }

    /// Seeds the cache; failing to is only a warning, since the cache works without it.
    private static func plant(_ seed: CacheSeed, in cache: SQLiteAppCache, warn: (String) -> Void) {
        do {
            try cache.seedOnce(seed)
        } catch {
            warn("The cache could not store its first entries (\(error.message)).")
        }
    }

    /// The requester every store client shares: the platform's transport, the standard limits
    /// and retries.
    /// Posts alerts to the webhook at `url` (``AlertDelivering``): JSON, signed with HMAC-SHA256
    /// of the body under `secret` when one is given, through `proxies` as every request is.
    ///
    /// - Throws: ``AlertDeliveryError`` for an address alerts may not go to: one that is not
    ///   `https://`, but for `http://` on this machine (`127.0.0.1`, `localhost`, `::1`).
    public static func makeWebhook(to url: URL, secret: String?, proxies: ProxySettings?)
        throws(AlertDeliveryError)
        -> any AlertDelivering
    {
        guard WebhookDelivery.isAllowed(url) else {
            throw AlertDeliveryError(
                message:
                    "Alerts are posted only to an https:// address, or to http:// on this machine; not to \(WebhookDelivery.shown(url))."
            )
        }
        let limits = TransportLimits(
            connectTimeout: .seconds(10), overallTimeout: .seconds(15), maximumBodyBytes: 1_024 * 1_024)
        return WebhookDelivery(
            url: url, secret: secret, transport: PlatformTransport.make(limits: limits, proxies: proxies),
            sleep: { try await Task.sleep(for: $0) })
    }

    static func storeRequester(endpoint: URL, timeout: Duration, proxies: ProxySettings?) -> StoreRequester {
        let standard = TransportLimits.standard
        let limits = TransportLimits(
            connectTimeout: min(standard.connectTimeout, timeout), overallTimeout: timeout,
            maximumBodyBytes: standard.maximumBodyBytes)
        return StoreRequester(
            endpoint: endpoint, transport: PlatformTransport.make(limits: limits, proxies: proxies),
            limits: limits,
            retry: .standard,
            budget: RetryBudget(retries: RetryPolicy.standard.maximumAttempts - 1, window: .seconds(60)),
            sleep: { try await Task.sleep(for: $0) }, random: { Double.random(in: 0...1) })
    }
}
