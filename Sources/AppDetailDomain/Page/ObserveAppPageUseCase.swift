import Foundation

/// Watches an app's whole page: the listing, the first page of reviews, the developer's other
/// apps, the app's chart standing and (when given a ``StorePageRepository``) the store page's own
/// data, asked concurrently, each under the same ``CachePolicy`` with its own maximum age. The
/// store page's data is asked at once for an id, and after the first listing for a bundle id.
///
/// The reviews are asked at once when the lookup is an id; for a bundle id they wait for the
/// first listing (cached or fresh), which gives the id. The developer's apps always wait for it,
/// since only the listing names the developer, and so does the chart standing, since only the
/// listing names the genre and the price (the chart of the primary genre, top free or top paid,
/// 200 places; ``ChartStanding/noChart`` without asking when none applies). A part that fails becomes that part's
/// ``PagePart/failed(_:)`` state and never fails the page; the listing's own failures end the
/// sequence, cancelling the other requests.
public struct ObserveAppPageUseCase: AppPageObserving {
    let listings: any ListingRepository
    let reviews: any ReviewRepository
    let developerApps: any DeveloperAppsRepository
    let charts: any ChartRepository
    let storePages: (any StorePageRepository)?
    let freshness: PageFreshness
    let reviewSort: ReviewSort
    let now: @Sendable () -> Date

    /// - Parameters:
    ///   - listings: the listings' cache and store.
    ///   - reviews: the reviews' cache and store.
    ///   - developerApps: the developers' app lists' cache and store.
    ///   - charts: the charts' cache and store.
    ///   - storePages: the store pages' cache and store: the page's fifth part
    ///     (``AppPage/storePage``); `nil` for a page without the App Store page's own data, which
    ///     then asks nothing for it.
    ///   - freshness: each part's maximum age in the cache.
    ///   - reviewSort: the order of the reviews the page shows.
    ///   - now: the clock.
    public init(
        listings: any ListingRepository, reviews: any ReviewRepository,
        developerApps: any DeveloperAppsRepository, charts: any ChartRepository,
        storePages: (any StorePageRepository)?, freshness: PageFreshness, reviewSort: ReviewSort,
        now: @escaping @Sendable () -> Date
    ) {
        self.listings = listings
        self.reviews = reviews
        self.developerApps = developerApps
        self.charts = charts
        self.storePages = storePages
        self.freshness = freshness
        self.reviewSort = reviewSort
        self.now = now
    }

    /// The 0.1.0 init, for a page without the App Store page's own data.
    @available(
        *, deprecated, message: "Pass storePages: (nil for a page without the App Store page's own data)"
    )
    public init(
        listings: any ListingRepository, reviews: any ReviewRepository,
        developerApps: any DeveloperAppsRepository, charts: any ChartRepository, freshness: PageFreshness,
        reviewSort: ReviewSort, now: @escaping @Sendable () -> Date
    ) {
        self.init(
            listings: listings, reviews: reviews, developerApps: developerApps, charts: charts,
            storePages: nil,
            freshness: freshness, reviewSort: reviewSort, now: now)
    }

    /// The page as it grows; cancelling the consumer cancels every request.
    public func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<AppPage, any Error>
    {
        let run = pageRun(in: storefront, policy: policy)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await run.run(lookup) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// One run of a page in `storefront` under `policy`, every request to the store taken from
    /// `allowance` when there is one.
    func pageRun(in storefront: Storefront, policy: CachePolicy, allowance: RequestAllowance? = nil)
        -> PageRun
    {
        PageRun(
            listings: allowance.map { AllowedListings(base: listings, allowance: $0) } ?? listings,
            reviews: allowance.map { AllowedReviews(base: reviews, allowance: $0) } ?? reviews,
            developerApps: allowance.map { AllowedDeveloperApps(base: developerApps, allowance: $0) }
                ?? developerApps,
            charts: allowance.map { AllowedCharts(base: charts, allowance: $0) } ?? charts,
            storePages: storePages.map { base in
                allowance.map { AllowedStorePages(base: base, allowance: $0) } ?? base
            },
            freshness: freshness,
            reviewSort: reviewSort, now: now, storefront: storefront, policy: policy)
    }
}

/// Watches an app's whole page as its parts arrive.
public protocol AppPageObserving: Sendable {
    /// A sequence of pages: one each time a part arrives, fails or is served from the cache. It
    /// finishes once every part has settled, or throws the listing's ``AppDetailError`` when
    /// there is no listing to show (the other parts' failures are only their parts' states).
    /// Cancelling the consuming task stops every request.
    func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<AppPage, any Error>
}
