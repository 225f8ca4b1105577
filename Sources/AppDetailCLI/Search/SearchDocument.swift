import AppDetailDomain
import AppDetailPresentation
import Foundation

/// The `search --format json` document (schema version 1).
struct SearchDocument: Encodable {
    struct AppSummaryJSON: Encodable {
        let id: Int64
        let name: String
        let developer: String
        let iconURL: String?
        let category: String
        let rating: AppJSON.RatingJSON?
        let price: AppJSON.PriceJSON

        init(_ app: AppSummary) {
            id = app.id.rawValue
            name = app.name
            developer = app.developer
            iconURL = app.iconURL?.absoluteString
            category = app.category
            rating = app.rating.map { AppJSON.RatingJSON(average: $0.average, count: $0.count) }
            price = AppJSON.price(app.price)
        }
    }

    let schemaVersion = 1
    let term: String
    let storefront: ShowDocument.StorefrontJSON
    let freshness: ShowDocument.FreshnessJSON?
    let results: [AppSummaryJSON]
    let skipped: [String]

    init(term: String, storefront: Storefront, results: SearchResultsState?) {
        self.term = term
        self.storefront = ShowDocument.StorefrontJSON(
            country: storefront.country, language: storefront.language)
        freshness = results.map { ShowDocument.FreshnessJSON($0.freshness, sample: nil) }
        self.results = results?.apps.map(AppSummaryJSON.init) ?? []
        skipped = results?.skipped ?? []
    }
}
