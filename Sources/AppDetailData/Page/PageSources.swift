import AppDetailDomain

/// The repositories behind every screen — a detail page's five sources, search, the history and
/// the watch list — sharing one cache file, one connection and one retry budget (see
/// ``AppDetailDataFactory/makePageSources(configuration:now:warn:)``). The name is the page's,
/// where it began; it stays so that no client breaks for a word.
public struct PageSources: Sendable {
    /// The listings.
    public let listings: any ListingRepository
    /// The customer reviews.
    public let reviews: any ReviewRepository
    /// The developers' apps.
    public let developerApps: any DeveloperAppsRepository
    /// Searches.
    public let search: any SearchRepository
    /// Top charts.
    public let charts: any ChartRepository
    /// The App Store page's own data (histogram, versions, privacy, purchases, similar apps).
    public let storePages: any StorePageRepository
    /// What the store said over time: every answer the other sources receive in the store's own
    /// language is recorded here, in the same cache file.
    public let history: any HistoryRepository
    /// The apps followed, kept with the history.
    public let watchList: any WatchList

    /// The sources a tracking run asks and reads (see `TrackFollowedAppsUseCase`).
    public var tracking: TrackSources {
        TrackSources(
            listings: listings, storePages: storePages, charts: charts, reviews: reviews, history: history,
            watchList: watchList)
    }
}
