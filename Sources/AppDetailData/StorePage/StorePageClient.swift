import AppDetailDomain
import AppDetailTransport
import Foundation

/// Reads an app's App Store page for what the lookup lacks, from whichever source is there:
///
/// 1. With a media API token given in the configuration, the catalog document from the media
///    API (`/v1/catalog/{cc}/apps/{id}`, `Authorization: Bearer`, `Origin: https://apps.apple.com`):
///    one request.
/// 2. Else the web page (`/{cc}/app/id{id}?l=…`): its embedded catalog document (2025's shoebox
///    script) when it has one; else, when the page carries a token, the media API's document
///    (a second request); else the shelves today's page embeds (`serialized-server-data`).
///
/// A token is sent only over https or to this machine (loopback), and only when it is one line
/// of visible characters. A token that could not be used — not sent, refused, or the media API
/// failing — never hides the page: the page's own data is read instead, with a warning when the
/// token was the caller's. When nothing usable is there, the failure says what was missing and
/// what became of each token.
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
    /// The token the caller gave, if any.
    let mediaToken: String?
    /// Told when the caller's token could not be used and the page was read instead.
    var warn: @Sendable (String) -> Void = { _ in }

    /// What became of a media API token that gave no document.
    enum TokenOutcome: Error {
        /// Not sent, and why ("it holds a line break").
        case notSent(String)
        /// The media API refused it (401, 403).
        case refused(status: Int)
        /// The media API did not give a readable document.
        case failed(AppDetailError)

        /// The end of a sentence starting "the media API token …".
        var words: String {
            switch self {
            case .notSent(let reason): "was not sent: \(reason)"
            case .refused(let status): "was refused by the media API (HTTP status \(status))"
            case .failed(let error): "got no document: \(error.message.dropLast())"
            }
        }
    }

    /// What the cache keeps for a page the store does not have.
    static let noPageBody = Data("no page".utf8)

    /// The `Origin` the media API expects.
    static let origin = "https://apps.apple.com"

    func fetch(_ id: AppID, in storefront: Storefront) async throws -> Answer {
        var callersToken: TokenOutcome?
        if let mediaToken {
            switch try await catalog(id, in: storefront, token: mediaToken) {
            case .success(let answer): return answer
            case .failure(let outcome): callersToken = outcome
            }
        }
        let answer = try await fromPage(id, in: storefront, callersToken: callersToken)
        if let callersToken {
            warn(
                "The media API token given \(callersToken.words); the store page's own data was read instead."
            )
        }
        return answer
    }

    private func fromPage(_ id: AppID, in storefront: Storefront, callersToken: TokenOutcome?)
        async throws -> Answer
    {
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
        var pagesToken: TokenOutcome?
        if mediaToken == nil, let token = page.mediaToken() {
            switch try await catalog(id, in: storefront, token: token) {
            case .success(let answer): return answer
            case .failure(let outcome): pagesToken = outcome
            }
        }
        if let data = try page.serverData() {
            return Answer(
                details: try PageShelvesParser.details(from: data, for: id), body: data, kind: .pageShelves)
        }
        let tokens =
            if let callersToken {
                "the media API token given \(callersToken.words)"
            } else if let pagesToken {
                "the media API token the page carries \(pagesToken.words)"
            } else {
                "the page carries no media API token to ask the media API with"
            }
        throw AppDetailError.malformedAnswer(
            detail: "the store page of \(id) embeds neither the catalog data nor the page data, and \(tokens)"
        )
    }

    /// The media API's document, or what became of the token when there is none. Only a
    /// cancellation is thrown.
    private func catalog(_ id: AppID, in storefront: Storefront, token: String) async throws
        -> Result<Answer, TokenOutcome>
    {
        if let reason = Self.reasonNotToSend(token, to: mediaRequester.endpoint) {
            return .failure(.notSent(reason))
        }
        do {
            let reply = try await mediaRequester.get(
                catalogURL(id, in: storefront), accept: "application/json",
                extraHeaders: ["Authorization": "Bearer \(token)", "Origin": Self.origin],
                throttledStatuses: [429])
            if reply.status == 401 || reply.status == 403 { return .failure(.refused(status: reply.status)) }
            guard reply.status == 200 else {
                return .failure(.failed(AttemptError(status: reply.status).error))
            }
            return .success(
                Answer(
                    details: try CatalogDocumentParser.details(from: reply.body, for: id, source: .mediaAPI),
                    body: reply.body, kind: .mediaAPI))
        } catch let error as AppDetailError {
            return .failure(.failed(error))
        }
    }

    /// Why `token` must not go to `endpoint`, or `nil` when it may: a token is one line of
    /// visible ASCII characters (as every bearer token is), and it travels only over https or to
    /// this machine, never in clear text over a network.
    static func reasonNotToSend(_ token: String, to endpoint: URL) -> String? {
        guard !token.isEmpty, token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
            return "it holds characters no token has (a space, a line break or another invisible character)"
        }
        switch endpoint.scheme?.lowercased() {
        case "https"?: return nil
        case "http"? where Self.isLoopback(endpoint.host): return nil
        default:
            return
                "the media API at \(StoreRequester.hostDescription(endpoint)) is not reached over https, and a token goes only over https or to this machine"
        }
    }

    /// Whether `host` is this machine: `localhost`, 127.0.0.0/8 or ::1.
    static func isLoopback(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
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
