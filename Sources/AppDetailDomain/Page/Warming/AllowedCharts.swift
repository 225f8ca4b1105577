/// The charts, with every request to the store taken from a ``RequestAllowance``.
struct AllowedCharts: ChartRepository {
    let base: any ChartRepository
    let allowance: RequestAllowance

    func cachedChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]>? {
        try await base.cachedChart(for: query)
    }

    func cachedRanking(for query: ChartQuery) async throws -> Stored<ChartRanking>? {
        try await base.cachedRanking(for: query)
    }

    func fetchChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]> {
        try await allowance.send { try await base.fetchChart(for: query) }
    }
}
