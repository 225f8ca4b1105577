import Foundation

/// A loopback App Store whose answers a test changes as it goes: each app's listing record (a
/// real record of `lookup/`, altered at will — a new version, a rating gone, a hostile number),
/// and whether the store fails (a status, an HTML page) or answers slowly. Bulk lookups answer
/// every asked app it holds; charts and reviews are empty feeds; the App Store page is absent
/// (404). Every request is kept, to count what a run asked.
public final class ScriptedStore: Sendable {
    /// How every lookup fails, when it does.
    public enum Failure: Sendable, Equatable {
        /// This status, with an empty body.
        case status(Int)
        /// 200 with an HTML page where JSON belongs (a captive portal, a proxy's error page).
        case html
    }

    private let server: RawHTTPServer
    private let state: Locked<State>

    private struct State {
        var records: [String: Data] = [:]
        var chart: Data?
        var reviews: [String: Data] = [:]
        var failure: Failure?
        var delay: Duration = .zero
        var pageDelay: Duration = .zero
    }

    /// The address to use as the endpoint.
    public var baseURL: URL { server.baseURL }

    /// Starts a store holding nothing.
    public init() throws {
        let state = Locked(State())
        self.state = state
        server = try RawHTTPServer { request, connection in
            let (failure, delay, pageDelay, records, chart, reviews) = state.withLock {
                ($0.failure, $0.delay, $0.pageDelay, $0.records, $0.chart, $0.reviews)
            }
            if delay > .zero { Thread.sleep(forTimeInterval: Self.seconds(delay)) }
            if request.path != "/lookup", pageDelay > .zero {
                Thread.sleep(forTimeInterval: Self.seconds(pageDelay))
            }
            if request.path.contains("/rss/top"), let chart {
                connection.respond(status: 200, body: chart)
                return
            }
            if request.path.contains("/rss/customerreviews/"),
                let feed = reviews.first(where: { request.path.contains("/id=\($0.key)/") })?.value
            {
                connection.respond(status: 200, body: feed)
                return
            }
            guard !LoopbackLookups.answerOtherThanLookup(request, on: connection) else { return }
            switch failure {
            case .status(let code)?:
                connection.respond(status: code, body: Data())
                return
            case .html?:
                connection.respond(
                    status: 200, headers: ["Content-Type": "text/html"],
                    body: Data("<html><body><h1>Sign in to the network</h1></body></html>".utf8))
                return
            case nil:
                break
            }
            let found = LoopbackLookups.asked(request).compactMap { records[$0] }
            connection.respond(status: 200, body: LoopbackLookups.answer(found))
        }
    }

    /// Holds app `id` with the record of `lookup/<fixture>.json`, its ids changed to `id`'s.
    public func hold(_ id: String, as fixture: String) throws {
        let url = SharedFixtures.lookup.appendingPathComponent("\(fixture).json")
        let answer = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        guard var record = (answer?["results"] as? [[String: Any]])?.first else {
            throw CocoaError(.fileReadCorruptFile)
        }
        record["trackId"] = Int64(id) ?? 0
        let data = try JSONSerialization.data(withJSONObject: record)
        state.withLock { $0.records[id] = data }
    }

    /// Changes app `id`'s record (the store's JSON object, as `JSONSerialization` reads it).
    public func update(_ id: String, _ change: (inout [String: Any]) -> Void) throws {
        guard let data = state.withLock({ $0.records[id] }),
            var record = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw CocoaError(.fileNoSuchFile) }
        change(&record)
        let changed = try JSONSerialization.data(withJSONObject: record)
        state.withLock { $0.records[id] = changed }
    }

    /// Replaces app `id`'s record with raw JSON text (a number no `JSONSerialization` writes).
    public func setRaw(_ id: String, _ json: String) {
        state.withLock { $0.records[id] = Data(json.utf8) }
    }

    /// Answers every top chart with `ids` in its places, in order (each a real chart entry of
    /// `charts/`, its id changed).
    public func setChart(_ ids: [String]) throws {
        let url = SharedFixtures.root.appendingPathComponent("charts/hk_topfreeapplications_100_2024.json")
        let feed = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        guard let template = ((feed?["feed"] as? [String: Any])?["entry"] as? [[String: Any]])?.first else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let entries = ids.map { id -> [String: Any] in
            var entry = template
            entry["id"] = ["label": "https://apps.apple.com/app/id\(id)", "attributes": ["im:id": id]]
            return entry
        }
        let data = try JSONSerialization.data(withJSONObject: ["feed": ["entry": entries]])
        state.withLock { $0.chart = data }
    }

    /// A review as a feed gives it.
    public struct Review: Sendable {
        /// The review's id in the feed.
        public let id: String
        /// Its stars, 1 to 5.
        public let stars: Int
        /// Its title.
        public let title: String
        /// Its text.
        public let text: String
        /// Its author's name.
        public let author: String
        /// The version it was written for.
        public let version: String
        /// When it was written, as the feed writes it.
        public let date: String

        /// A review.
        public init(
            id: String, stars: Int, title: String, text: String, author: String, version: String,
            date: String = "2026-11-20T06:53:51-07:00"
        ) {
            (self.id, self.stars, self.title, self.text) = (id, stars, title, text)
            (self.author, self.version, self.date) = (author, version, date)
        }
    }

    /// Answers app `app`'s reviews feed with `reviews`, newest first.
    public func setReviews(_ app: String, _ reviews: [Review]) throws {
        let entries = reviews.map { review -> [String: Any] in
            [
                "author": ["name": ["label": review.author], "uri": ["label": "https://example.invalid/"]],
                "updated": ["label": review.date], "im:rating": ["label": "\(review.stars)"],
                "im:version": ["label": review.version], "id": ["label": review.id],
                "title": ["label": review.title],
                "content": ["label": review.text, "attributes": ["type": "text"]],
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: ["feed": ["entry": entries]])
        state.withLock { $0.reviews[app] = data }
    }

    /// Stops holding app `id`: lookups answer without it, as for an app gone from the store.
    public func drop(_ id: String) {
        _ = state.withLock { $0.records.removeValue(forKey: id) }
    }

    /// App `id`'s record as raw JSON text.
    public func raw(_ id: String) -> String? {
        state.withLock { $0.records[id].map { String(decoding: $0, as: UTF8.self) } }
    }

    /// How every lookup fails from now on (`nil`: it answers).
    public var failure: Failure? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// How long every request waits before it is answered.
    public var delay: Duration {
        get { state.withLock { $0.delay } }
        set { state.withLock { $0.delay = newValue } }
    }

    /// How long every request but a lookup (store page, chart, reviews) waits before it is answered.
    public var pageDelay: Duration {
        get { state.withLock { $0.pageDelay } }
        set { state.withLock { $0.pageDelay = newValue } }
    }

    /// The ids each lookup asked for, in order.
    public var lookups: [[String]] { LoopbackLookups.lookups(in: server.received) }

    /// Every request's path.
    public var paths: [String] { server.received.map(\.path) }

    /// Stops serving.
    public func stop() { server.stop() }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
