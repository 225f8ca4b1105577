import Foundation

/// Observes every followed app now — what a scheduled `track run` does: the listings in bulk
/// (``ListingLimits/idsPerLookup`` ids a request, per store), then for each app its App Store
/// page and its chart at most once a day, and the newest reviews of the apps followed with
/// reviews. The repositories record what the store says; the run reads back what was recorded.
///
/// Safe to repeat: by default an app already observed today (the day of `now` in UTC) in its
/// store is not asked again, so a run every hour still makes one observation a day; and a
/// recording never duplicates one, whatever runs at once. A throttled or unreachable store stops
/// the run with what was observed kept; an app gone from the store is a change, not a failure.
public struct TrackFollowedAppsUseCase: Sendable {
    private let sources: TrackSources
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - sources: the repositories asked and the history and watch list read.
    ///   - now: the clock.
    public init(sources: TrackSources, now: @escaping @Sendable () -> Date) {
        self.sources = sources
        self.now = now
    }

    /// Observes the followed apps; `again` observes even those already observed today.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` before asking anything when nothing can
    ///   be recorded; `CancellationError`. The store's failures are in the result.
    public func run(again: Bool) async throws -> TrackRun {
        let started = now()
        if let problem = await sources.history.recordingProblem() { throw problem }
        let followed = try await sources.watchList.followed()
        var run = TrackRun(startedAt: started, followed: followed)
        guard !followed.isEmpty else { return run }
        let lastSeen = Dictionary(
            try await sources.history.observedApps().map { (Key($0.app, $0.storefront), $0.lastSeenAt) },
            uniquingKeysWith: max)
        let due = followed.filter { app in
            again || !(lastSeen[Key(app.app, app.storefront)].map { Self.sameDay($0, started) } ?? false)
        }
        run.skipped = followed.filter { !due.contains($0) }
        let listings = await observeListings(due, into: &run)
        if run.stoppedBy == nil { await observePages(of: due, listings: listings, into: &run) }
        try await sources.watchList.noteRun(startedAt: started, finishedAt: now())
        return try await settle(run, followed: followed)
    }

    /// Asks for the due apps' listings, store by store, 200 at a time.
    private func observeListings(_ due: [FollowedApp], into run: inout TrackRun) async -> [Key: Listing] {
        var found: [Key: Listing] = [:]
        let byStore = Dictionary(grouping: due, by: \.storefront).sorted { $0.key.country < $1.key.country }
        stores: for (storefront, apps) in byStore {
            let ids = apps.map(\.app)
            for start in stride(from: 0, to: ids.count, by: ListingLimits.idsPerLookup) {
                let batch = Array(ids[start..<min(start + ListingLimits.idsPerLookup, ids.count)])
                do {
                    let answer = try await sources.listings.fetchListings(for: batch, in: storefront)
                    for (id, stored) in answer.found { found[Key(id, storefront)] = stored.value }
                    for (id, error) in answer.unreadable {
                        run.failures.append(TrackFailure(id, storefront, error))
                    }
                } catch let error as AppDetailError where Self.stopsTheRun(error) {
                    run.stoppedBy = error
                    break stores
                } catch {
                    if error is CancellationError { break stores }
                    run.failures += batch.map { TrackFailure($0, storefront, Self.appDetailError(error)) }
                }
            }
        }
        return found
    }

    /// The App Store page and the chart of each app found, each at most once a day, and the
    /// newest reviews of the apps followed with reviews.
    private func observePages(of due: [FollowedApp], listings: [Key: Listing], into run: inout TrackRun) async
    {
        var chartsAsked = Set<ChartQuery>()
        for app in due {
            guard run.stoppedBy == nil, let listing = listings[Key(app.app, app.storefront)] else { continue }
            do {
                try await observeStorePage(app)
                if let query = ChartStanding.query(for: listing, in: app.storefront),
                    chartsAsked.insert(query).inserted
                {
                    try await observeChart(query)
                }
                if app.reviews {
                    let request = ReviewRequest(
                        app: app.app, storefront: app.storefront, page: .first, sort: .mostRecent)
                    _ = try await sources.reviews.fetchReviews(for: request)
                }
            } catch let error as AppDetailError where Self.stopsTheRun(error) {
                run.stoppedBy = error
            } catch {
                if error is CancellationError { return }
                run.failures.append(TrackFailure(app.app, app.storefront, Self.appDetailError(error)))
            }
        }
    }

    private func observeStorePage(_ app: FollowedApp) async throws {
        let started = now()
        if let cached = try? await sources.storePages.cachedStorePage(for: app.app, in: app.storefront),
            Self.sameDay(cached.fetchedAt, started)
        {
            return
        }
        do {
            _ = try await sources.storePages.fetchStorePage(for: app.app, in: app.storefront)
        } catch AppDetailError.notFound {
            return  // no App Store page for it: the listing says the rest
        }
    }

    private func observeChart(_ query: ChartQuery) async throws {
        if let cached = try? await sources.charts.cachedChart(for: query),
            Self.sameDay(cached.fetchedAt, now())
        {
            return
        }
        _ = try await sources.charts.fetchChart(for: query)
    }

    /// What the history shows of the run: the apps whose listing was seen since it started, and
    /// every change observed since.
    private func settle(_ unsettled: TrackRun, followed: [FollowedApp]) async throws -> TrackRun {
        var run = unsettled
        let keys = Set(followed.map { Key($0.app, $0.storefront) })
        let seen = try await sources.history.observedApps().filter {
            keys.contains(Key($0.app, $0.storefront)) && $0.lastSeenAt >= run.startedAt
        }
        run.observed = seen.count
        for app in followed {
            let history = try await sources.history.history(
                of: app.app, in: app.storefront, since: run.startedAt)
            run.changes += history.changes.filter { $0.observedAt >= run.startedAt }
        }
        run.changes.sort { ($0.observedAt, $0.appName) > ($1.observedAt, $1.appName) }
        return run
    }

    /// A throttled or unreachable store, or a cache that stopped keeping anything: asking more
    /// would only make it worse or record nothing.
    static func stopsTheRun(_ error: AppDetailError) -> Bool {
        switch error {
        case .throttled, .offline, .cacheUnavailable: true
        default: false
        }
    }

    static func appDetailError(_ error: any Error) -> AppDetailError {
        error as? AppDetailError ?? .malformedAnswer(detail: String(describing: error))
    }

    /// Whether two moments fall on one day in UTC.
    static func sameDay(_ one: Date, _ other: Date) -> Bool {
        Int(one.timeIntervalSince1970.rounded(.down)) / 86_400 == Int(
            other.timeIntervalSince1970.rounded(.down)) / 86_400
    }

    struct Key: Hashable {
        let app: AppID
        let country: String
        init(_ app: AppID, _ storefront: Storefront) {
            self.app = app
            self.country = storefront.country
        }
    }
}

/// What a tracking run needs: the repositories it asks, and the history and watch list it reads.
public struct TrackSources: Sendable {
    /// The listings, asked in bulk.
    public let listings: any ListingRepository
    /// The App Store pages.
    public let storePages: any StorePageRepository
    /// The charts.
    public let charts: any ChartRepository
    /// The reviews.
    public let reviews: any ReviewRepository
    /// The history the repositories record into.
    public let history: any HistoryRepository
    /// The apps followed.
    public let watchList: any WatchList

    /// The sources of a run.
    public init(
        listings: any ListingRepository, storePages: any StorePageRepository, charts: any ChartRepository,
        reviews: any ReviewRepository, history: any HistoryRepository, watchList: any WatchList
    ) {
        self.listings = listings
        self.storePages = storePages
        self.charts = charts
        self.reviews = reviews
        self.history = history
        self.watchList = watchList
    }
}
