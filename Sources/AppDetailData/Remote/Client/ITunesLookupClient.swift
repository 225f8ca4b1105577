import AppDetailDomain
import Foundation

/// Asks the iTunes Lookup API (or any server that answers like it) for one app.
///
/// Each request carries a User-Agent and the transport's timeouts and body cap. Passing failures
/// (transport errors, 5xx, and Apple's throttling answers 403 and 429) are retried per
/// ``RetryPolicy``; a 4xx that means the request is wrong is not. Throws ``AppDetailError``, or
/// `CancellationError` when the calling task is cancelled.
struct ITunesLookupClient: Sendable {
    /// The answer: the mapped detail and the body it came from (the cache keeps both).
    struct Answer: Sendable {
        let detail: AppDetail
        let body: Data
    }

    static let userAgent = "appdetail/0.1 (App Store detail model; Swift)"

    let baseURL: URL
    let transport: any HTTPTransport
    let retry: RetryPolicy
    /// Waits between attempts; injected so tests need not.
    let sleep: @Sendable (Duration) async throws -> Void
    /// A fraction in 0…1 for the jitter.
    let random: @Sendable () -> Double

    func fetch(_ lookup: AppLookup, in storefront: Storefront) async throws -> Answer {
        let url = requestURL(for: lookup, in: storefront)
        var attempt = 1
        while true {
            let failure: LookupFailure
            do {
                let reply = try await transport.get(
                    url, headers: ["User-Agent": Self.userAgent, "Accept": "application/json"])
                if reply.status == 200 {
                    let detail = try LookupResponseParser.appDetail(
                        from: reply.body, for: lookup, in: storefront)
                    return Answer(detail: detail, body: reply.body)
                }
                failure = LookupFailure(status: reply.status)
            } catch let error as AppDetailError {
                throw error
            } catch {
                try Task.checkCancellation()
                failure = LookupFailure(transport: error, host: url.host ?? url.absoluteString)
            }
            guard failure.isWorthRetrying, attempt < retry.maximumAttempts else { throw failure.error }
            try await sleep(retry.delay(after: attempt, random: random()))
            attempt += 1
        }
    }

    /// `…/lookup?id=…&country=…[&lang=…]`, or `bundleId=` for a bundle id.
    func requestURL(for lookup: AppLookup, in storefront: Storefront) -> URL {
        var components = URLComponents(
            url: baseURL.appendingPathComponent("lookup"), resolvingAgainstBaseURL: false)
        var items: [URLQueryItem] =
            switch lookup {
            case .id(let id): [URLQueryItem(name: "id", value: id.description)]
            case .bundleID(let bundleID): [URLQueryItem(name: "bundleId", value: bundleID.rawValue)]
            }
        items.append(URLQueryItem(name: "country", value: storefront.country))
        if let language = storefront.language {
            let parts = language.split(separator: "-")
            let region = parts.count > 1 ? parts[1].lowercased() : storefront.country
            items.append(URLQueryItem(name: "lang", value: "\(parts[0])_\(region)"))
        }
        components?.queryItems = items
        return components?.url ?? baseURL
    }
}
