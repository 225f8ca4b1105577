import Foundation

/// One observation of a page: starts each part's load as soon as what it needs is known, and
/// folds their arrivals into ``AppPage`` values in the order they happen.
struct PageRun: Sendable {
    let listings: any ListingRepository
    let reviews: any ReviewRepository
    let developerApps: any DeveloperAppsRepository
    let charts: any ChartRepository
    let storePages: (any StorePageRepository)?
    let freshness: PageFreshness
    let reviewSort: ReviewSort
    let now: @Sendable () -> Date
    let storefront: Storefront
    let policy: CachePolicy

    /// What a part's task reports.
    private enum Event: Sendable {
        case listing(PagePart<Listing>)
        case listingFailed(any Error)
        case reviews(PagePart<ReviewPage>)
        case developerApps(PagePart<[AppSummary]>)
        case chartStanding(PagePart<ChartStanding>)
        case storePage(PagePart<StorePageDetails>)
        /// A part's task has ended.
        case ended
    }

    /// Runs every part, calling `yield` with the page after each arrival; returns when every part
    /// has settled, and throws the listing's error when there is no listing.
    func run(_ lookup: AppLookup, yield: (AppPage) -> Void) async throws {
        let (events, sink) = AsyncStream<Event>.makeStream(bufferingPolicy: .unbounded)
        try await withThrowingTaskGroup(of: Void.self) { group in
            var page = AppPage.loading
            page.storePage = storePages == nil ? nil : .loading
            var running = 1
            var storePageStarted = false
            var reviewsStarted = false
            var developerStarted = false
            var chartStarted = false
            group.addTask { await loadListing(lookup, into: sink) }
            if case .id(let id) = lookup {
                running += 1
                reviewsStarted = true
                group.addTask { await loadReviews(of: id, into: sink) }
                if let storePages {
                    running += 1
                    storePageStarted = true
                    group.addTask { await loadStorePage(of: id, from: storePages, into: sink) }
                }
            }
            for await event in events {
                switch event {
                case .ended:
                    running -= 1
                    if running == 0 { return }
                    continue
                case .listingFailed(let error):
                    group.cancelAll()
                    throw error
                case .listing(let part):
                    page.listing = part
                    if let detail = part.fetched?.value {
                        if !reviewsStarted {
                            reviewsStarted = true
                            running += 1
                            group.addTask { await loadReviews(of: detail.id, into: sink) }
                        }
                        if !storePageStarted, let storePages {
                            storePageStarted = true
                            running += 1
                            group.addTask { await loadStorePage(of: detail.id, from: storePages, into: sink) }
                        }
                        if !developerStarted {
                            developerStarted = true
                            running += 1
                            group.addTask {
                                await loadDeveloperApps(detail.developer, except: detail.id, into: sink)
                            }
                        }
                        if !chartStarted, let freshness = part.fetched?.freshness {
                            chartStarted = true
                            if let query = ChartStanding.query(for: detail, in: storefront) {
                                running += 1
                                group.addTask { await loadChartStanding(of: detail, in: query, into: sink) }
                            } else {
                                // Known from the listing alone: settled with it, in the same change.
                                page.chartStanding = .loaded(Fetched(value: .noChart, freshness: freshness))
                            }
                        }
                    }
                case .reviews(let part):
                    page.reviews = part
                case .developerApps(let part):
                    page.moreByDeveloper = part
                case .chartStanding(let part):
                    page.chartStanding = part
                case .storePage(let part):
                    page.storePage = part
                }
                yield(page)
            }
            // The consumer went away: the stream ended with the task's cancellation.
            group.cancelAll()
            throw CancellationError()
        }
    }

    private func loadListing(_ lookup: AppLookup, into sink: AsyncStream<Event>.Continuation) async {
        defer { sink.yield(.ended) }
        let loader = PolicyLoader.listing(
            lookup, in: storefront, from: listings, maxAge: freshness.listing, now: now)
        do {
            let final = try await loader.load(policy: policy) { cached in
                sink.yield(.listing(.provisional(cached)))
            }
            sink.yield(.listing(.loaded(final)))
        } catch {
            sink.yield(.listingFailed(error))
        }
    }

    private func loadReviews(of id: AppID, into sink: AsyncStream<Event>.Continuation) async {
        defer { sink.yield(.ended) }
        let reviews = self.reviews
        let request = ReviewRequest(app: id, storefront: storefront, page: .first, sort: reviewSort)
        let loader = PolicyLoader<ReviewPage>(
            maxAge: freshness.reviews, now: now,
            cached: { try await reviews.cachedReviews(for: request) },
            fetch: { try await reviews.fetchReviews(for: request) },
            notCached: .offline(
                .partNotCached(
                    what:
                        "the first page of the reviews of id \(id) in the \(storefront.country.uppercased()) store"
                )))
        await Self.load(loader, policy: policy) { sink.yield(.reviews($0)) }
    }

    private func loadDeveloperApps(
        _ developer: Developer, except shown: AppID, into sink: AsyncStream<Event>.Continuation
    ) async {
        defer { sink.yield(.ended) }
        let repository = developerApps
        let storefront = self.storefront
        let loader = PolicyLoader<[AppSummary]>(
            maxAge: freshness.developerApps, now: now,
            cached: {
                try await repository.cachedApps(by: developer.id, in: storefront).map {
                    Self.leaving(shown, out: $0)
                }
            },
            fetch: {
                Self.leaving(shown, out: try await repository.fetchApps(by: developer.id, in: storefront))
            },
            notCached: .offline(
                .partNotCached(
                    what:
                        "the list of the other apps of \(developer.name) in the \(storefront.country.uppercased()) store"
                )))
        await Self.load(loader, policy: policy) { sink.yield(.developerApps($0)) }
    }

    private func loadStorePage(
        of id: AppID, from repository: any StorePageRepository, into sink: AsyncStream<Event>.Continuation
    ) async {
        defer { sink.yield(.ended) }
        let storefront = self.storefront
        let loader = PolicyLoader<StorePageDetails>(
            maxAge: freshness.storePage, now: now,
            cached: { try await repository.cachedStorePage(for: id, in: storefront) },
            fetch: { try await repository.fetchStorePage(for: id, in: storefront) },
            notCached: .offline(
                .partNotCached(
                    what: "the App Store page of id \(id) in the \(storefront.country.uppercased()) store")))
        await Self.load(loader, policy: policy) { sink.yield(.storePage($0)) }
    }

    private func loadChartStanding(
        of detail: Listing, in query: ChartQuery, into sink: AsyncStream<Event>.Continuation
    ) async {
        defer { sink.yield(.ended) }
        let charts = self.charts
        let loader = PolicyLoader<ChartRanking>(
            maxAge: freshness.chart, now: now,
            cached: { try await charts.cachedRanking(for: query) },
            fetch: {
                let chart = try await charts.fetchChart(for: query)
                return Stored(value: ChartRanking(chart.value), fetchedAt: chart.fetchedAt)
            },
            notCached: .offline(
                .partNotCached(
                    what:
                        "the top \(query.kind)\(query.genre.map { " \($0.name)" } ?? "") chart in the \(storefront.country.uppercased()) store"
                )))
        await Self.load(loader, policy: policy) { part in
            sink.yield(.chartStanding(Self.standing(of: detail, in: query, part)))
        }
    }

    /// The app's standing in a chart part's ranking.
    private static func standing(of detail: Listing, in query: ChartQuery, _ part: PagePart<ChartRanking>)
        -> PagePart<ChartStanding>
    {
        func standing(_ fetched: Fetched<ChartRanking>) -> Fetched<ChartStanding> {
            guard let genre = query.genre else {
                return Fetched(value: .noChart, freshness: fetched.freshness)
            }
            let value: ChartStanding =
                if let rank = fetched.value.rank(of: detail.id) {
                    .ranked(rank: rank, chart: query.kind, genre: genre, genreName: detail.categoryName)
                } else {
                    .notRanked(chart: query.kind, genre: genre)
                }
            return Fetched(value: value, freshness: fetched.freshness)
        }
        switch part {
        case .loading: return .loading
        case .provisional(let fetched): return .provisional(standing(fetched))
        case .loaded(let fetched): return .loaded(standing(fetched))
        case .failed(let error): return .failed(error)
        }
    }

    private static func leaving(_ shown: AppID, out stored: Stored<[AppSummary]>) -> Stored<[AppSummary]> {
        Stored(value: stored.value.filter { $0.id != shown }, fetchedAt: stored.fetchedAt)
    }

    /// Loads one part, reporting each of its states; any failure becomes the part's state.
    private static func load<Value>(
        _ loader: PolicyLoader<Value>, policy: CachePolicy, report: (PagePart<Value>) -> Void
    ) async {
        do {
            let final = try await loader.load(policy: policy) { report(.provisional($0)) }
            report(.loaded(final))
        } catch is CancellationError {
            return
        } catch is RequestLimitError {
            // A warm-up's allowance is spent: the part stays as it was, for a later load.
            return
        } catch let error as AppDetailError {
            report(.failed(error))
        } catch {
            report(.failed(.malformedAnswer(detail: "an unexpected error (\(error))")))
        }
    }
}
