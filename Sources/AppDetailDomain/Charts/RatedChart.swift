/// A chart with its apps' ratings, which the chart feed does not carry, filled in from their
/// listings.
public struct RatedChart: Hashable, Sendable {
    /// The places in rank order; an app whose listing could not be had keeps `rating` `nil`.
    public let entries: [ChartEntry]
    /// Where the chart came from and how fresh it is.
    public let freshness: Freshness
    /// The apps of the chart whose listings could not be had (not sold here any more, or the
    /// store failing with nothing cached).
    public let unrated: [AppID]
    /// Why the listings' lookup failed, when it did; the chart is shown all the same.
    public let ratingsProblem: AppDetailError?

    /// A rated chart.
    public init(
        entries: [ChartEntry], freshness: Freshness, unrated: [AppID], ratingsProblem: AppDetailError?
    ) {
        self.entries = entries
        self.freshness = freshness
        self.unrated = unrated
        self.ratingsProblem = ratingsProblem
    }
}
