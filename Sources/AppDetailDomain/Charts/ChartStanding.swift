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

/// A chart as the apps in its places, in rank order: what a page needs to say where its app
/// stands, without the rest of each entry.
public struct ChartRanking: Hashable, Sendable {
    /// The app at each place (index 0 is rank 1); `nil` for a place whose entry had no app id.
    public let places: [AppID?]

    /// A ranking.
    public init(places: [AppID?]) {
        self.places = places
    }

    /// The ranking of a chart's entries (a rank skipped by the feed is an empty place).
    public init(_ entries: [ChartEntry]) {
        var places = [AppID?](repeating: nil, count: entries.map(\.rank).max() ?? 0)
        for entry in entries where entry.rank > 0 { places[entry.rank - 1] = entry.app.id }
        self.places = places
    }

    /// The rank of `app`, from 1, or `nil` when it is not in the chart.
    public func rank(of app: AppID) -> Int? {
        places.firstIndex(of: app).map { $0 + 1 }
    }
}

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
