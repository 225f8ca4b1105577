import FlyingFox
import Foundation

/// A real HTTP server on 127.0.0.1 answering like the iTunes API: `/lookup` with the shared real
/// fixture for a known id (and a chosen failure for the ids in ``Scenario``), the developer
/// lookup (`entity=software`) with the shared `developer/` answers, and the customer-reviews
/// feed with one real page of `reviews/` (or a chosen status), whatever the app. It counts the
/// requests it answers.
final class FixtureServer: Sendable {
    /// What the reviews feed answers.
    enum ReviewsAnswer: Sendable {
        /// This file of `reviews/`, for every app and page.
        case file(String)
        /// These bytes, for every app and page.
        case data(Data)
        /// This status with an empty body.
        case status(HTTPStatusCode)
        /// Nothing for a minute: a feed that never answers in time.
        case silent
    }

    /// The requests answered so far, by kind.
    actor RequestLog {
        private(set) var paths: [String] = []
        func record(_ path: String) { paths.append(path) }
        var count: Int { paths.count }
    }

    let requests = RequestLog()

    /// Ids that answer with a failure instead of a fixture.
    enum Scenario: Int64, CaseIterable {
        case serverError = 1
        case throttled = 2
        case html = 4
        case notSoftware = 5
        case hostileText = 6
        case tooManyRequests = 7
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "shared/fixtures/itunes")

    /// The text the hostile scenario puts in the description: a screen clear, a cursor move, a
    /// window title (OSC 0), a clipboard write (OSC 52), a bell, backspaces, a carriage return
    /// and a C1 CSI.
    static let hostileDescription =
        "Safe start\u{1B}[2J\u{1B}[10;10H\u{1B}]0;owned\u{07}\u{1B}]52;c;ZXZpbA==\u{1B}\\\u{07}bell\u{08}\u{08}xx\rover\u{9B}31mred end"

    let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    init(reviews: ReviewsAnswer) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        let requests = self.requests
        await server.appendRoute("GET /lookup") { request in
            await requests.record(
                "/lookup?" + request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
            let bundleID = request.query.first { $0.name == "bundleId" }?.value
            let id =
                bundleID.map { Self.trackIDs[$0] ?? "0" } ?? request.query.first { $0.name == "id" }?.value
                ?? ""
            if request.query.contains(where: { $0.name == "entity" && $0.value == "software" }) {
                let country = request.query.first { $0.name == "country" }?.value ?? "us"
                return Self.developerApps(id, country: country)
            }
            return try Self.respond(to: id)
        }
        await server.appendRoute("GET /search") { request in
            await requests.record(
                "/search?" + request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
            let term = request.query.first { $0.name == "term" }?.value ?? ""
            let file = Self.searchAnswers[term] ?? "mas-cli__mas__search_nonexistent.json"
            return HTTPResponse(
                statusCode: .ok,
                body: try Data(contentsOf: Self.fixtures.appendingPathComponent("responses/\(file)")))
        }
        await server.appendRoute("GET /*/rss/customerreviews/*") { request in
            await requests.record(request.path)
            switch reviews {
            case .status(let status): return HTTPResponse(statusCode: status)
            case .silent:
                try await Task.sleep(for: .seconds(60))
                return HTTPResponse(statusCode: .gatewayTimeout)
            case .file(let name):
                let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("reviews/\(name)"))
                return HTTPResponse(statusCode: .ok, body: data)
            case .data(let data):
                return HTTPResponse(statusCode: .ok, body: data)
            }
        }
        self.server = server
        self.task = Task { try await server.run() }
        // Generous: on a loaded 2-core machine other suites can hold the cooperative threads.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress,
            let url = URL(string: "http://127.0.0.1:\(port)")
        else { throw URLError(.cannotConnectToHost) }
        baseURL = url
    }

    func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }

    /// The real search answers the server gives per term; any other term finds nothing.
    static let searchAnswers = [
        "카카오뱅크": "rnfxl92__AppStoreClone__카카오뱅크.json", "slack": "mas-cli__mas__slack.json",
    ]

    /// The real 50-review page `474495017_nl_1.json` with every title, body and author replaced
    /// by our own words (ids, ratings, versions and dates kept), so golden pages hold no
    /// reviewer's prose.
    static func reviewsInOurWords() throws -> Data {
        let url = fixtures.appendingPathComponent("reviews/474495017_nl_1.json")
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        var feed = object["feed"] as? [String: Any] ?? [:]
        let entries = (feed["entry"] as? [[String: Any]] ?? []).enumerated().map { index, entry in
            var entry = entry
            let number = index + 1
            entry["title"] = ["label": "Test review \(number)"]
            entry["content"] = [
                "label":
                    "Reader \(number) wrote this for the appdetail tests. It runs long enough to wrap onto a second and a third line when the terminal is narrow, and then a fourth one that the page leaves out.",
                "attributes": ["type": "text"],
            ]
            entry["author"] = ["name": ["label": "reader\(number)"], "uri": ["label": ""]]
            return entry
        }
        feed["entry"] = entries
        object["feed"] = feed
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// The shared developer answer, or an empty answer for a developer without one.
    private static func developerApps(_ id: String, country: String) -> HTTPResponse {
        let file = fixtures.appendingPathComponent("developer/\(id)_\(country).json")
        let data = (try? Data(contentsOf: file)) ?? Data(#"{"resultCount":0,"results":[]}"#.utf8)
        return HTTPResponse(statusCode: .ok, body: data)
    }

    static func lookupFile(_ id: String) -> URL {
        fixtures.appendingPathComponent("lookup/\(id).json")
    }

    /// Each shared lookup answer's track id by its bundle id, for `lookup?bundleId=`.
    static let trackIDs: [String: String] = {
        let folder = fixtures.appendingPathComponent("lookup")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var ids: [String: String] = [:]
        for name in names where name.hasSuffix(".json") {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let result = (object["results"] as? [[String: Any]])?.first,
                let bundleID = result["bundleId"] as? String
            else { continue }
            ids[bundleID] = String(name.dropLast(5))
        }
        return ids
    }()

    private static func respond(to id: String) throws -> HTTPResponse {
        switch Int64(id).flatMap(Scenario.init(rawValue:)) {
        case .serverError?: return HTTPResponse(statusCode: .internalServerError)
        case .throttled?: return HTTPResponse(statusCode: .forbidden)
        case .tooManyRequests?: return HTTPResponse(statusCode: .tooManyRequests)
        case .html?:
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html"], body: Data("<html>".utf8))
        // Edited answers carry the scenario's id: an answer about another app is refused.
        case .notSoftware?:
            return try edited("284882215") {
                $0["kind"] = "mac-software"
                $0["trackId"] = Scenario.notSoftware.rawValue
            }
        case .hostileText?:
            return try edited("284882215") {
                $0["trackId"] = Scenario.hostileText.rawValue
                $0["description"] = hostileDescription
                $0["trackName"] = "Hostile\u{1B}[31m App"
            }
        case nil:
            guard let data = try? Data(contentsOf: lookupFile(id)) else {
                return HTTPResponse(statusCode: .ok, body: Data(#"{"resultCount":0,"results":[]}"#.utf8))
            }
            return HTTPResponse(statusCode: .ok, body: data)
        }
    }

    /// The fixture with its one result changed.
    static func editedAnswer(_ id: String, _ edit: (inout [String: Any]) -> Void) throws -> Data {
        let object =
            try JSONSerialization.jsonObject(with: Data(contentsOf: lookupFile(id))) as? [String: Any]
        var result = (object?["results"] as? [[String: Any]])?.first ?? [:]
        edit(&result)
        return try JSONSerialization.data(withJSONObject: ["resultCount": 1, "results": [result]])
    }

    private static func edited(_ id: String, _ edit: (inout [String: Any]) -> Void) throws -> HTTPResponse {
        HTTPResponse(statusCode: .ok, body: try editedAnswer(id, edit))
    }
}
