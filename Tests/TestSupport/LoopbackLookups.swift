import Foundation

/// What the loopback stores built from records (``CaptureServer``, ``ScriptedStore``) answer in
/// common: a lookup with the records held of the ids asked, empty feeds for charts and reviews,
/// no App Store page, and the ids each lookup asked for.
enum LoopbackLookups {
    /// Answers a request that is not a lookup of ids — a feed (empty), a developer's apps
    /// (none), an App Store page (404) — and returns `true`; `false` for a lookup of ids.
    static func answerOtherThanLookup(_ request: RawRequest, on connection: RawConnection) -> Bool {
        guard request.path == "/lookup" else {
            let empty = request.path.contains("/rss/") ? Data(#"{"feed":{"entry":[]}}"#.utf8) : Data()
            connection.respond(status: empty.isEmpty ? 404 : 200, body: empty)
            return true
        }
        guard request.query("entity") != "software" else {
            connection.respond(status: 200, body: Data(#"{"resultCount":0,"results":[]}"#.utf8))
            return true
        }
        return false
    }

    /// The ids a lookup asks for.
    static func asked(_ request: RawRequest) -> [String] {
        (request.query("id") ?? "").split(separator: ",").map(String.init)
    }

    /// A Lookup answer holding `records` (each a result object's JSON), as the store writes it.
    static func answer(_ records: [Data]) -> Data {
        var body = Data(#"{"resultCount":\#(records.count),"results":["#.utf8)
        for (index, record) in records.enumerated() {
            if index > 0 { body.append(Data(",".utf8)) }
            body.append(record)
        }
        body.append(Data("]}".utf8))
        return body
    }

    /// The ids each lookup of ids among `requests` asked for, in order.
    static func lookups(in requests: [RawRequest]) -> [[String]] {
        requests.filter { $0.path == "/lookup" && $0.query("entity") == nil }.map(asked)
    }
}
