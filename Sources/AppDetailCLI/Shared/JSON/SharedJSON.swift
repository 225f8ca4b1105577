import AppDetailDomain
import Foundation

// The pieces every `--format json` document is built from, one shape each: a store, where an
// answer came from, a price, a rating and a row of an app. The documents of `show`, `search`,
// `top`, `reviews`, `diff` and `cache list` use these and nothing of each other's.

/// A store: `{"country": "kr", "language": "ko"}`; `language` is `null` for the store's own.
struct StorefrontJSON: Encodable {
    let country: String
    let language: String?

    init(_ storefront: Storefront) {
        country = storefront.country
        language = storefront.language
    }
}

/// Where an answer came from and how current it is.
struct FreshnessJSON: Encodable {
    let source: String
    let fetchedAt: Date
    let staleness: String
    let reason: String?
    let sample: Bool?

    /// `sample` is written only for a listing (`show`), where a sample app can stand in.
    init(_ freshness: Freshness, sample: Bool?) {
        // Where it was read: a sample is read from the cache, and `sample` says what it is.
        source = (freshness.source == .sample ? Freshness.Source.cache : freshness.source).rawValue
        fetchedAt = freshness.fetchedAt
        (staleness, reason) =
            switch freshness.staleness {
            case .current: ("current", nil)
            case .expired: ("expired", nil)
            case .servedAfterFailure(let error): ("servedAfterFailure", error.message)
            }
        self.sample = sample
    }
}

/// A price: free, paid with its amount (a JSON number, exact as the store gave it), or unknown,
/// with the store's currency and wording.
struct PriceJSON: Encodable {
    let kind: String
    let amount: Decimal?
    let currency: String?
    let formatted: String?

    init(_ price: Price) {
        switch price {
        case .free(let currency, let formatted):
            (kind, amount, self.currency, self.formatted) = ("free", 0, currency, formatted)
        case .paid(let amount, let currency, let formatted):
            (kind, self.amount, self.currency, self.formatted) = ("paid", amount, currency, formatted)
        case .unknown(let currency):
            (kind, amount, self.currency, formatted) = ("unknown", nil, currency, nil)
        }
    }
}

/// An average rating and how many ratings it is made of.
struct RatingJSON: Encodable {
    let average: Double
    let count: Int

    init(_ rating: Rating) {
        average = rating.average
        count = rating.count
    }
}

/// One app in a list (search results, a chart): what its row shows.
struct AppSummaryJSON: Encodable {
    let id: Int64
    let name: String
    let developer: String
    let iconURL: String?
    let category: String
    let rating: RatingJSON?
    let price: PriceJSON

    init(_ app: AppSummary) {
        id = app.id.rawValue
        name = app.name
        developer = app.developer
        iconURL = app.iconURL?.absoluteString
        category = app.category
        rating = app.rating.map(RatingJSON.init)
        price = PriceJSON(app.price)
    }
}

/// A customer review, the one shape `show` and `reviews` give it: `rating` 1–5, `appVersion` as
/// the store gave it (or `null`), `date` in ISO 8601 (or `null` when the store gave none).
struct ReviewJSON: Encodable {
    let id: String
    let author: String
    let rating: Int
    let title: String
    let body: String
    let appVersion: String?
    let date: Date?

    init(_ review: Review) {
        (id, author, rating, title, body) = (
            review.id, review.author, review.rating, review.title, review.body
        )
        (appVersion, date) = (review.appVersion, review.date)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(author, forKey: .author)
        try container.encode(rating, forKey: .rating)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(appVersion, forKey: .appVersion)  // null, never left out
        try container.encode(date, forKey: .date)
    }

    private enum CodingKeys: String, CodingKey {
        case id, author, rating, title, body, appVersion, date
    }
}
