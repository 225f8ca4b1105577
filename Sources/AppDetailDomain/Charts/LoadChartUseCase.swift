import Foundation

/// Loads a chart under a ``CachePolicy``: a cached chart younger than the maximum age is used, an
/// older one only after a passing failure or offline.
public struct LoadChartUseCase: Sendable {
    private let repository: any ChartRepository
    private let maxAge: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - repository: the charts' cache and store.
    ///   - maxAge: how long a cached chart counts as current.
    ///   - now: the clock.
    public init(repository: any ChartRepository, maxAge: Duration, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.maxAge = maxAge
        self.now = now
    }

    /// The chart under `policy`.
    public func chart(_ query: ChartQuery, policy: CachePolicy) async throws -> Fetched<[ChartEntry]> {
        let repository = self.repository
        let genre = query.genre.map { " \($0.name)" } ?? ""
        let loader = PolicyLoader<[ChartEntry]>(
            maxAge: maxAge, now: now,
            cached: { try await repository.cachedChart(for: query) },
            fetch: { try await repository.fetchChart(for: query) },
            notCached: .offline(
                .partNotCached(
                    what:
                        "the top \(query.kind)\(genre) chart in the \(query.storefront.country.uppercased()) store"
                )
            ))
        return try await loader.load(policy: policy) { _ in }
    }
}

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
