import AppDetailDomain
import Foundation

/// The `reviews --format json` document (schema version 2).
struct ReviewsDocument: Encodable {
    let schemaVersion = 2
    let app: Int64
    let storefront: StorefrontJSON
    let page: Int
    let sort: String
    let hasNextPage: Bool
    let freshness: FreshnessJSON
    let reviews: [ReviewJSON]

    init(fetched: Fetched<ReviewPage>, request: ReviewRequest) {
        app = request.app.rawValue
        storefront = StorefrontJSON(request.storefront)
        page = request.page.rawValue
        sort = request.sort.rawValue
        hasNextPage = fetched.value.hasNextPage
        freshness = FreshnessJSON(fetched.freshness, sample: nil)
        reviews = fetched.value.reviews.map(ReviewJSON.init)
    }
}
