/// One place of a chart: the rank (1 is the top) and the app as the chart lists it. A chart
/// carries no ratings: ``AppSummary/rating`` is `nil` until a lookup fills it in.
public struct ChartEntry: Hashable, Sendable {
    /// The place, from 1.
    public let rank: Int
    /// The app.
    public let app: AppSummary

    /// An entry.
    public init(rank: Int, app: AppSummary) {
        self.rank = rank
        self.app = app
    }
}
