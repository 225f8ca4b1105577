import Foundation

/// Observes every followed app now — what a scheduled `track run` does — and reports what
/// changed since the last report: the listings in bulk (``ListingLimits/idsPerLookup`` ids a
/// request, per store), then for each app its App Store page and its chart at most once a day,
/// and the newest reviews of the apps followed with reviews (each part asked at most once a day).
///
/// Safe to repeat: by default a part already observed today (the day of `now` in UTC) in its
/// store is not asked again, so a run every hour still makes one observation of each a day; a
/// part a run did not get to (it died, or was stopped) is asked by the next run of the day; and a
/// recording never duplicates one, whatever runs at once. A throttled or unreachable store stops
/// the run with what was observed kept; an app gone from the store is a change, not a failure.
///
/// **No alert lost, none told twice**: the report hands out every change not reported yet —
/// observed by this run, by one that died before it could report, or by any other command —
/// and each change goes to one report (see ``WatchList/reportChanges(of:_:)``).
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

    /// Observes the followed apps (`again`: even the parts already observed today), then hands
    /// the run, with every change not reported yet, to `report`; the changes count as reported
    /// once `report` returns (a `@Sendable` closure, so a client on the main actor passes one as
    /// it is). With no app followed, nothing is asked and `report` is not called.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` before asking anything when nothing can
    ///   be recorded; `CancellationError`; what `report` throws (the observations are kept, the
    ///   changes stay unreported). The store's failures are in the result.
    @discardableResult
    public func run(again: Bool, report: @Sendable (TrackRun) throws -> Void) async throws -> TrackRun {
        // Said before the watch list is read: a cache that cannot record is no empty watch list.
        if let problem = await sources.history.recordingProblem() { throw problem }
        let followed = try await sources.watchList.followed()
        var run = try await observe(followed, again: again)
        guard !followed.isEmpty else { return run }
        try await sources.watchList.noteRun(
            startedAt: run.startedAt, finishedAt: now(), observed: run.observed)
        try await sources.watchList.reportChanges(of: followed) { unreported in
            run.changes = unreported.changes
            run.skippedRows = unreported.skipped
            try report(run)
        }
        return run
    }

    /// Observes `apps` as a run does, reporting nothing: what following an app does at once, so
    /// that its first run has every part — listing, App Store page, chart place, reviews — to
    /// compare with (a listing observed today is not asked again unless `again`).
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` before asking anything when nothing can
    ///   be recorded; `CancellationError`. The store's failures are in the result.
    public func observe(_ apps: [FollowedApp], again: Bool) async throws -> TrackRun {
        let started = now()
        if let problem = await sources.history.recordingProblem() { throw problem }
        var run = TrackRun(startedAt: started, followed: apps)
        guard !apps.isEmpty else { return run }
        let lastSeen = Dictionary(
            try await sources.history.observedApps().map { (Key($0.app, $0.storefront), $0.lastSeenAt) },
            uniquingKeysWith: max)
        let due = apps.filter { app in
            again || !(lastSeen[Key(app.app, app.storefront)].map { Self.sameDay($0, started) } ?? false)
        }
        run.skipped = apps.filter { !due.contains($0) }
        let listings = await observeListings(due, into: &run)
        if run.stoppedBy == nil {
            await observeParts(of: apps, listings: listings, again: again, into: &run)
        }
        return run
    }

    /// Asks for the due apps' listings, store by store, 200 at a time; returns the listings got.
    private func observeListings(_ due: [FollowedApp], into run: inout TrackRun) async -> [Key: Listing] {
        var found: [Key: Listing] = [:]
        let byStore = Dictionary(grouping: due, by: \.storefront).sorted { $0.key.country < $1.key.country }
        stores: for (storefront, apps) in byStore {
            let ids = apps.map(\.app)
            for start in stride(from: 0, to: ids.count, by: ListingLimits.idsPerLookup) {
                let batch = Array(ids[start..<min(start + ListingLimits.idsPerLookup, ids.count)])
                do {
                    let answer = try await sources.listings.fetchListings(for: batch, in: storefront)
                    if let unsaved = answer.unsaved.values.first {
                        // Nothing of the answer was kept: no run could report it.
                        run.stoppedBy = unsaved
                        run.failures += batch.map { TrackFailure($0, storefront, unsaved) }
                        break stores
                    }
                    for (id, stored) in answer.found { found[Key(id, storefront)] = stored.value }
                    for (id, error) in answer.unreadable {
                        run.failures.append(TrackFailure(id, storefront, error))
                    }
                    run.observed += batch.count - answer.unreadable.count
                } catch let error as AppDetailError where Self.stopsTheRun(error) {
                    run.stoppedBy = error
                    run.failures += batch.map { TrackFailure($0, storefront, error) }
                    break stores
                } catch {
                    if error is CancellationError { break stores }
                    run.failures += batch.map { TrackFailure($0, storefront, Self.appDetailError(error)) }
                }
            }
        }
        return found
    }

    /// The App Store page and the chart of each followed app in the store, and the newest
    /// reviews of those followed with reviews — each at most once a day unless `again`, and also
    /// for an app whose listing was observed earlier today, so a run that died before its parts
    /// leaves them to the next.
    private func observeParts(
        of followed: [FollowedApp], listings: [Key: Listing], again: Bool, into run: inout TrackRun
    ) async {
        var chartsAsked = Set<ChartQuery>()
        let failed = Set(run.failures.map { Key($0.app, $0.storefront) })
        for app in followed {
            let key = Key(app.app, app.storefront)
            guard run.stoppedBy == nil, !failed.contains(key) else { continue }
            do {
                guard let listing = try await listing(of: app, fetched: listings) else { continue }
                try await observeStorePage(app, again: again)
                if let query = ChartStanding.query(for: listing, in: app.storefront),
                    chartsAsked.insert(query).inserted
                {
                    try await observeChart(query, again: again)
                }
                if app.reviews { try await observeReviews(app, again: again) }
            } catch let error as AppDetailError where Self.stopsTheRun(error) {
                run.stoppedBy = error
                run.failures.append(TrackFailure(app.app, app.storefront, error))
            } catch {
                if error is CancellationError { return }
                run.failures.append(TrackFailure(app.app, app.storefront, Self.appDetailError(error)))
            }
        }
    }

    /// The listing this run got for `app`, else the one cached today (a listing observed earlier
    /// in the day); `nil` when the app is not in the store or was not observed.
    private func listing(of app: FollowedApp, fetched: [Key: Listing]) async throws -> Listing? {
        if let listing = fetched[Key(app.app, app.storefront)] { return listing }
        guard let cached = try? await sources.listings.cachedListing(for: .id(app.app), in: app.storefront),
            !cached.isSample, Self.sameDay(cached.fetchedAt, now())
        else { return nil }
        return cached.value
    }

    private func observeStorePage(_ app: FollowedApp, again: Bool) async throws {
        if !again,
            let cached = try? await sources.storePages.cachedStorePage(for: app.app, in: app.storefront),
            Self.sameDay(cached.fetchedAt, now())
        {
            return
        }
        do {
            _ = try await sources.storePages.fetchStorePage(for: app.app, in: app.storefront)
        } catch AppDetailError.notFound {
            return  // no App Store page for it: the listing says the rest
        }
    }

    private func observeChart(_ query: ChartQuery, again: Bool) async throws {
        if !again, let cached = try? await sources.charts.cachedChart(for: query),
            Self.sameDay(cached.fetchedAt, now())
        {
            return
        }
        _ = try await sources.charts.fetchChart(for: query)
    }

    private func observeReviews(_ app: FollowedApp, again: Bool) async throws {
        let request = ReviewRequest(app: app.app, storefront: app.storefront, page: .first, sort: .mostRecent)
        if !again, let cached = try? await sources.reviews.cachedReviews(for: request),
            Self.sameDay(cached.fetchedAt, now())
        {
            return
        }
        _ = try await sources.reviews.fetchReviews(for: request)
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
        (one.timeIntervalSince1970 / 86_400).rounded(.down)
            == (other.timeIntervalSince1970 / 86_400).rounded(.down)
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
    /// The apps followed, and what was reported of them.
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
