import Foundation
import TestSupport
import Testing

/// The page's fourth part: the app's place in its genre's chart, as a badge, run as a process
/// against a loopback server whose Hong Kong top free chart holds Facebook (284882215) at 43.
@Suite("The chart badge on the page, run as a process", .enabled(if: fixturesAvailable))
struct ChartBadgeTests {
    static func rank(of id: String) throws -> Int {
        let url = FixtureServer.fixtures.appendingPathComponent("charts/hk_topfreeapplications_100_2024.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let entries = ((object?["feed"] as? [String: Any])?["entry"] as? [[String: Any]]) ?? []
        let index = try #require(
            entries.firstIndex {
                (($0["id"] as? [String: Any])?["attributes"] as? [String: String])?["im:id"] == id
            })
        return index + 1
    }

    @Test func aRankedAppGetsOneBadgeInsertedAndNothingElseMoves() async throws {
        let rank = try Self.rank(of: "284882215")
        try await withTool { (tool) async throws in
            let server = try #require(tool.server)
            let outcome = try await tool.run(["show", "284882215", "--country", "hk", "--lang", "en", "-v"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(
                outcome.standardOutput.contains("No. \(rank) in Social Networking"),
                "\(outcome.standardOutput)")
            let trace = outcome.standardError.split(separator: "\n").map(String.init)
            let last = try #require(
                trace.firstIndex { $0.contains("(No. \(rank) of top free Social Networking)") })
            #expect(trace[last + 1].hasSuffix("insertItems: [1, 2]"), "one badge, after the age: \(trace)")
            #expect(
                !trace.contains {
                    $0.contains("delete") || $0.contains("move") || $0.contains("reload")
                })
            #expect(server.requests.count <= 5, "\(server.requests.paths)")
            #expect(
                server.requests.paths.contains("/hk/rss/topfreeapplications/limit=200/genre=6005/json?l=en"))
            let json = try await tool.run([
                "show", "284882215", "--country", "hk", "--lang", "en", "--format", "json",
            ])
            #expect(server.requests.count <= 5, "a warm page asks nothing: \(server.requests.paths)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let chart = try #require((document["parts"] as? [String: Any])?["chart"] as? [String: Any])
            #expect(chart["rank"] as? Int == rank)
            #expect(chart["genreId"] as? Int == 6005)
            #expect(chart["chart"] as? String == "free")
        }
    }

    @Test func aThrottledChartLeavesThePageWithoutTheBadgeAndSaysSoOnlyInTheTrace() async throws {
        try await withTool { (tool) async throws in
            let quiet = try await tool.run(["show", "284882215", "--country", "jp"])
            #expect(quiet.status == 0, "\(quiet.standardError)")
            #expect(!quiet.standardError.contains("chart"), "\(quiet.standardError)")
            let verbose = try await tool.run(["show", "284882215", "--country", "jp", "-v", "--refresh"])
            #expect(
                verbose.standardError.contains("chart failed (The App Store is limiting requests"),
                "\(verbose.standardError)")
            let json = try await tool.run(["show", "284882215", "--country", "jp", "--format", "json"])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let chart = (document["parts"] as? [String: Any])?["chart"] as? [String: Any]
            #expect(chart?["state"] as? String == "failed")
            #expect(chart?["rank"] == nil)
        }
    }
}
