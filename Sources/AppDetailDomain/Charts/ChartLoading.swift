/// Loads a chart under a cache policy.
public protocol ChartLoading: Sendable {
    /// The chart's entries, in rank order, under `policy`.
    func chart(_ query: ChartQuery, policy: CachePolicy) async throws -> Fetched<[ChartEntry]>
}
