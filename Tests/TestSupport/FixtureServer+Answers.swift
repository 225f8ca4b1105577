import Foundation

/// The shared fixtures as the fixture server answers them: search answers, reviews, a
/// developer's apps, each app's lookup file, and answers edited for a test.
extension FixtureServer {
    /// The real search answers the server gives per term; any other term finds nothing.
    public static let searchAnswers = [
        "카카오뱅크": "rnfxl92__AppStoreClone__카카오뱅크.json", "slack": "mas-cli__mas__slack.json",
    ]

    /// The real 50-review page `474495017_nl_1.json` with every title, body and author replaced
    /// by our own words (ids, ratings, versions and dates kept), so golden pages hold no
    /// reviewer's prose.
    public static func reviewsInOurWords() throws -> Data { try rewrittenReviews.get() }

    /// Made once: many CLI suites serve it, and each rewrite holds a cooperative thread.
    static let rewrittenReviews = Result { try rewriteReviews() }

    static func rewriteReviews() throws -> Data {
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
    static func developerApps(_ id: String, country: String) -> (status: Int, body: Data) {
        let file = fixtures.appendingPathComponent("developer/\(id)_\(country).json")
        return (200, (try? Data(contentsOf: file)) ?? Data(#"{"resultCount":0,"results":[]}"#.utf8))
    }

    /// The shared lookup answer of `id`.
    public static func lookupFile(_ id: String) -> URL {
        fixtures.appendingPathComponent("lookup/\(id).json")
    }

    /// Each shared lookup answer's track id by its bundle id, for `lookup?bundleId=`.
    public static let trackIDs: [String: String] = {
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

    static func respond(to id: String) throws -> (status: Int, body: Data) {
        switch Int64(id).flatMap(Scenario.init(rawValue:)) {
        case .serverError?: return (500, Data())
        case .throttled?: return (403, Data())
        case .tooManyRequests?: return (429, Data())
        case .html?: return (200, Data("<html>".utf8))
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
                return (200, Data(#"{"resultCount":0,"results":[]}"#.utf8))
            }
            return (200, data)
        }
    }

    /// The fixture with its one result changed.
    public static func editedAnswer(_ id: String, _ edit: (inout [String: Any]) -> Void) throws -> Data {
        let object =
            try JSONSerialization.jsonObject(with: Data(contentsOf: lookupFile(id))) as? [String: Any]
        var result = (object?["results"] as? [[String: Any]])?.first ?? [:]
        edit(&result)
        return try JSONSerialization.data(withJSONObject: ["resultCount": 1, "results": [result]])
    }

    static func edited(_ id: String, _ edit: (inout [String: Any]) -> Void) throws -> (
        status: Int, body: Data
    ) {
        (200, try editedAnswer(id, edit))
    }
}
