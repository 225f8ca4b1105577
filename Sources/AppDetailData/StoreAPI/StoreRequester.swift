import AppDetailDomain
import AppDetailTransport
import Foundation

/// Makes one GET to the store the way every client should: within one overall deadline, with
/// retries of passing failures, and following only redirects a person would agree to.
///
/// The deadline covers the whole fetch — connecting, the answer, redirects, every retry and its
/// back-off — so no server, however slow, holds a command longer than
/// ``TransportLimits/overallTimeout``. A back-off that would end past the deadline is not slept:
/// the last failure is reported at once. Redirects: at most ``maximumRedirects``, only to
/// `https`, or to the configured endpoint's own scheme, host and port (a test server on
/// loopback).
struct StoreRequester: Sendable {
    static let userAgent = "appdetail/\(AppDetailVersion.current) (App Store detail model; Swift)"
    static let maximumRedirects = 5

    /// The configured base URL; redirects back to its origin are allowed even over http.
    var endpoint: URL
    let transport: any HTTPTransport
    let limits: TransportLimits
    let retry: RetryPolicy
    /// The retries this requester shares with the others of one page.
    let budget: RetryBudget
    /// Waits between attempts; injected so tests need not.
    let sleep: @Sendable (Duration) async throws -> Void
    /// A fraction in 0…1 for the jitter.
    let random: @Sendable () -> Double
    /// The request budget every request draws from before it is sent, or `nil` for none.
    var requestBudget: RequestBudget? = nil
    /// The instant no fetch of this requester runs past, whatever is left of its own timeout
    /// (``AppDetailDataConfiguration/deadline``), or `nil`.
    var sharedDeadline: ContinuousClock.Instant? = nil

    /// The final answer for `url`: a 2xx, or a status that retrying cannot change (a 404, say).
    ///
    /// - Throws: ``AppDetailError`` for failures that outlived the retries or the deadline, and
    ///   `CancellationError` when the calling task is cancelled.
    ///
    /// `extraHeaders` go with the request (a media API's `Authorization` and `Origin`); an
    /// `Authorization` is not sent on to another origin a redirect names. `throttledStatuses` are
    /// the statuses that mean "too many requests" and are retried (the store's 403 and 429; a
    /// media API answers a bad token with 403, which is its answer, not throttling).
    func get(
        _ url: URL, accept: String, extraHeaders: [String: String] = [:],
        throttledStatuses: Set<Int> = AttemptError.throttledStatuses
    ) async throws -> HTTPAnswer {
        let ownDeadline = ContinuousClock.now + limits.overallTimeout
        let deadline = sharedDeadline.map { min($0, ownDeadline) } ?? ownDeadline
        let headers = extraHeaders.merging(["User-Agent": Self.userAgent, "Accept": accept]) { $1 }
        var attempt = 1
        var lastFailure: AppDetailError?
        let token = budget.request()
        while true {
            // A screen closed before its turn came sends nothing: no request for nobody.
            try Task.checkCancellation()
            try await waitForTurn(until: deadline, after: lastFailure)
            let failure: AttemptError
            var comeBackAfter: Duration?
            do {
                let reply = try await following(url, headers: headers, deadline: deadline)
                failure = AttemptError(status: reply.status, throttled: throttledStatuses)
                guard failure.isWorthRetrying else { return reply }
                comeBackAfter = reply.retryAfter.flatMap { RetryAfter.delay($0, now: Date()) }
            } catch let error as TransportError {
                try Task.checkCancellation()
                failure = AttemptError(transport: error, host: Self.hostDescription(url))
            }
            // The store's own word on when to come back comes before the jittered backoff.
            let delay = max(retry.delay(after: attempt, random: random()), comeBackAfter ?? .zero)
            guard failure.isWorthRetrying, attempt < retry.maximumAttempts,
                ContinuousClock.now + delay < deadline,
                budget.mayRetry(token, throttled: failure.error == .throttled)
            else { throw failure.error }
            lastFailure = failure.error
            try await sleep(delay)
            attempt += 1
        }
    }

    /// Waits for this request's turn in the budget; when the turn comes after `deadline`, the
    /// request is not sent. The reason is the failure of the attempt before it when there was one
    /// (a store that could not be reached is what a person must hear of, not the retry that
    /// found no turn), else the store's limit.
    private func waitForTurn(until deadline: ContinuousClock.Instant, after lastFailure: AppDetailError?)
        async throws
    {
        guard let requestBudget else { return }
        let wait = requestBudget.reserve()
        guard wait > .zero else { return }
        guard ContinuousClock.now + wait < deadline else { throw lastFailure ?? AppDetailError.throttled }
        try await sleep(wait)
    }

    /// The body of the store's JSON answer for `url`: what every client asks. A status other
    /// than 200 becomes the ``AppDetailError`` that ``AttemptError`` names for it.
    func json(_ url: URL) async throws -> Data {
        let reply = try await get(url, accept: "application/json")
        guard reply.status == 200 else { throw AttemptError(status: reply.status).error }
        return reply.body
    }

    /// One attempt, following allowed redirects.
    private func following(_ url: URL, headers: [String: String], deadline: ContinuousClock.Instant)
        async throws -> HTTPAnswer
    {
        var current = url
        var headers = headers
        for _ in 0...Self.maximumRedirects {
            let reply = try await transport.get(current, headers: headers, deadline: deadline)
            guard [301, 302, 303, 307, 308].contains(reply.status) else { return reply }
            current = try next(after: current, location: reply.location)
            if !Self.sameOrigin(current, url) { headers["Authorization"] = nil }
        }
        throw AppDetailError.offline(
            .redirectRefused(host: Self.hostDescription(url), .tooMany(limit: Self.maximumRedirects)))
    }

    private func next(after current: URL, location: String?) throws(AppDetailError) -> URL {
        let host = Self.hostDescription(current)
        guard let location, !location.isEmpty,
            let target = URL(string: location, relativeTo: current)?.absoluteURL
        else { throw .offline(.redirectRefused(host: host, .missingLocation)) }
        // NIO traps on a port outside 1...65535: refused here like any other bad redirect.
        if target.namesImpossiblePort {
            throw .offline(
                .redirectRefused(
                    host: host, .impossiblePort(location: target.absoluteString, port: target.port ?? -1)))
        }
        switch target.scheme?.lowercased() {
        case "https"?:
            return target
        case "http"?:
            guard Self.sameOrigin(target, endpoint) else {
                throw .offline(.redirectRefused(host: host, .insecure(location: target.absoluteString)))
            }
            return target
        default:
            throw .offline(.redirectRefused(host: host, .notAWebAddress(location: target.absoluteString)))
        }
    }

    private static func sameOrigin(_ one: URL, _ other: URL) -> Bool {
        one.scheme?.lowercased() == other.scheme?.lowercased()
            && one.host?.lowercased() == other.host?.lowercased()
            && one.port == other.port
    }

    /// The same requester — transport, limits, retry budget, deadline — for another host.
    func on(_ endpoint: URL) -> StoreRequester {
        var requester = self
        requester.endpoint = endpoint
        return requester
    }

    /// "itunes.apple.com", or "127.0.0.1:8080" when a port is named.
    static func hostDescription(_ url: URL) -> String {
        guard let host = url.host else { return url.absoluteString }
        let shown = host.contains(":") ? "[\(host)]" : host
        return url.port.map { "\(shown):\($0)" } ?? shown
    }
}
