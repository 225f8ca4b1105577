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

/// Which of the store's charts: the three top charts and the three of new apps.
public enum ChartKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Top free apps.
    case free
    /// Top paid apps.
    case paid
    /// Top grossing apps (in-app purchases included).
    case grossing
    /// New apps.
    case new
    /// New free apps.
    case newFree = "new-free"
    /// New paid apps.
    case newPaid = "new-paid"

    /// The word a command line uses: `free`, `new-paid`.
    public var description: String { rawValue }

    /// The top chart an app of this price stands in: top free for a free app, top paid for a
    /// paid one, none when the price is unknown.
    public static func top(for price: Price) -> ChartKind? {
        switch price {
        case .free: .free
        case .paid: .paid
        case .unknown: nil
        }
    }
}

/// How many places of a chart to ask for: 1 to 200, the feed's own cap.
public struct ChartLimit: Hashable, Sendable, CustomStringConvertible {
    /// The feed's cap.
    public static let maximum = 200

    /// The number.
    public let rawValue: Int

    /// A limit.
    ///
    /// - Throws: ``AppDetailError/invalidInput(_:)`` with ``InvalidInputReason/chartLimit(_:)`` outside 1…200.
    public init(_ rawValue: Int) throws(AppDetailError) {
        guard (1...Self.maximum).contains(rawValue) else { throw .invalidInput(.chartLimit(rawValue)) }
        self.rawValue = rawValue
    }

    /// The number as text.
    public var description: String { String(rawValue) }
}
