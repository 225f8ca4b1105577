/// A chart and its apps' ratings: the chart under the policy, then one many-apps lookup (≤ 200
/// ids a request, so a 200-app chart costs two requests cold and none warm) for the listings
/// the cache cannot give. A failing lookup leaves the chart without ratings, never failed.
public struct LoadRatedChartUseCase: RatedChartLoading {
    private let charts: LoadChartUseCase
    private let listings: FetchManyListingsUseCase

    /// - Parameters:
    ///   - charts: the chart loader.
    ///   - listings: the many-apps listing loader.
    public init(charts: LoadChartUseCase, listings: FetchManyListingsUseCase) {
        self.charts = charts
        self.listings = listings
    }

    /// The 0.1.0 form of ``init(charts:listings:)``.
    @available(*, deprecated, renamed: "init(charts:listings:)")
    public init(charts: LoadChartUseCase, details: FetchManyListingsUseCase) {
        self.init(charts: charts, listings: details)
    }

    /// The chart of `query` under `policy`, with ratings.
    public func chart(_ query: ChartQuery, policy: CachePolicy) async throws -> RatedChart {
        let chart = try await charts.chart(query, policy: policy)
        let ids = chart.value.map(\.app.id)
        let listings = try await self.listings.listings(for: ids, in: query.storefront, policy: policy)
        let entries = chart.value.map { entry in
            guard let detail = listings.found[entry.app.id]?.value else { return entry }
            let app = entry.app
            return ChartEntry(
                rank: entry.rank,
                app: AppSummary(
                    id: app.id, name: app.name, developer: app.developer, iconURL: app.iconURL,
                    category: app.category, rating: detail.ratings.allVersions, price: app.price))
        }
        return RatedChart(
            entries: entries, freshness: chart.freshness,
            unrated: ids.filter { listings.found[$0] == nil }, ratingsError: listings.error)
    }
}

/// Loads a chart with its apps' ratings under a cache policy: what a chart screen needs.
public protocol RatedChartLoading: Sendable {
    /// The chart of `query` under `policy`, with ratings where the listings could be had.
    func chart(_ query: ChartQuery, policy: CachePolicy) async throws -> RatedChart
}

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
    public let ratingsError: AppDetailError?

    /// A rated chart.
    public init(
        entries: [ChartEntry], freshness: Freshness, unrated: [AppID], ratingsError: AppDetailError?
    ) {
        self.entries = entries
        self.freshness = freshness
        self.unrated = unrated
        self.ratingsError = ratingsError
    }

    /// The 0.1.0 name of ``ratingsError``.
    @available(*, deprecated, renamed: "ratingsError")
    public var ratingsProblem: AppDetailError? { ratingsError }

    /// The 0.1.0 form of ``init(entries:freshness:unrated:ratingsError:)``.
    @available(*, deprecated, renamed: "init(entries:freshness:unrated:ratingsError:)")
    public init(
        entries: [ChartEntry], freshness: Freshness, unrated: [AppID], ratingsProblem: AppDetailError?
    ) {
        self.init(entries: entries, freshness: freshness, unrated: unrated, ratingsError: ratingsProblem)
    }
}
