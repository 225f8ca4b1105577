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

    /// The ages of each part.
    public init(listing: Duration, reviews: Duration, developerApps: Duration, chart: Duration) {
        self.listing = listing
        self.reviews = reviews
        self.developerApps = developerApps
        self.chart = chart
    }
}
