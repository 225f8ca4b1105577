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
