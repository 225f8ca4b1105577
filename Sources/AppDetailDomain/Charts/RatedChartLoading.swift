/// Loads a chart with its apps' ratings under a cache policy: what a chart screen needs.
public protocol RatedChartLoading: Sendable {
    /// The chart of `query` under `policy`, with ratings where the listings could be had.
    func chart(_ query: ChartQuery, policy: CachePolicy) async throws -> RatedChart
}
