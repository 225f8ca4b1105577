import Foundation
import TestSupport
import Testing

/// `top`, run as a process against a loopback server serving the real chart captures and lookups
/// of many ids.
@Suite("Top charts, run as a process", .enabled(if: fixturesAvailable))
struct TopCommandTests {
    static func raw(_ file: String) throws -> Any {
        try JSONSerialization.jsonObject(
            with: Data(contentsOf: FixtureServer.fixtures.appendingPathComponent(file)))
    }

    /// `UPDATE_GOLDEN=1 swift test` rewrites them; they hold the store's app and developer names.
    @Test(arguments: [
        (
            ["top", "--country", "hk", "--lang", "en", "--limit", "10", "--width", "100"],
            "top-free-hk-en.txt"
        ),
        (["top", "grossing", "--country", "hk", "--lang", "ko", "--width", "80"], "top-grossing-hk-ko.txt"),
    ])
    func theTextIsTheChartWithRatings(arguments: [String], file: String) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            try Golden.expect(outcome.standardOutput, equals: file)
        }
    }

    @Test func jsonIsTheChartsOrderWithTheLookupsRatingsInTwoRequestsColdAndNoneWarm() async throws {
        try await withTool { (tool) async throws in
            let arguments = ["top", "--country", "hk", "--limit", "100", "--format", "json", "-v"]
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            let entries = try #require(document["entries"] as? [[String: Any]])
            let feed = try #require(
                ((try Self.raw("charts/hk_topfreeapplications_100_2024.json") as? [String: Any])?["feed"]
                    as? [String: Any])?["entry"] as? [[String: Any]])
            let chartIDs = feed.compactMap {
                ((($0["id"] as? [String: Any])?["attributes"] as? [String: String])?["im:id"]).flatMap(
                    Int64.init)
            }
            let apps = entries.compactMap { $0["app"] as? [String: Any] }
            #expect(apps.compactMap { ($0["id"] as? NSNumber)?.int64Value } == chartIDs)
            #expect(entries.compactMap { $0["rank"] as? Int } == Array(1...100))
            let lookups = try #require(
                (try Self.raw("lookup-multi/hk_top100_2024.json") as? [String: Any])?["results"]
                    as? [[String: Any]])
            for app in apps {
                let id = (app["id"] as? NSNumber)?.int64Value
                let result = try #require(lookups.first { ($0["trackId"] as? NSNumber)?.int64Value == id })
                let rating = app["rating"] as? [String: Any]
                #expect(
                    (rating?["count"] as? NSNumber)?.intValue
                        == (result["userRatingCount"] as? NSNumber)?.intValue)
                let average = try #require((rating?["average"] as? NSNumber)?.doubleValue)
                let raw = try #require((result["averageUserRating"] as? NSNumber)?.doubleValue)
                #expect(abs(average - raw) < 1e-9, "\(average) \(raw)")
            }
            let server = try #require(tool.server)
            #expect(
                server.requests.count == 2,
                "the chart and one lookup of its 100 apps: \(server.requests.paths)")
            #expect(server.requests.paths.last?.hasPrefix("/lookup?id=") == true)
            let warm = try await tool.run(arguments)
            let warmDocument = try #require(
                try JSONSerialization.jsonObject(with: Data(warm.standardOutput.utf8)) as? [String: Any])
            #expect((warmDocument["entries"] as? NSArray) == (document["entries"] as? NSArray))
            #expect((warmDocument["freshness"] as? [String: Any])?["source"] as? String == "cache")
            #expect(server.requests.count == 2, "a warm chart asks nothing")
        }
    }

    @Test func appsTheLookupDoesNotKnowKeepTheirRowWithoutARating() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["top", "--country", "us", "--format", "json", "-v"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            let entries = try #require(document["entries"] as? [[String: Any]])
            #expect(entries.count == 10)
            let unrated = try #require(document["unrated"] as? [NSNumber])
            let ratedCount = entries.filter { ($0["app"] as? [String: Any])?["rating"] != nil }.count
            #expect(ratedCount + unrated.count == 10)
            #expect(outcome.standardError.contains("without a listing"))
        }
    }

    @Test(arguments: [
        (["top", "grosing"], "Did you mean 'grossing'?"),
        (["top", "--genre", "finanse"], "Did you mean Finance?"),
        (["top", "--genre", "9999"], "no chart for a genre"),
        (["top", "--limit", "0"], "1 to 200 apps, not 0"),
        (["top", "--limit", "201"], "1 to 200 apps, not 201"),
    ])
    func badInputIsAUsageErrorNamingTheNearest(arguments: [String], words: String) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 64)
            #expect(outcome.standardError.contains(words), "\(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty)
            #expect(try #require(tool.server).requests.count == 0)
        }
    }

    /// `cache info` counts the charts it holds, beside the apps, feeds and searches.
    @Test func cacheInfoCountsTheCachedCharts() async throws {
        try await withTool { (tool) async throws in
            let top = try await tool.run(["top", "--country", "hk", "--limit", "10"])
            #expect(top.status == 0, "\(top.standardError)")
            let info = try await tool.run(["cache", "info"])
            #expect(info.standardOutput.contains(" searches, 1 chart\n"), "\(info.standardOutput)")
        }
    }

    @Test func aThrottledOrMisshapenFeedHasItsOwnExit() async throws {
        try await withTool { (tool) async throws in
            let throttled = try await tool.run(["top", "--country", "jp"])
            #expect(throttled.status == 75, "\(throttled.standardError)")
            let misshapen = try await tool.run(["top", "paid", "--country", "hk"])
            #expect(misshapen.status == 65, "\(misshapen.standardError)")
            #expect(misshapen.standardError.contains("no “feed”"), "\(misshapen.standardError)")
            let offline = try await tool.run(["top", "new-paid", "--country", "hk", "--offline"])
            #expect(offline.status == 69, "\(offline.standardError)")
            #expect(
                offline.standardError.hasPrefix(
                    "error: Offline, and the top new-paid chart in the HK store is not in the cache."
                ),
                "\(offline.standardError)")
            let empty = try await tool.run(["top", "new", "--country", "hk", "--lang", "en"])
            #expect(empty.status == 0)
            #expect(empty.standardOutput.contains("The chart is empty."))
        }
    }
}

/// `show ID ID …`, run as a process: several listings from one lookup.
@Suite("Several pages from one lookup, run as a process", .enabled(if: fixturesAvailable))
struct SeveralPagesTests {
    /// Offline, an uncached app was never asked for: it is "not cached" (69, as for one id), not
    /// "not in the store" (66); one cached app among them is shown with a note for the other.
    @Test func offlineUncachedIdsAreNotCachedNotGone() async throws {
        try await withTool { (tool) async throws in
            let server = try #require(tool.server)
            let one = try await tool.run(["show", "284882215", "--country", "hk"])
            #expect(one.status == 0, "\(one.standardError)")
            let asked = server.requests.count
            let none = try await tool.run(["show", "311867728", "1", "--country", "hk", "--offline"])
            #expect(none.status == 69, "\(none.standardError)")
            #expect(none.standardError.contains("not in the cache"), "\(none.standardError)")
            #expect(!none.standardError.contains("No app with id"), "\(none.standardError)")
            let json = try await tool.run([
                "show", "284882215", "311867728", "--country", "hk", "--offline", "--format", "json",
            ])
            #expect(json.status == 0, "\(json.standardError)")
            #expect(server.requests.count == asked, "offline asks nothing")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            #expect(document["notFound"] as? [Int] == [])
            #expect(document["unavailable"] as? [Int] == [311_867_728])
            #expect(!json.standardError.contains("No app with id"), "\(json.standardError)")
        }
    }

    @Test func severalIdsCostOneRequestAndAnUnknownIdIsANote() async throws {
        try await withTool { (tool) async throws in
            let server = try #require(tool.server)
            let json = try await tool.run([
                "show", "284882215", "311867728", "1", "--country", "hk", "--format", "json",
            ])
            #expect(json.status == 0, "\(json.standardError)")
            #expect(server.requests.count == 1, "\(server.requests.paths)")
            #expect(server.requests.paths.first?.hasPrefix("/lookup?id=284882215,311867728,1&") == true)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let apps = try #require(document["apps"] as? [[String: Any]])
            #expect(
                apps.compactMap { (($0["app"] as? [String: Any])?["id"] as? NSNumber)?.int64Value } == [
                    284_882_215, 311_867_728,
                ])
            #expect(document["notFound"] as? [Int] == [1])
            #expect(json.standardError.contains("note: "), "\(json.standardError)")
            let text = try await tool.run([
                "show", "284882215", "311867728", "--country", "hk", "--width", "60",
            ])
            #expect(server.requests.count == 1, "both listings cached: \(server.requests.paths)")
            #expect(text.standardOutput.contains(String(repeating: "═", count: 60)))
            let none = try await tool.run(["show", "1", "3", "--country", "hk"])
            #expect(none.status == 66, "\(none.standardError)")
        }
    }
}
