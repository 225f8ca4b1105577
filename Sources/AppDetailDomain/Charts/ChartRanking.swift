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
