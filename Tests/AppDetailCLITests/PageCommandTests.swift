import Foundation
import TestSupport
import Testing

/// `show` as a view bound to the page's view model, and `reviews`, against one loopback server
/// that serves listings, reviews and developer lookups.
@Suite("The whole page, run as a process", .enabled(if: fixturesAvailable))
struct PageCommandTests {
    /// The raw developer answer's app ids, read with `JSONSerialization`.
    static func rawDeveloperApps(_ file: String) throws -> [Int64] {
        let url = FixtureServer.fixtures.appendingPathComponent("developer/\(file)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let results = object?["results"] as? [[String: Any]] ?? []
        return results.filter { $0["kind"] as? String == "software" }.compactMap {
            ($0["trackId"] as? NSNumber)?.int64Value
        }
    }

    /// The sample listings (our own text) with reviews in our own words and the developers' real
    /// app lists. `UPDATE_GOLDEN=1 swift test` rewrites them.
    @Test(arguments: [
        (["show", "640199958", "--width", "80"], "page-640199958-us.txt"),
        (
            ["show", "311867728", "--country", "kr", "--width", "70", "--reviews", "2"],
            "page-311867728-kr.txt"
        ),
    ])
    func thePagePrintsEveryPartInAppStoreOrder(arguments: [String], file: String) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(!outcome.standardError.contains("could not be loaded"), "\(outcome.standardError)")
            try Golden.expect(outcome.standardOutput, equals: file)
        }
    }

    /// `-v` is what a collection view bound to the view model animates: the listing's sections
    /// first, then one section insert per part, nothing deleted or moved.
    @Test func theVerboseTraceShowsOneInsertPerArrivingPart() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["show", "311867728", "--country", "kr", "-v"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let trace = outcome.standardError.split(separator: "\n").map(String.init)
            let states = trace.filter { $0.hasPrefix("appdetail: state ") }
            #expect(states.count == 7, "idle, loading, then one per part: \(states)")
            #expect(states.first?.hasSuffix("idle") == true)
            #expect(states.last?.contains("loaded (settled)") == true)
            #expect(
                trace.contains {
                    $0.contains("first page: top, summary, screenshot, whatsNew, description, information")
                })
            #expect(
                trace.filter { $0.contains("insertSections:") && $0.contains("(ratingsAndReviews)") }.count
                    == 1)
            #expect(
                trace.filter { $0.contains("insertSections:") && $0.contains("(moreByDeveloper)") }.count == 1
            )
            #expect(
                !trace.contains {
                    $0.contains("deleteSections") || $0.contains("moveSection") || $0.contains("deleteItems")
                })
        }
    }

    @Test func jsonNamesTheNewSectionsAndCarriesEveryReview() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["show", "311867728", "--country", "kr", "--format", "json"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            let sections = try #require(document["sections"] as? [[String: Any]])
            #expect(
                sections.compactMap { $0["section"] as? String }.suffix(3) == [
                    "ratingsAndReviews", "information", "moreByDeveloper",
                ])
            let reviews = try #require(
                sections.first { $0["section"] as? String == "ratingsAndReviews" }?["items"]
                    as? [[String: Any]])
            let feed =
                try JSONSerialization.jsonObject(with: FixtureServer.reviewsInOurWords()) as? [String: Any]
            let rawCount = ((feed?["feed"] as? [String: Any])?["entry"] as? [Any])?.count
            #expect(reviews.filter { $0["role"] as? String == "review" }.count == rawCount)
            #expect(reviews.first?["role"] as? String == "summary")
            let apps = try #require(
                sections.first { $0["section"] as? String == "moreByDeveloper" }?["items"] as? [[String: Any]]
            )
            let expected = try Self.rawDeveloperApps("311867731_kr.json").filter { $0 != 311_867_728 }
            #expect(apps.compactMap { ($0["id"] as? NSNumber)?.int64Value } == expected)
            let parts = try #require(document["parts"] as? [String: [String: Any]])
            #expect(parts["ratingsAndReviews"]?["state"] as? String == "loaded")
            #expect(parts["moreByDeveloper"]?["state"] as? String == "loaded")
        }
    }

    /// A page not in the samples: five requests the first time (listing, reviews, developer's
    /// apps, chart, store page — here one the store does not have, an answer kept like the
    /// others), none while every part is current, none offline, and the same page each time.
    @Test func aSecondRunIsServedFromTheCacheAndOffline() async throws {
        try await withTool { (tool) async throws in
            let server = try #require(tool.server)
            let first = try await tool.run(["show", "1338631589", "--country", "kr"])
            #expect(first.status == 0, "\(first.standardError)")
            let paths = server.requests.paths
            #expect(paths.count == 5, "\(paths)")
            #expect(paths.contains("/kr/app/id1338631589"))
            #expect(paths.contains { $0.hasPrefix("/kr/rss/topfreeapplications/limit=200/genre=") })
            #expect(first.standardOutput.contains("── 이 개발자의 다른 앱"))
            let again = try await tool.run(["show", "1338631589", "--country", "kr"])
            let offline = try await tool.run(["show", "1338631589", "--country", "kr", "--offline"])
            #expect(server.requests.count == 5)
            #expect(again.standardOutput == first.standardOutput)
            #expect(offline.standardOutput == first.standardOutput)
            // The loopback store has no App Store page for this app: the one note, on every run.
            #expect(
                offline.status == 0 && offline.standardError == first.standardError,
                "\(offline.standardError)")
            #expect(first.standardError.split(separator: "\n").count == 1, "\(first.standardError)")
        }
    }

    @Test(arguments: [403, 429])
    func aThrottledReviewsFeedLeavesTheRestOfThePage(status: Int) async throws {
        try await withPageServer(reviews: .status(status)) { tool, server in
            let outcome = try await tool.run(["show", "1338631589", "--country", "kr"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.hasPrefix("NAVER VIBE"))
            #expect(outcome.standardOutput.contains("── 정보"))
            #expect(outcome.standardOutput.contains("── 이 개발자의 다른 앱"))
            #expect(outcome.standardOutput.contains("── 평가 및 리뷰"), "the summary stays")
            #expect(outcome.standardError.contains("note: 리뷰 불러오기 실패: App Store가 요청을 제한하고 있습니다"))
            let paths = server.requests.paths
            #expect(paths.count <= 5 + 2, "five requests and the retries of one: \(paths)")
            #expect(paths.filter { $0.contains("customerreviews") }.count <= 3)
            // Nothing of the refused feed was cached: offline, the reviews are missing again.
            let offline = try await tool.run(["show", "1338631589", "--country", "kr", "--offline"])
            #expect(offline.standardError.contains("리뷰 불러오기 실패: 오프라인이며 캐시에 없습니다"))
        }
    }

    /// A feed that never answers holds the page only until `--timeout`; the rest is printed.
    ///
    /// `--timeout` bounds the whole command, and the loopback server shares this process with the
    /// other suites: 20 s leaves the developer's apps time to arrive on a loaded 2-core machine,
    /// and is still far from the feed's 60 s of silence.
    @Test func aSilentReviewsFeedHoldsThePageOnlyUntilTheTimeout() async throws {
        try await withPageServer(reviews: .silent) { tool, _ in
            let outcome = try await tool.run(["show", "1338631589", "--country", "kr", "--timeout", "20"])
            let took = outcome.elapsed
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("── 이 개발자의 다른 앱"))
            #expect(outcome.standardError.contains("리뷰 불러오기 실패: App Store가 제시간에 응답하지 않았습니다"))
            #expect(took < .seconds(50), "the feed stays silent 60 s; took \(took)")
        }
    }

    @Test func reviewsListsAPageAndPointsToTheNext() async throws {
        try await withTool { (tool) async throws in
            let text = try await tool.run(["reviews", "474495017", "--country", "nl"])
            #expect(text.status == 0, "\(text.standardError)")
            #expect(text.standardOutput.components(separatedBy: "\n★").count - 1 == 50)
            #expect(
                text.standardOutput.hasSuffix(
                    "Next page: appdetail reviews 474495017 --country nl --page 2\n"))
            let json = try await tool.run([
                "reviews", "474495017", "--country", "nl", "--sort", "helpful", "--format", "json",
            ])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            #expect((document["reviews"] as? [Any])?.count == 50)
            #expect(document["hasNextPage"] as? Bool == true && document["sort"] as? String == "mosthelpful")
            let paths = (try #require(tool.server)).requests.paths
            #expect(paths.contains("/nl/rss/customerreviews/page=1/id=474495017/sortby=mosthelpful/json"))
        }
    }

    @Test(arguments: [["--page", "11"], ["--page", "0"]])
    func aPageOutsideTheFeedIsAUsageError(extra: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["reviews", "474495017"] + extra)
            #expect(outcome.status == 64)
            #expect(
                outcome.standardError.contains("the App Store serves pages 1 to 10"),
                "\(outcome.standardError)")
        }
    }
}
