import AppDetailDomain

/// A chart ready to show: its title in the page's language and a row per place, each with the
/// app's rating when its listing could be had.
public struct ChartListing: Hashable, Sendable {
    /// "Top Free · Finance · HK".
    public let title: String
    /// The places, in rank order.
    public let rows: [RankedRow]
    /// The chart and its ratings as loaded.
    public let chart: RatedChart

    /// The listing of `chart`, the answer to `query`, in `language`.
    public init(chart: RatedChart, query: ChartQuery, language: DetailLanguage) {
        let detailWords = DetailWords(language: language)
        self.title = ChartWords(language: language).title(of: query)
        self.rows = chart.entries.map {
            RankedRow(rank: $0.rank, row: AppRow(app: $0.app, detailWords: detailWords))
        }
        self.chart = chart
    }
}
