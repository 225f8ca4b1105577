import AppDetailDomain
import Foundation

/// One observation of a listing, as `history --format json|jsonl|csv` writes it: the store's
/// figures as numbers, its texts as given.
struct ObservationJSON: Encodable {
    let type = "observation"
    let app: Int64
    let store: String
    let observedAt: Date
    let lastSeenAt: Date
    let status: String
    let ratingAverage: Double?
    let ratingCount: Int?
    let price: Decimal?
    let currency: String?
    let sizeBytes: Int64?
    let version: String?
    let name: String?
    let developer: String?
    let genre: String?
    let ageRating: String?
    let languages: [String]?
    let screenshots: Int?

    init(_ observation: ListingObservation) {
        app = observation.app.rawValue
        store = observation.storefront.country
        observedAt = observation.observedAt
        lastSeenAt = observation.lastSeenAt
        status = observation.status == .listed ? "listed" : "goneFromStore"
        let (figures, texts) = (observation.figures, observation.texts)
        ratingAverage = figures.ratingAverage
        ratingCount = figures.ratingCount
        price = figures.price
        currency = texts?.currencyCode
        sizeBytes = figures.sizeBytes
        version = texts?.version
        name = texts?.name
        developer = texts?.developer
        genre = texts?.genre
        ageRating = texts?.ageRating
        languages = texts?.languages
        screenshots = texts?.screenshots.count
    }
}

/// One change, typed: `kind` names what changed, `before` and `after` hold its values (numbers
/// for a figure or a place, strings for a text), `line` says it in the history's language.
struct ChangeJSON: Encodable {
    let type = "change"
    let app: Int64
    let store: String
    let name: String
    let observedAt: Date
    let since: Date?
    let kind: String
    let field: String?
    let before: Value?
    let after: Value?
    let chart: String?
    let added: Int?
    let removed: Int?
    let reordered: Bool?
    let stars: [Int]?
    let line: String
    /// The new reviews, with what they say (`newReviews` only).
    var reviews: [ReviewJSON]?
    /// The app's usual new reviews a day before them (`newReviews` only; `null` before a day).
    var usualPerDay: Double?
    /// The `--fail-on` conditions the change meets (`track run` only).
    var conditions: [String]?

    /// A new review as a change carries it.
    struct ReviewJSON: Encodable {
        let id: String
        let stars: Int
        let title: String?
        let text: String?
        let author: String?
        let version: String?
        let date: Date?
        let firstSeenAt: Date

        init(_ review: ReviewSighting) {
            id = review.id
            stars = review.stars
            title = review.title
            text = review.excerpt
            author = review.author
            version = review.version
            date = review.writtenAt
            firstSeenAt = review.firstSeenAt
        }
    }

    /// A number or a text.
    enum Value: Encodable {
        case number(Double)
        case text(String)
        case texts([String])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .number(let value): try container.encode(value)
            case .text(let value): try container.encode(value)
            case .texts(let value): try container.encode(value)
            }
        }
    }

    init(_ change: HistoryChange, line: String) {
        app = change.app.rawValue
        store = change.storefront.country
        name = change.appName
        observedAt = change.observedAt
        since = change.since
        self.line = line
        var (field, before, after, chart): (String?, Value?, Value?, String?) = (nil, nil, nil, nil)
        var (added, removed, reordered, stars): (Int?, Int?, Bool?, [Int]?) = (nil, nil, nil, nil)
        switch change.kind {
        case .figure(let figure, let was, let now):
            (kind, field, before, after) = (
                "figure", figure.rawValue, was.map(Value.number), now.map(Value.number)
            )
        case .version(let was, let now):
            (kind, before, after) = ("version", .text(was), .text(now))
        case .text(let text, let was, let now):
            (kind, field, before, after) = ("text", text.rawValue, was.map(Value.text), now.map(Value.text))
        case .screenshots(let plus, let minus, let order):
            (kind, added, removed, reordered) = ("screenshots", plus, minus, order)
        case .icon:
            kind = "icon"
        case .languages(let plus, let minus):
            (kind, before, after) = ("languages", .texts(minus), .texts(plus))
        case .chartPlace(let name, let was, let now):
            (kind, chart) = ("chartPlace", name.description)
            (before, after) = (was.map { .number(Double($0)) }, now.map { .number(Double($0)) })
        case .goneFromStore:
            kind = "goneFromStore"
        case .backInStore:
            kind = "backInStore"
        case .newReviews(let found):
            (kind, added, stars) = ("newReviews", found.count, found.stars)
            reviews = found.reviews.map(ReviewJSON.init)
            usualPerDay = found.usualPerDay
        }
        (self.field, self.before, self.after, self.chart) = (field, before, after, chart)
        (self.added, self.removed, self.reordered, self.stars) = (added, removed, reordered, stars)
    }
}

/// `history --format json`: the app's whole history in one document, written as it is made
/// (``JSONObjectStream``) so that a history of any length is never held as text.
enum HistoryDocument {
    static let schemaVersion = 1

    /// A chart place kept.
    struct ChartPlaceJSON: Encodable {
        let chart: String
        let observedAt: Date
        let lastSeenAt: Date
        let place: Int?
    }

    /// A version on the timeline.
    struct VersionJSON: Encodable {
        let version: String
        let date: Date?
        let notes: String?
        let origin: String
    }

    /// Writes the document's members in key order: app, changes, chartPlaces, name,
    /// observations, schemaVersion, skipped, store, versions.
    static func write(_ history: AppHistory, lines: @escaping (HistoryChange) -> String) throws {
        var document = JSONObjectStream()
        try document.member("app", history.app.rawValue)
        try document.array("changes", history.changes.lazy.map { ChangeJSON($0, line: lines($0)) })
        try document.array(
            "chartPlaces",
            history.chartPlaces.lazy.map {
                ChartPlaceJSON(
                    chart: $0.chart.description, observedAt: $0.observedAt, lastSeenAt: $0.lastSeenAt,
                    place: $0.place)
            })
        try document.member("name", ifPresent: history.name)
        try document.array("observations", history.listings.lazy.map(ObservationJSON.init))
        try document.member("schemaVersion", schemaVersion)
        try document.array("skipped", history.skipped)
        try document.member("store", history.storefront.country)
        try document.array(
            "versions",
            history.versions.lazy.map {
                VersionJSON(version: $0.version, date: $0.date, notes: $0.notes, origin: $0.origin.rawValue)
            })
        document.finish()
    }
}
