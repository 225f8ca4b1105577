/// Where charts come from: a local cache and the store's top-chart feed.
///
/// Implementations throw ``AppDetailError`` (or `CancellationError`); the cache policies are
/// applied by ``LoadChartUseCase``.
public protocol ChartRepository: Sendable {
    /// The cached chart covering `query` (an answer for more places covers fewer), or `nil`.
    func cachedChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]>?

    /// The cached ranking covering `query`, read without the entries' details (what a page
    /// needs to place its app), or `nil`.
    func cachedRanking(for query: ChartQuery) async throws -> Stored<ChartRanking>?

    /// Asks the store for the chart and, only when the answer is good, caches it.
    func fetchChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]>
}
