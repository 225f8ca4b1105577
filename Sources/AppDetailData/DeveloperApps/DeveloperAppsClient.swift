import AppDetailDomain
import Foundation

/// Asks the Lookup API for a developer's apps: `lookup?id={artistId}&entity=software&country=…`.
struct DeveloperAppsClient: Sendable {
    struct Answer: Sendable {
        let apps: [AppSummary]
        let body: Data
    }

    let requester: StoreRequester

    func fetch(_ developer: Int64, in storefront: Storefront) async throws -> Answer {
        let body = try await requester.json(requestURL(for: developer, in: storefront))
        return Answer(
            apps: try DeveloperAppsParser.apps(from: body, developer: developer), body: body)
    }

    func requestURL(for developer: Int64, in storefront: Storefront) -> URL {
        var components = URLComponents(
            url: requester.endpoint.appendingPathComponent("lookup"), resolvingAgainstBaseURL: false)
        var items = [
            URLQueryItem(name: "id", value: String(developer)),
            URLQueryItem(name: "entity", value: "software"),
            URLQueryItem(name: "country", value: storefront.country),
        ]
        if let language = storefront.lookupLanguage {
            items.append(URLQueryItem(name: "lang", value: language))
        }
        components?.queryItems = items
        return components?.url ?? requester.endpoint
    }
}
