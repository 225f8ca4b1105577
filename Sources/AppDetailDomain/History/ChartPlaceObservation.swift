import Foundation

/// An app's place in one chart, from the first moment the chart showed it there to the last.
public struct ChartPlaceObservation: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The chart: its store, kind and genre (`nil`: all apps).
    public let chart: ChartName
    /// The first moment the place was seen.
    public let observedAt: Date
    /// The last moment it was seen.
    public let lastSeenAt: Date
    /// The place from 1, or `nil`: the app was not among the places the chart showed, though an
    /// earlier answer had it there (it left the chart).
    public let place: Int?

    /// A place as a history holds it.
    public init(app: AppID, chart: ChartName, observedAt: Date, lastSeenAt: Date, place: Int?) {
        self.app = app
        self.chart = chart
        self.observedAt = observedAt
        self.lastSeenAt = max(lastSeenAt, observedAt)
        self.place = place
    }
}

/// A chart named without its length: one store's chart of a kind in a genre.
public struct ChartName: Hashable, Sendable, CustomStringConvertible {
    /// The store.
    public let storefront: Storefront
    /// Free, paid, grossing…
    public let kind: ChartKind
    /// The genre's id, or `nil` for all apps.
    public let genreID: Int?

    /// A chart's name.
    public init(storefront: Storefront, kind: ChartKind, genreID: Int?) {
        self.storefront = Storefront.countryOnly(storefront)
        self.kind = kind
        self.genreID = genreID
    }

    /// The chart a query asks for.
    public init(_ query: ChartQuery) {
        self.init(storefront: query.storefront, kind: query.kind, genreID: query.genre?.id)
    }

    /// `kr free 6015`, `us paid`.
    public var description: String {
        [storefront.country, kind.rawValue, genreID.map(String.init)].compactMap { $0 }.joined(separator: " ")
    }
}

extension Storefront {
    /// The same store without a language: a history is kept per country.
    static func countryOnly(_ storefront: Storefront) -> Storefront {
        storefront.language == nil ? storefront : (try? Storefront(country: storefront.country)) ?? storefront
    }
}
