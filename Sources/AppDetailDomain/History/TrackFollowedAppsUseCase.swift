import Foundation

/// Observes every followed app now — what a scheduled `track run` does — and reports what
/// changed since the last report: the listings in bulk (``ListingLimits/idsPerLookup`` ids a
/// request, per store; the storefronts observed longest ago first), then for each app its App
/// Store page and its chart, and the newest reviews of the apps followed with reviews — each
/// part asked at most once a day, and in rotation when a day's share of the budget cannot hold
/// them all (``TrackLimits``, ``TrackSchedule``).
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
        try await run(again: again, limits: .none, report: report)
    }

    /// ``run(again:report:)`` within `limits`: a run that reaches one stops asking, keeps what it
    /// observed, reports its changes, and leaves the rest to the next run (see ``TrackSchedule``
    /// for the order).
    @discardableResult
    public func run(again: Bool, limits: TrackLimits, report: @Sendable (TrackRun) throws -> Void)
        async throws -> TrackRun
    {
        // Said before the watch list is read: a cache that cannot record is no empty watch list.
        if let problem = await sources.history.recordingProblem() { throw problem }
        let followed = try await sources.watchList.followed()
        var run = try await observeRecordable(followed, again: again, limits: limits)
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
        try await observe(apps, again: again, limits: .none)
    }

    /// ``observe(_:again:)`` within `limits`: the listings first, those of the storefronts
    /// observed longest ago first, then the other parts of the apps whose turn it is.
    public func observe(_ apps: [FollowedApp], again: Bool, limits: TrackLimits) async throws -> TrackRun {
        if let problem = await sources.history.recordingProblem() { throw problem }
        return try await observeRecordable(apps, again: again, limits: limits)
    }

    /// ``observe(_:again:limits:)`` once the history was found able to record: asked once a run.
    private func observeRecordable(_ apps: [FollowedApp], again: Bool, limits: TrackLimits) async throws
        -> TrackRun
    {
        let started = now()
        var run = TrackRun(startedAt: started, followed: apps)
        guard !apps.isEmpty else { return run }
        run.schedule = limits.requestsPerMinute.map { TrackSchedule(followed: apps, requestsPerMinute: $0) }
        let lastSeen = Dictionary(
            try await sources.history.lastSightings().map { (Key($0.app, $0.storefront), $0.lastSeenAt) },
            uniquingKeysWith: max)
        let seenToday = { (app: FollowedApp) in
            lastSeen[Key(app.app, app.storefront)].map { CacheAging.sameDay($0, started) } ?? false
        }
        run.skipped = again ? [] : apps.filter(seenToday)
        var meter = RequestMeter(limits: limits, now: now)
        let batches = TrackPlan(lastSeen: lastSeen).listingBatches(of: apps) { again || !seenToday($0) }
        let listings = await observeListings(batches, meter: &meter, into: &run)
        if run.stoppedBy == nil, meter.reached == nil {
            let failed = Set(run.failures.map { Key($0.app, $0.storefront) })
            let (inTurn, later) = TrackPlan.partsInTurn(
                of: apps,
                listedToday: { app in
                    let key = Key(app.app, app.storefront)
                    return !failed.contains(key) && (listings.contains(key) || seenToday(app))
                },
                requestsPerDay: run.schedule?.partRequestsPerDay, again: again, today: started)
            run.partsLeftForLater = later
            await observeParts(
                of: inTurn.lazy.map { apps[$0] }, listings: listings, again: again, meter: &meter, into: &run)
        }
        run.requests = meter.sent
        run.limitReached = meter.reached
        return run
    }

    /// Asks for the listings batch by batch; returns the listings got.
    private func observeListings(
        _ batches: [(storefront: Storefront, ids: [AppID])], meter: inout RequestMeter,
        into run: inout TrackRun
    ) async -> ListingsGot {
        var found = ListingsGot()
        for (storefront, batch) in batches {
            guard meter.mayAsk() else { break }
            do {
                let answer = try await sources.listings.fetchListings(for: batch, in: storefront)
                if let unsaved = answer.unsaved.values.first {
                    // Nothing of the answer was kept: no run could report it.
                    run.stoppedBy = unsaved
                    run.failures += batch.map { TrackFailure($0, storefront, unsaved) }
                    break
                }
                for (id, stored) in answer.found {
                    found.add(Listed(stored.value, in: storefront), for: Key(id, storefront))
                }
                for (id, error) in answer.unreadable {
                    run.failures.append(TrackFailure(id, storefront, error))
                }
                run.observed += batch.count - answer.unreadable.count
            } catch let error as AppDetailError where Self.stopsTheRun(error) {
                run.stoppedBy = error
                run.failures += batch.map { TrackFailure($0, storefront, error) }
                break
            } catch {
                if error is CancellationError { break }
                run.failures += batch.map { TrackFailure($0, storefront, Self.appDetailError(error)) }
            }
        }
        return found
    }

    /// The App Store page and the chart of each app in turn, and the newest reviews of those
    /// followed with reviews — each part skipped when observed today unless `again`; an app whose
    /// parts were all had is noted, so the rotation moves on.
    private func observeParts(
        of inTurn: some Sequence<FollowedApp>, listings: ListingsGot, again: Bool, meter: inout RequestMeter,
        into run: inout TrackRun
    ) async {
        var chartsAsked = Set<ChartQuery>()
        for app in inTurn {
            guard run.stoppedBy == nil, meter.reached == nil else { return }
            do {
                guard let listed = try await listing(of: app, fetched: listings) else { continue }
                guard try await observeStorePage(app, again: again, meter: &meter) else { return }
                if let query = listed.chart, chartsAsked.insert(query).inserted {
                    guard try await observeChart(query, again: again, meter: &meter) else { return }
                }
                if app.reviews {
                    guard try await observeReviews(app, again: again, meter: &meter) else { return }
                }
                try await sources.watchList.notePartsObserved(of: app, at: now())
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
    private func listing(of app: FollowedApp, fetched: ListingsGot) async throws -> Listed? {
        if let listed = fetched[Key(app.app, app.storefront)] { return listed }
        let listings = sources.listings
        let loader = dayLoader(
            cached: { try await listings.cachedListing(for: .id(app.app), in: app.storefront) },
            fetch: { try await listings.fetchListing(for: .id(app.app), in: app.storefront) })
        guard let cached = try await loader.currentCachedValue(), !cached.isSample else { return nil }
        return Listed(cached.value, in: app.storefront)
    }

    /// What a run keeps of a listing it got — its chart — so a run of 175,000 apps does not
    /// hold 175,000 listings.
    struct Listed {
        let chart: ChartQuery?
        init(_ listing: Listing, in storefront: Storefront) {
            chart = ChartStanding.query(for: listing, in: storefront)
        }
        init(chart: ChartQuery?) { self.chart = chart }
    }

    /// Each part below returns false, asking nothing, when a bound of the run was reached.
    private func observeStorePage(_ app: FollowedApp, again: Bool, meter: inout RequestMeter) async throws
        -> Bool
    {
        let pages = sources.storePages
        let loader = dayLoader(
            cached: { try await pages.cachedStorePage(for: app.app, in: app.storefront) },
            fetch: { try await pages.fetchStorePage(for: app.app, in: app.storefront) })
        if !again, try await loader.currentCachedValue() != nil { return true }
        guard meter.mayAsk() else { return false }
        do {
            _ = try await loader.fetch()
        } catch AppDetailError.notFound {
            // no App Store page for it: the listing says the rest
        }
        return true
    }

    private func observeChart(_ query: ChartQuery, again: Bool, meter: inout RequestMeter) async throws
        -> Bool
    {
        let charts = sources.charts
        let loader = dayLoader(
            cached: { try await charts.cachedChart(for: query) },
            fetch: { try await charts.fetchChart(for: query) }
        )
        if !again, try await loader.currentCachedValue() != nil { return true }
        guard meter.mayAsk() else { return false }
        _ = try await loader.fetch()
        return true
    }

    private func observeReviews(_ app: FollowedApp, again: Bool, meter: inout RequestMeter) async throws
        -> Bool
    {
        let request = ReviewRequest(app: app.app, storefront: app.storefront, page: .first, sort: .mostRecent)
        let reviews = sources.reviews
        let loader = dayLoader(
            cached: { try await reviews.cachedReviews(for: request) },
            fetch: { try await reviews.fetchReviews(for: request) })
        if !again, try await loader.currentCachedValue() != nil { return true }
        guard meter.mayAsk() else { return false }
        _ = try await loader.fetch()
        return true
    }

    /// A part read and asked through the one ``PolicyLoader`` every source goes through, with a
    /// day's age kept to its day (UTC): a part observed today is current, one observed yesterday
    /// evening is not, whatever hour a schedule runs at. A run asks the store itself (not the
    /// loader's fallback to the cache), so that a failure stops or is counted, never hidden.
    private func dayLoader<Value>(
        cached: @escaping @Sendable () async throws -> Stored<Value>?,
        fetch: @escaping @Sendable () async throws -> Stored<Value>
    ) -> PolicyLoader<Value> {
        // Never offline: a run that reads only the cache would observe nothing.
        PolicyLoader(
            maxAge: .seconds(86_400), now: now, cached: cached, fetch: fetch,
            notCached: .offline(.partNotCached(what: "a followed app's part")), keepsToItsDay: true)
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

    /// An app in a storefront, in 16 bytes: a run holds one for each of up to 175,000 followed
    /// apps in several tables.
    struct Key: Hashable {
        let app: Int64
        /// The storefront's two-letter code, its two bytes side by side.
        let country: UInt16
        init(_ app: AppID, _ storefront: Storefront) {
            self.app = app.rawValue
            self.country = storefront.country.utf8.reduce(0) { $0 &<< 8 | UInt16($1) }
        }
    }
}
