import AppDetailDomain
import Foundation

/// Asks the iTunes Search API: `search?term=…&country=…&entity=software&limit=…[&lang=…]`.
struct SearchClient: Sendable {
    let requester: StoreRequester

    func fetch(_ query: SearchQuery) async throws -> Data {
        let body = try await requester.json(requestURL(for: query))
        return body
    }

    func requestURL(for query: SearchQuery) -> URL {
        var components = URLComponents(
            url: requester.endpoint.appendingPathComponent("search"), resolvingAgainstBaseURL: false)
        var items = [
            URLQueryItem(name: "term", value: query.term.text),
            URLQueryItem(name: "country", value: query.storefront.country),
            URLQueryItem(name: "entity", value: "software"),
            URLQueryItem(name: "limit", value: query.limit.description),
        ]
        if let language = query.storefront.lookupLanguage {
            items.append(URLQueryItem(name: "lang", value: language))
        }
        components?.queryItems = items
        return components?.url ?? requester.endpoint
    }
}
