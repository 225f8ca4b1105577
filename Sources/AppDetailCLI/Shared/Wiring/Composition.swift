import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import Foundation

/// Wires the concrete Data implementations behind the Domain's protocols for one command.
struct Composition {
    /// The reviews the page shows: the most helpful, as the App Store's page does.
    static let pageReviewSort = ReviewSort.mostHelpful

    /// The cache directory, or `nil` when the environment names none.
    let cacheDirectory: URL?
    let endpoint: URL
    let timeout: Duration
    let log: VerboseLog
    let now: @Sendable () -> Date
    /// `$APPDETAIL_MEDIA_TOKEN`: a media API token for the store page's data, or `nil`.
    var mediaToken: String?
    /// The proxies `--proxy` or the environment name, or `nil` to connect directly.
    var proxies: ProxySettings?
    /// The request budget every request draws from, shared through the cache.
    var requestRate: RequestRate = .appStore
    /// Whether the person typed the rate (`--rate`), to be noted once.
    var rateIsGiven = false

    /// The wiring for a command that reads the store through the cache: the store options choose
    /// the cache directory, the endpoint and the time limit.
    init(store: StoreOptions, environment: CommandEnvironment, log: VerboseLog) throws(UsageError) {
        self.init(
            cacheDirectory: store.cache.url(in: environment),
            endpoint: try store.endpointURL(in: environment),
            timeout: store.fetchTimeout, log: log, now: environment.now)
        mediaToken = try Self.mediaToken(in: environment)
        (requestRate, rateIsGiven) = try store.requestRate(in: environment)
        if let (settings, chosen) = try ProxyVariables.settings(option: store.proxy, in: environment) {
            proxies = settings
            for line in chosen { log("proxy: \(line)") }
        }
    }

    /// `$APPDETAIL_MEDIA_TOKEN`, or `nil` when it is unset or empty; a value no token can be (a
    /// line break, a space, an invisible character) is refused before anything is sent.
    static func mediaToken(in environment: CommandEnvironment) throws(UsageError) -> String? {
        guard let token = environment.variables["APPDETAIL_MEDIA_TOKEN"], !token.isEmpty else { return nil }
        guard token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            throw UsageError(
                message:
                    "$APPDETAIL_MEDIA_TOKEN holds a space, a line break or another invisible character, which no token has; nothing was sent.",
                hint: "Set it to the token alone, on one line: export APPDETAIL_MEDIA_TOKEN='eyJ…'")
        }
        return token
    }

    /// The wiring for the `cache` commands, which never ask the store.
    init(cache option: CacheDirectoryOption, environment: CommandEnvironment) {
        self.init(
            cacheDirectory: option.url(in: environment),
            endpoint: AppDetailDataConfiguration.appStoreEndpoint,
            timeout: AppDetailDataConfiguration.standardTimeout, log: VerboseLog(enabled: false),
            now: environment.now)
    }

    private init(
        cacheDirectory: URL?, endpoint: URL, timeout: Duration, log: VerboseLog,
        now: @escaping @Sendable () -> Date
    ) {
        self.cacheDirectory = cacheDirectory
        self.endpoint = endpoint
        self.timeout = timeout
        self.log = log
        self.now = now
    }

    /// The sample catalog, stored once in a cache's life so that a first run without network
    /// has something to show.
    static let sampleSeed = CacheSeed(
        key: "sample-catalog", answers: SampleCatalog.answers.map { Data($0.utf8) }, fallback: .unitedStates,
        fetchedAt: SampleCatalog.capturedAt)

    /// The page's view model the `show` command binds to, over its five sources. A cache that
    /// cannot be used costs one warning, and the page is fetched without it.
    func makePageViewModel(lookup: AppLookup, storefront: Storefront, sources: PageSources)
        -> AppPageViewModel
    {
        let observing = ObserveAppPageUseCase(
            listings: sources.listings, reviews: sources.reviews, developerApps: sources.developerApps,
            charts: sources.charts, storePages: sources.storePages, freshness: CacheAges.page,
            reviewSort: Self.pageReviewSort, now: now)
        return AppPageViewModel(
            lookup: lookup, storefront: storefront, observing: observing, updateStyle: .reconfigure, now: now)
    }

    /// The use case the `reviews` command runs.
    func makeReviewsFetcher(sources: PageSources) -> any ReviewsFetching {
        FetchReviewsUseCase(repository: sources.reviews, maxAge: CacheAges.reviews, now: now)
    }

    /// The listing use case, for finding an app's id from its bundle id.
    func makeListingFetcher(sources: PageSources) -> FetchListingUseCase {
        FetchListingUseCase(repository: sources.listings, maxAge: CacheAges.listing, now: now)
    }

    /// The search screen the `search` command binds to (one search, started at once: a person
    /// typed the whole term; `debounce` zero) and the web client's field (a pause in typing
    /// before a search starts), over its own sources.
    func makeSearchViewModel(storefront: Storefront, limit: SearchLimit, debounce: Duration)
        -> SearchViewModel
    {
        let searching = SearchAppsUseCase(
            repository: makeSources(creatingCache: true).search, maxAge: CacheAges.search, now: now)
        return SearchViewModel(
            storefront: storefront, limit: limit, searching: searching, debounce: debounce,
            clock: ContinuousClock())
    }

    /// The use case the `top` command runs: the chart, then its apps' ratings in one lookup.
    func makeRatedChartLoader(sources: PageSources) -> LoadRatedChartUseCase {
        LoadRatedChartUseCase(
            charts: LoadChartUseCase(repository: sources.charts, maxAge: CacheAges.chart, now: now),
            listings: makeManyListingsFetcher(sources: sources))
    }

    /// The use case the `developer` command runs.
    func makeDeveloperAppsLoader(sources: PageSources) -> LoadDeveloperAppsUseCase {
        LoadDeveloperAppsUseCase(
            repository: sources.developerApps, listings: makeListingFetcher(sources: sources),
            maxAge: CacheAges.developerApps, now: now)
    }

    /// The many-apps listing use case, for `top`'s ratings, `show ID ID…` and `cache refresh`.
    func makeManyListingsFetcher(sources: PageSources) -> FetchManyListingsUseCase {
        FetchManyListingsUseCase(repository: sources.listings, maxAge: CacheAges.listing, now: now)
    }

    /// Refuses an offline run when there is no cache to read, in words, before anything opens.
    func requireCacheToRead() throws(FileError) {
        if let cacheDirectory, let problem = CacheLocation.unreachable(cacheDirectory) {
            throw FileError(
                message:
                    "Offline, and the cache at \(CacheLocation.file(in: cacheDirectory).path) cannot be reached (\(problem)).",
                hint: "Check the cache folder's permissions and links, or name another with --cache-dir.",
                status: ExitStatus.cacheFailure)
        }
        guard let cacheDirectory, !CacheLocation.holdsCache(cacheDirectory) else { return }
        throw FileError(
            message:
                "Offline, and there is no cache at \(CacheLocation.file(in: cacheDirectory).path) yet, so there is nothing to show.",
            hint: "Run once without --offline: what show, reviews and search fetch is kept for offline use.",
            status: ExitStatus.unavailable)
    }

    /// The repositories over one cache and one requester; a command makes them once. A cache
    /// that cannot be used costs one warning, and the command goes on without it. `--timeout`
    /// bounds everything they fetch from now on, not each fetch: a part that starts after another
    /// gets what is left.
    func makeSources(creatingCache: Bool) -> PageSources {
        makeSources(creatingCache: creatingCache, deadline: ContinuousClock.now + timeout)
    }

    /// The use case the `world` command runs. Its sources have no deadline for the whole
    /// command: `--timeout` bounds each storefront's request, since a look at 175 storefronts
    /// takes minutes.
    func makeWorldLoader() -> LoadAppAroundTheWorldUseCase {
        makeWorldLoader(sources: makeSources(creatingCache: true, deadline: nil))
    }

    /// The use case that asks an app's storefronts over `sources`.
    func makeWorldLoader(sources: PageSources) -> LoadAppAroundTheWorldUseCase {
        LoadAppAroundTheWorldUseCase(
            repository: sources.listings, history: sources.history, maxAge: CacheAges.listing, now: now)
    }

    /// The repositories of a command that runs as long as its plan takes at the budget — `track
    /// run`, following apps in many storefronts: `--timeout` bounds each request, not the whole.
    func makeUnhurriedSources() -> PageSources {
        makeSources(creatingCache: true, deadline: nil)
    }

    private func makeSources(creatingCache: Bool, deadline: ContinuousClock.Instant?) -> PageSources {
        if cacheDirectory == nil {
            let problem = CacheDirectoryOption.noDirectory
            ErrorReporter.warn("\(problem.message) Continuing without a cache; \(problem.hint ?? "")")
        }
        var configuration = AppDetailDataConfiguration(
            endpoint: endpoint, cacheDirectory: cacheDirectory, timeout: timeout, seed: Self.sampleSeed)
        configuration.deadline = deadline
        configuration.createsCache = creatingCache
        configuration.mediaToken = mediaToken
        configuration.proxies = proxies
        configuration.requestRate = requestRate
        let sources = AppDetailDataFactory.makePageSources(
            configuration: configuration, now: now, warn: ErrorReporter.warn)
        // After the cache is made, so the note is remembered beside it.
        if rateIsGiven { RateNotice.sayOnce(requestRate, cacheDirectory: cacheDirectory) }
        return sources
    }

    /// The cache for the `cache` commands.
    func openCache() throws -> any CacheAdministration {
        guard let directory = cacheDirectory else { throw CacheDirectoryOption.noDirectory }
        return try AppDetailDataFactory.openCache(
            directory: directory, seed: Self.sampleSeed, warn: ErrorReporter.warn)
    }

    /// The cache, or a new one when its file could not be upgraded where it is (the old file
    /// moved aside, and returned): what `cache clear` starts from.
    func openCacheStartingAfresh() throws -> (cache: any CacheAdministration, setAside: URL?) {
        guard let directory = cacheDirectory else { throw CacheDirectoryOption.noDirectory }
        return try AppDetailDataFactory.openCacheStartingAfresh(
            directory: directory, warn: ErrorReporter.warn)
    }
}
