import Foundation

/// A followed app at a glance — what a watch list shows of it: its name (the last it had in the
/// store, even once gone), whether it is gone, its rating and where it was a week before, its
/// count of ratings, its version and when that came, its chart place and the last change.
public struct FollowedAppStatus: Hashable, Sendable {
    /// The app as followed (its store, whether its reviews are read, since when).
    public let followed: FollowedApp
    /// Its name as last listed, or `nil` when never observed listed.
    public let name: String?
    /// Whether the store's last answer left it out.
    public let isGone: Bool
    /// The rating average last observed.
    public let rating: Double?
    /// The rating average in force a week before the moment asked, when one was observed then.
    public let ratingWeekBefore: Double?
    /// How many ratings, last observed.
    public let ratingCount: Int?
    /// The version last observed, and when the store says it was released.
    public let version: String?
    /// When ``version`` was released, as the listing says.
    public let versionReleasedAt: Date?
    /// The price last observed (0 for free) and its currency.
    public let price: Decimal?
    /// The currency of ``price``.
    public let currency: String?
    /// The chart it was last seen in, with its place there (`nil`: out of its places).
    public let chart: ChartName?
    /// The place in ``chart``.
    public let chartPlace: Int?
    /// The newest change in the period read (a month), if any.
    public let lastChange: HistoryChange?
    /// The last moment its listing was seen, or `nil` before any observation.
    public let lastSeenAt: Date?

    /// A status.
    public init(
        followed: FollowedApp, name: String?, isGone: Bool, rating: Double?, ratingWeekBefore: Double?,
        ratingCount: Int?, version: String?, versionReleasedAt: Date?, price: Decimal?, currency: String?,
        chart: ChartName?, chartPlace: Int?, lastChange: HistoryChange?, lastSeenAt: Date?
    ) {
        self.followed = followed
        self.name = name
        self.isGone = isGone
        self.rating = rating
        self.ratingWeekBefore = ratingWeekBefore
        self.ratingCount = ratingCount
        self.version = version
        self.versionReleasedAt = versionReleasedAt
        self.price = price
        self.currency = currency
        self.chart = chart
        self.chartPlace = chartPlace
        self.lastChange = lastChange
        self.lastSeenAt = lastSeenAt
    }

    /// The status `history` shows of `followed` at `now`.
    public init(_ followed: FollowedApp, history: AppHistory, at now: Date) {
        let last = history.listings.last
        let listed = history.listings.last { $0.status == .listed }
        let then = history.listedState(at: now.addingTimeInterval(-AppHistory.week))
        let place = history.chartPlaces.max { $0.lastSeenAt < $1.lastSeenAt }
        self.init(
            followed: followed, name: listed?.name, isGone: last?.status == .goneFromStore,
            rating: listed?.figures.ratingAverage, ratingWeekBefore: then?.figures.ratingAverage,
            ratingCount: listed?.figures.ratingCount, version: listed?.texts?.version,
            versionReleasedAt: listed?.texts?.versionReleasedAt, price: listed?.figures.price,
            currency: listed?.texts?.currencyCode, chart: place?.chart, chartPlace: place?.place,
            lastChange: history.changes.first, lastSeenAt: last?.lastSeenAt)
    }
}
