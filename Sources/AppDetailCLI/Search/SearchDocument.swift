import AppDetailDomain
import AppDetailPresentation
import Foundation

/// The `search --format json` document (schema version 2).
struct SearchDocument: Encodable {
    let schemaVersion = 2
    let term: String
    let storefront: StorefrontJSON
    let freshness: FreshnessJSON?
    let results: [AppSummaryJSON]
    let skipped: [String]

    init(term: String, storefront: Storefront, results: SearchResultsState?) {
        self.term = term
        self.storefront = StorefrontJSON(storefront)
        freshness = results.map { FreshnessJSON($0.freshness, sample: nil) }
        self.results = results?.apps.map(AppSummaryJSON.init) ?? []
        skipped = results?.skipped ?? []
    }
}
