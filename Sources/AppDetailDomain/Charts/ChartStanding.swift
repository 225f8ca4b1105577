/// Where an app stands in the chart of its primary genre — the top free chart for a free app,
/// top paid for a paid one, 200 places — the page's fourth part.
public enum ChartStanding: Hashable, Sendable {
    /// In the chart, at `rank` (1 is the top). `genreName` is the genre as the listing names it,
    /// in the storefront's language (`금융`).
    case ranked(rank: Int, chart: ChartKind, genre: ChartGenre, genreName: String)
    /// The chart was read and the app is not in its 200 places.
    case notRanked(chart: ChartKind, genre: ChartGenre)
    /// No chart applies: the app's genre has none, or its price is unknown. Nothing is asked.
    case noChart

    /// The rank, when the app is in the chart.
    public var rank: Int? {
        if case .ranked(let rank, _, _, _) = self { return rank }
        return nil
    }

    /// The chart an app's listing is ranked in, or `nil` when none applies.
    public static func query(for detail: Listing, in storefront: Storefront) -> ChartQuery? {
        guard let kind = ChartKind.top(for: detail.price),
            let genre = try? ChartGenre(id: detail.primaryGenre.id),
            let limit = try? ChartLimit(ChartLimit.maximum)
        else { return nil }
        return ChartQuery(storefront: storefront, kind: kind, genre: genre, limit: limit)
    }
}
