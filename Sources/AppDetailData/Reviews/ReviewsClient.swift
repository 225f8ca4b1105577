import AppDetailDomain
import Foundation

/// Asks the customer-reviews feed for one page:
/// `{endpoint}/{country}/rss/customerreviews/page={n}/id={id}/sortby={sort}/json`.
struct ReviewsClient: Sendable {
    struct Answer: Sendable {
        let page: ReviewPage
        let body: Data
    }

    let requester: StoreRequester

    func fetch(_ request: ReviewRequest) async throws -> Answer {
        let body = try await requester.json(requestURL(for: request))
        let page = try ReviewsParser.page(from: body, page: request.page.rawValue)
        return Answer(page: page, body: body)
    }

    func requestURL(for request: ReviewRequest) -> URL {
        let path =
            "\(request.storefront.country)/rss/customerreviews/page=\(request.page)/id=\(request.app)/sortby=\(request.sort.rawValue)/json"
        return requester.endpoint.appendingPathComponent(path).withFeedLanguage(request.storefront.language)
    }
}
