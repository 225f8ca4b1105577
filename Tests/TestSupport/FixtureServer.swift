import Foundation
import Synchronization

/// The iTunes API on 127.0.0.1, served by the one loopback server of the tests (``RawHTTPServer``):
/// `/lookup` with the shared real fixture for a known id (and a chosen failure for the ids in
/// ``Scenario``), the developer lookup (`entity=software`) with the shared `developer/` answers,
/// `/search` with the shared search answers, and the customer-reviews feed with one real page of
/// `reviews/` (or a chosen status), whatever the app. It keeps the requests it answered.
public final class FixtureServer: Sendable {
    /// What the reviews feed answers.
    public enum ReviewsAnswer: Sendable {
        /// This file of `reviews/`, for every app and page.
        case file(String)
        /// These bytes, for every app and page.
        case data(Data)
        /// This status with an empty body.
        case status(Int)
        /// Nothing until the client leaves (a minute at most): a feed that never answers in time.
        case silent
    }

    /// The requests answered so far, as their percent-decoded targets.
    public struct RequestLog: Sendable {
        /// Each request's target, percent-decoded.
        public let paths: [String]
        /// How many requests.
        public var count: Int { paths.count }
    }

    /// Ids that answer with a failure instead of a fixture.
    public enum Scenario: Int64, CaseIterable, Sendable {
        case serverError = 1
        case throttled = 2
        case html = 4
        case notSoftware = 5
        case hostileText = 6
        case tooManyRequests = 7
    }

    /// The shared fixtures' folder.
    public static let fixtures = SharedFixtures.root

    /// The text the hostile scenario puts in the description: a screen clear, a cursor move, a
    /// window title (OSC 0), a clipboard write (OSC 52), a bell, backspaces, a carriage return
    /// and a C1 CSI.
    public static let hostileDescription =
        "Safe start\u{1B}[2J\u{1B}[10;10H\u{1B}]0;owned\u{07}\u{1B}]52;c;ZXZpbA==\u{1B}\\\u{07}bell\u{08}\u{08}xx\rover\u{9B}31mred end"

    /// Where the server listens.
    public var baseURL: URL { server.baseURL }
    private let server: RawHTTPServer
    private let abandoned = Counter()
    private let routes = Routes()

    /// How many requests to the silent reviews feed the client gave up (closed the connection)
    /// before an answer: requests that ended for nobody.
    public var abandonedRequests: Int { abandoned.value }

    /// Every request answered so far.
    public var requests: RequestLog {
        RequestLog(paths: server.received.map { $0.target.removingPercentEncoding ?? $0.target })
    }

    /// From now on, answers requests for `path` (without the query) with `status` and `body`,
    /// after `delay`: a store page of a test's own making, or a slow one.
    public func serve(_ path: String, status: Int = 200, body: Data, after delay: Duration = .zero) {
        routes.set(path, Route(status: status, body: body, delay: delay))
    }

    /// Starts a server whose reviews feed answers `reviews`.
    public init(reviews: ReviewsAnswer) async throws {
        let abandoned = self.abandoned
        let routes = self.routes
        server = try RawHTTPServer { request, connection in
            if let route = routes.route(for: request.path) {
                if route.delay > .zero { Thread.sleep(forTimeInterval: route.delay.seconds) }
                connection.respond(status: route.status, body: route.body)
                return
            }
            let answer: (status: Int, body: Data)
            do {
                answer = try Self.answer(request, reviews: reviews, connection: connection) {
                    abandoned.add()
                }
            } catch {
                answer = (500, Data("\(error)".utf8))
            }
            connection.respond(status: answer.status, body: answer.body)
        }
    }

    /// Stops the server.
    public func stop() async {
        server.stop()
    }

    private static func answer(
        _ request: RawRequest, reviews: ReviewsAnswer, connection: RawConnection, abandoned: () -> Void
    ) throws -> (status: Int, body: Data) {
        if request.path == "/lookup" {
            let id = request.query("bundleId").map { trackIDs[$0] ?? "0" } ?? request.query("id") ?? ""
            if request.query("entity") == "software" {
                return developerApps(id, country: request.query("country") ?? "us")
            }
            if id.contains(",") { return try manyApps(id.split(separator: ",").map(String.init)) }
            return try respond(to: id)
        }
        if request.path.contains("/rss/"), !request.path.contains("/rss/customerreviews/") {
            return try chart(request.path)
        }
        if let page = try storePage(request.path) { return page }
        if request.path == "/search" {
            let file = searchAnswers[request.query("term") ?? ""] ?? "mas-cli__mas__search_nonexistent.json"
            return (200, try Data(contentsOf: fixtures.appendingPathComponent("responses/\(file)")))
        }
        guard request.path.contains("/rss/customerreviews/") else { return (404, Data()) }
        switch reviews {
        case .status(let status): return (status, Data())
        case .silent:
            if connection.waitForPeerToLeave(limit: .seconds(60)) { abandoned() }
            return (504, Data())
        case .file(let name):
            return (200, try Data(contentsOf: fixtures.appendingPathComponent("reviews/\(name)")))
        case .data(let data): return (200, data)
        }
    }

    /// The store page `/{cc}/app/id{id}` for an app `appstore-page/` has a capture of: today's page
    /// of that store as captured (Floating Clock's Information shelf in ten stores, Duolingo's
    /// whole page in the US store), or 2025's page assembled around a
    /// real catalog document (the document under its real request key in the shoebox script, as
    /// that page held it). Any other app's page is 404: the store has none to offer.
    private static func storePage(_ path: String) throws -> (status: Int, body: Data)? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count == 3, parts[1] == "app", parts[2].hasPrefix("id") else { return nil }
        let (country, id) = (parts[0], String(parts[2].dropFirst(2)))
        let folder = fixtures.deletingLastPathComponent().appendingPathComponent("appstore-page")
        for kind in ["page", "page-whole"] {
            let page = folder.appendingPathComponent("\(kind)/\(id)_\(country).html")
            if FileManager.default.fileExists(atPath: page.path) { return (200, try Data(contentsOf: page)) }
        }
        let document = folder.appendingPathComponent("media-api/\(id)_us.json")
        // The documents were captured in the US store; a Korean page is served the same one
        // (assembled), so the Korean labels can be seen around real data.
        guard ["us", "kr"].contains(country), FileManager.default.fileExists(atPath: document.path) else {
            return (404, Data())
        }
        let key = "/v1/catalog/\(country)/apps/\(id)?l=en-us&platform=web"
        let cache = try JSONSerialization.data(
            withJSONObject: [key: String(decoding: try Data(contentsOf: document), as: UTF8.self)])
        let html =
            "<html><body><script type=\"fastboot/shoebox\" id=\"shoebox-media-api-cache-apps\">"
            + String(decoding: cache, as: UTF8.self) + "</script></body></html>"
        return (200, Data(html.utf8))
    }

    /// The chart feed: the real Hong Kong 2024 top free and top grossing charts, the US 2012 top
    /// free chart (its body read from the whole HTTP answer saved), `hk` top paid as a body that
    /// is not the feed's, `jp` top free throttled (403); any other chart is empty (no `entry`).
    private static func chart(_ path: String) throws -> (status: Int, body: Data) {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3 else { return (404, Data()) }
        let country = parts[0]
        let feed = parts[2]
        switch (country, feed) {
        case ("hk", "topfreeapplications"), ("hk", "topgrossingapplications"):
            let size = feed == "topfreeapplications" ? 100 : 10
            let file = fixtures.appendingPathComponent("charts/hk_\(feed)_\(size)_2024.json")
            return (200, try Data(contentsOf: file))
        case ("us", "topfreeapplications"):
            let whole = try Data(
                contentsOf: fixtures.appendingPathComponent("charts/us_topfreeapplications_10_2012_json.http")
            )
            let separator = whole.range(of: Data("\r\n\r\n".utf8)) ?? whole.range(of: Data("\n\n".utf8))
            return (200, Data(whole[(separator?.upperBound ?? whole.startIndex)...]))
        case ("hk", "toppaidapplications"): return (200, Data(#"{"resultCount":0,"results":[]}"#.utf8))
        case ("jp", "topfreeapplications"): return (403, Data())
        default: return (200, Data(#"{"feed":{"title":{"label":"empty"}}}"#.utf8))
        }
    }

    /// A lookup of many ids, as the store answers one: every asked app it knows (from the real
    /// 100-app Hong Kong answer, else from the app's own lookup fixture), in no promised order;
    /// the ids it does not know left out.
    private static func manyApps(_ ids: [String]) throws -> (status: Int, body: Data) {
        let multi = try JSONSerialization.jsonObject(
            with: Data(contentsOf: fixtures.appendingPathComponent("lookup-multi/hk_top100_2024.json")))
        let known = ((multi as? [String: Any])?["results"] as? [[String: Any]]) ?? []
        var results: [[String: Any]] = []
        for id in ids {
            if let result = known.first(where: { ($0["trackId"] as? NSNumber)?.stringValue == id }) {
                results.append(result)
            } else if let data = try? Data(contentsOf: lookupFile(id)),
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let result = (object["results"] as? [[String: Any]])?.first
            {
                results.append(result)
            }
        }
        return (
            200,
            try JSONSerialization.data(withJSONObject: [
                "resultCount": results.count, "results": Array(results.reversed()),
            ])
        )
    }

    /// A count shared between the server's threads.
    private final class Counter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }
}

/// A test's own answer for one path.
private struct Route: Sendable {
    let status: Int
    let body: Data
    let delay: Duration
}

/// The answers a test set with ``FixtureServer/serve(_:status:body:after:)``.
private final class Routes: Sendable {
    private let table = Mutex<[String: Route]>([:])

    func set(_ path: String, _ route: Route) {
        table.withLock { $0[path] = route }
    }

    func route(for path: String) -> Route? {
        table.withLock { $0[path] }
    }
}

extension Duration {
    /// The duration in seconds, as a `TimeInterval`.
    fileprivate var seconds: TimeInterval {
        let (whole, fraction) = components
        return TimeInterval(whole) + TimeInterval(fraction) / 1e18
    }
}
