import AppDetailDomain
import Foundation

/// Asks the customer-reviews feed for one page:
/// `{endpoint}/{country}/rss/customerreviews/page={n}/id={id}/sortby={sort}/json`.
struct ReviewFeedClient: Sendable {
    struct Answer: Sendable {
        let page: ReviewPage
        let body: Data
    }

    let requester: StoreRequester

    func fetch(_ request: ReviewRequest) async throws -> Answer {
        let reply = try await requester.get(requestURL(for: request), accept: "application/json")
        guard reply.status == 200 else { throw LookupFailure(status: reply.status).error }
        let page = try ReviewFeedParser.page(from: reply.body, page: request.page.rawValue)
        return Answer(page: page, body: reply.body)
    }

    func requestURL(for request: ReviewRequest) -> URL {
        let path =
            "\(request.storefront.country)/rss/customerreviews/page=\(request.page)/id=\(request.app)/sortby=\(request.sort.rawValue)/json"
        return requester.endpoint.appendingPathComponent(path).withFeedLanguage(request.storefront.language)
    }
}
