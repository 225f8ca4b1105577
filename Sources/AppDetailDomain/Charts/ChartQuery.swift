/// A chart to show: the storefront, which chart, an optional genre and how many places.
public struct ChartQuery: Hashable, Sendable {
    /// The storefront whose chart it is.
    public let storefront: Storefront
    /// Which chart.
    public let kind: ChartKind
    /// The genre, or `nil` for all apps.
    public let genre: ChartGenre?
    /// How many places.
    public let limit: ChartLimit

    /// A query.
    public init(storefront: Storefront, kind: ChartKind, genre: ChartGenre?, limit: ChartLimit) {
        self.storefront = storefront
        self.kind = kind
        self.genre = genre
        self.limit = limit
    }
}
