import Foundation
import TestSupport
import Testing

/// The request budget as a person meets it: `--rate` and `$APPDETAIL_RATE` checked, a rate above
/// the store's limit noted once, and two programs on one cache — a long `world` and a `show`
/// typed meanwhile — keeping to one rate together, as the store sees it.
@Suite("One request budget for every appdetail on a cache, run as processes", .enabled(if: fixturesAvailable))
struct RequestBudgetCommandTests {
    @Test(arguments: [
        (["--rate", "0"], [:], "--rate takes 1 to 60000"),
        (["--rate", "60001"], [:], "--rate takes 1 to 60000"),
        ([], ["APPDETAIL_RATE": "fast"], "$APPDETAIL_RATE “fast” is not a number"),
        ([], ["APPDETAIL_RATE": "0"], "$APPDETAIL_RATE “0” is not a number"),
    ])
    func aBudgetOfNothingOrNonsenseIsRefused(
        options: [String], variables: [String: String], expected: String
    ) async throws {
        try await CommandLineTool.withWorldStore { tool, store in
            let outcome = try await tool.run(
                ["show", "389801252", "--country", "kr"] + options, environment: variables)
            #expect(outcome.status == 64, "\(outcome.standardError)")
            #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
            #expect(store.requestMoments.isEmpty, "nothing sent")
        }
    }

    @Test func aRateAboveTheStoresLimitIsNotedOnce() async throws {
        try await CommandLineTool.withWorldStore { tool, _ in
            let within = try await tool.run(["show", "389801252", "--country", "de", "--rate", "20"])
            #expect(
                within.status == 0 && !within.standardError.contains("documented limit"),
                "\(within.standardError)")
            let first = try await tool.run(["show", "389801252", "--country", "kr", "--rate", "600"])
            #expect(first.status == 0, "\(first.standardError)")
            #expect(
                first.standardError.contains("above the App Store's documented limit"),
                "\(first.standardError)")
            let again = try await tool.run(["show", "389801252", "--country", "us", "--rate", "600"])
            #expect(!again.standardError.contains("documented limit"), "said once: \(again.standardError)")
        }
    }

    @Test func aLookAroundTheWorldAndAShowTogetherKeepToOneRate() async throws {
        try await CommandLineTool.withWorldStore { tool, store in
            // 10 a second, 5 at once: over any 2 seconds the store may see 25 requests, and up
            // to one more per program waiting at that moment (a wake-up late on a busy machine).
            let rate = ["APPDETAIL_RATE": "600"]
            let started = ContinuousClock.now
            async let world = tool.run(["world", "389801252", "--countries", "eu"], environment: rate)
            try await Task.sleep(for: .milliseconds(300))
            let show = try await tool.run(["show", "389801252", "--country", "kr"], environment: rate)
            let look = try await world
            #expect(look.status == 0, "\(look.standardError)")
            #expect(show.status == 0, "\(show.standardError)")
            let moments = store.requestMoments.map { $0 - started }
            #expect(moments.count >= 30, "27 storefronts and a page: \(moments.count)")
            for (index, start) in moments.enumerated() {
                let inWindow = moments[index...].prefix { $0 < start + .seconds(2) }.count
                #expect(inWindow <= 25 + 6, "\(inWindow) requests within 2 s from \(start)")
            }
            let span = try #require(moments.last) - (try #require(moments.first))
            #expect(
                span >= .seconds(Double(moments.count - 5) / 10 - 0.5), "paced: \(span) for \(moments.count)")
        }
    }
}
