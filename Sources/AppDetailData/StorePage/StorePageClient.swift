import AppDetailDomain
import Foundation

/// Reads an app's App Store page for what the lookup lacks, from whichever source is there:
///
/// 1. With a media API token (`APPDETAIL_MEDIA_TOKEN`), the catalog document from the media API
///    (`/v1/catalog/{cc}/apps/{id}`, `Authorization: Bearer`, `Origin: https://apps.apple.com`):
///    one request.
/// 2. Else the web page (`/{cc}/app/id{id}?l=…`): its embedded catalog document (2025's shoebox
///    script) when it has one; else, when the page carries a token, the media API's document
///    (a second request); else the shelves today's page embeds (`serialized-server-data`).
///
/// A token the media API refuses falls back to the page. When nothing usable is there, the
/// failure names what was missing and what the user can set.
struct StorePageClient: Sendable {
    struct Answer: Sendable {
        let details: StorePageDetails
        /// The body the details were read from: the catalog document, or the page data.
        let body: Data
        /// What the body is.
        let kind: StorePageSource
    }

    /// Asks for the web page (`https://apps.apple.com`, or the configured test endpoint).
    let pageRequester: StoreRequester
    /// Asks the media API (`https://amp-api-edge.apps.apple.com`, or the test endpoint).
    let mediaRequester: StoreRequester
    /// The token the user gave, if any.
    let mediaToken: String?

    /// The media API refused the token (401, 403).
    struct TokenRefusedError: Error {}

    /// What the cache keeps for a page the store does not have.
    static let noPageBody = Data("no page".utf8)

    /// The `Origin` the media API expects.
    static let origin = "https://apps.apple.com"

    func fetch(_ id: AppID, in storefront: Storefront) async throws -> Answer {
        if let mediaToken {
            do {
                return try await catalog(id, in: storefront, token: mediaToken)
            } catch is TokenRefusedError {
                // The user's token no longer works: the page may still have what is wanted.
            }
        }
        let reply = try await pageRequester.get(pageURL(id, in: storefront), accept: "text/html")
        if reply.status == 404 || reply.status == 410 {
            return Answer(details: .noPage(for: id), body: Self.noPageBody, kind: .noPage)
        }
        guard reply.status == 200 else { throw AttemptError(status: reply.status).error }
        let page = StorePageHTML(reply.body)
        if let document = try page.catalogDocument(for: id) {
            return Answer(
                details: try CatalogDocumentParser.details(from: document, for: id), body: document,
                kind: .catalogDocument)
        }
        if mediaToken == nil, let token = page.mediaToken() {
            if let answer = try? await catalog(id, in: storefront, token: token) { return answer }
        }
        if let data = try page.serverData() {
            return Answer(
                details: try PageShelvesParser.details(from: data, for: id), body: data, kind: .pageShelves)
        }
        throw AppDetailError.malformedResponse(
            detail:
                "the store page of \(id) embeds neither the catalog data nor the page data, and no media API token was found in it (set APPDETAIL_MEDIA_TOKEN to ask the media API)"
        )
    }

    private func catalog(_ id: AppID, in storefront: Storefront, token: String) async throws -> Answer {
        let reply = try await mediaRequester.get(
            catalogURL(id, in: storefront), accept: "application/json",
            extraHeaders: ["Authorization": "Bearer \(token)", "Origin": Self.origin])
        if reply.status == 401 || reply.status == 403 { throw TokenRefusedError() }
        guard reply.status == 200 else { throw AttemptError(status: reply.status).error }
        return Answer(
            details: try CatalogDocumentParser.details(from: reply.body, for: id), body: reply.body,
            kind: .catalogDocument)
    }

    /// `/{cc}/app/id{id}`, with `?l=` when a language was asked for.
    func pageURL(_ id: AppID, in storefront: Storefront) -> URL {
        var components = URLComponents(
            url: pageRequester.endpoint.appendingPathComponent("\(storefront.country)/app/id\(id)"),
            resolvingAgainstBaseURL: false)
        if let language = storefront.language {
            components?.queryItems = [URLQueryItem(name: "l", value: language)]
        }
        return components?.url ?? pageRequester.endpoint
    }

    /// The media API's request for the app's record with the parts the page shows, as 2025's
    /// page asked for it.
    func catalogURL(_ id: AppID, in storefront: Storefront) -> URL {
        var components = URLComponents(
            url: mediaRequester.endpoint.appendingPathComponent(
                "v1/catalog/\(storefront.country)/apps/\(id)"),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "l", value: storefront.language ?? "en-us"),
            URLQueryItem(name: "platform", value: "web"),
            URLQueryItem(name: "additionalPlatforms", value: "appletv,ipad,iphone,mac,realityDevice"),
            URLQueryItem(
                name: "extend", value: "description,privacy,versionHistory,sellerInfo,fileSizeByDevice"),
            URLQueryItem(
                name: "include",
                value:
                    "app-events,genres,developer,reviews,merchandised-in-apps,customers-also-bought-apps,top-in-apps"
            ),
            URLQueryItem(name: "limit[merchandised-in-apps]", value: "20"),
            URLQueryItem(name: "sparseLimit[apps:customers-also-bought-apps]", value: "20"),
        ]
        return components?.url ?? mediaRequester.endpoint
    }
}
