/// How long each part of a page, once cached, is used without asking the store.
public struct PageFreshness: Hashable, Sendable {
    /// The listing's maximum age.
    public let listing: Duration
    /// The reviews' maximum age; reviews change faster than a listing.
    public let reviews: Duration
    /// The maximum age of a developer's list of apps.
    public let developerApps: Duration
    /// The maximum age of a chart, which the store recomputes through the day.
    public let chart: Duration
    /// The maximum age of the store page's own data (its histogram and version history move
    /// with the listing; its similar apps and events within the day).
    public let storePage: Duration

    /// The ages of each part; the store page's data is held as long as the listing.
    public init(listing: Duration, reviews: Duration, developerApps: Duration, chart: Duration) {
        self.init(
            listing: listing, reviews: reviews, developerApps: developerApps, chart: chart, storePage: listing
        )
    }

    /// The ages of each part, the store page's data among them.
    public init(
        listing: Duration, reviews: Duration, developerApps: Duration, chart: Duration, storePage: Duration
    ) {
        self.listing = listing
        self.reviews = reviews
        self.developerApps = developerApps
        self.chart = chart
        self.storePage = storePage
    }
}
