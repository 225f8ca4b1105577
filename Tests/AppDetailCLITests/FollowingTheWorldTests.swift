import Foundation
import TestSupport
import Testing

/// Apps followed in many storefronts, run as a process against a loopback store that sells
/// them everywhere: each storefront asked once for all the apps, a run bounded by its requests
/// going on where the last stopped, a refusing store stopping the following cleanly.
@Suite("Apps followed in many storefronts, run as a process", .enabled(if: fixturesAvailable))
struct FollowingTheWorldTests {
    static let app = "389801252"

    @Test func oneAppInTheEUCostsALookupAStorefrontAndRunsOnTheRealClock() async throws {
        try await CommandLineTool.withWorldStore(absentIn: ["de"]) { tool, store in
            let add = try await tool.run(["track", "add", Self.app, "--countries", "eu"])
            #expect(add.status == 0, "\(add.standardError)")
            #expect(
                add.standardOutput
                    == "Following Facebook (389801252) in 26 of 27 storefronts; not sold in DE.\n")
            let asked = store.storefrontsAsked
            #expect(asked.count == 27, "one lookup a storefront: \(asked)")
            #expect(Set(asked).count == 27)

            let list = try await tool.run(["track", "list", "--width", "80"])
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardOutput.contains("Facebook (389801252) · AT"), "\(list.standardOutput)")
            #expect(!list.standardOutput.contains("· DE"))
            #expect(list.standardOutput.contains("Listings every day: 26 requests in 26 storefronts."))
            #expect(list.standardOutput.contains("App Store pages, charts and reviews: every day."))

            // The same day: the listings were observed by the following, only the parts are asked.
            let run = try await tool.run(["track", "run", "--format", "json"])
            #expect(run.status == 0, "\(run.standardOutput)\n\(run.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            #expect(document["followed"] as? Int == 26)
            #expect(document["skipped"] as? Int == 26)
            #expect(store.storefrontsAsked.count == 27, "no listing asked twice in a day")
            #expect(document["partsLeftForLater"] as? Int == 0)
            let repeated = try await tool.run(["track", "run", "--format", "json"])
            let again = try #require(
                try JSONSerialization.jsonObject(with: Data(repeated.standardOutput.utf8)) as? [String: Any])
            #expect(
                again["requests"] as? Int == 0, "the parts were observed today: \(repeated.standardOutput)")
        }
    }

    @Test func aRunBoundByItsRequestsGoesOnWhereTheLastStopped() async throws {
        let apps = (1...201).map { String(1_000_000 + $0) }
        try await CommandLineTool.withWorldStore(apps: apps) { tool, store in
            let day = ["APPDETAIL_NOW": "2026-11-20T06:00:00Z"]
            let add = try await tool.run(
                ["track", "add"] + apps + ["--countries", "kr,us"], environment: day)
            #expect(add.status == 0, "\(add.standardError)")
            #expect(store.storefrontsAsked.count == 4, "⌈201 ÷ 200⌉ lookups in each of two storefronts")

            let nextDay = ["APPDETAIL_NOW": "2026-11-21T06:00:00Z"]
            let first = try await tool.run(["track", "run", "--max-requests", "3"], environment: nextDay)
            #expect(first.status == 0, "\(first.standardOutput)\n\(first.standardError)")
            #expect(first.standardOutput.contains("stopped at its 3 requests"), "\(first.standardOutput)")
            #expect(store.storefrontsAsked.count == 7)
            let second = try await tool.run(
                ["track", "run", "--max-requests", "3", "--format", "json"], environment: nextDay)
            #expect(second.status == 0, "\(second.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(second.standardOutput.utf8)) as? [String: Any])
            #expect(document["requests"] as? Int == 3)
            #expect(document["limitReached"] as? String == "requests")
            let lookups = Array(store.storefrontsAsked.dropFirst(4))
            #expect(lookups.count == 4, "the day's four lookups, none twice: \(lookups)")
            #expect(lookups.filter { $0 == "kr" }.count == 2 && lookups.filter { $0 == "us" }.count == 2)
            let third = try await tool.run(
                ["track", "run", "--max-requests", "2", "--format", "json"], environment: nextDay)
            let last = try #require(
                try JSONSerialization.jsonObject(with: Data(third.standardOutput.utf8)) as? [String: Any])
            #expect(last["skipped"] as? Int == 402, "every listing already observed today")
            #expect(store.storefrontsAsked.count == 8, "no lookup: \(third.standardOutput)")
        }
    }

    @Test func aRefusingStoreStopsTheFollowingAndTheSameCommandAsksOnlyTheRest() async throws {
        try await CommandLineTool.withWorldStore(refuseAfter: 5) { tool, store in
            let add = try await tool.run(["track", "add", Self.app, "--countries", "eu"])
            #expect(add.status == 75, "\(add.standardOutput)\n\(add.standardError)")
            #expect(add.standardOutput.contains("in 5 of 27 storefronts"), "\(add.standardOutput)")
            #expect(add.standardError.contains("22 of 27 storefronts gave no answer"), "\(add.standardError)")
            let asked = store.storefrontsAsked
            #expect(Set(asked).count == 6, "no storefront asked after the refused one: \(asked)")
            let list = try await tool.run(["track", "list", "--format", "json"])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [String: Any])
            #expect((document["apps"] as? [Any])?.count == 5)

            // The store answers again (another one, on the same cache): only the rest is asked.
            let answering = try WorldStore(apps: [Self.app], fixture: "284882215")
            defer { answering.stop() }
            let again = try await tool.run(
                ["track", "add", Self.app, "--countries", "eu"],
                environment: ["APPDETAIL_ENDPOINT": answering.baseURL.absoluteString])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(answering.storefrontsAsked.count == 22, "\(answering.storefrontsAsked)")
            #expect(Set(answering.storefrontsAsked).isDisjoint(with: Set(asked.prefix(5))))
            #expect(again.standardOutput.contains("in 27 of 27 storefronts"), "\(again.standardOutput)")
        }
    }

    @Test func anAppSoldNowhereIsSaidOnce() async throws {
        try await CommandLineTool.withWorldStore { tool, store in
            let add = try await tool.run(["track", "add", "123", "--countries", "kr,us,jp"])
            #expect(add.status == 66, "\(add.standardError)")
            #expect(
                add.standardOutput
                    == "Not following app 123: none of the 3 storefronts that answered sells it.\n")
            #expect(add.standardError.components(separatedBy: "123").count == 2, "\(add.standardError)")
            #expect(store.storefrontsAsked.count == 3)
        }
    }

    @Test(arguments: [
        (["track", "add", "1", "--countries", "eurpe"], "Did you mean europe"),
        (["track", "add", "1", "--country", "kr,xx"], "xx"),
        (["track", "run", "--max-requests", "0"], "--max-requests takes a number of requests from 1 on"),
        (["track", "run", "--max-time", "5x"], "--max-time takes a duration up to a day"),
        (["track", "run", "--max-time", "2d"], "such as 90s, 20m or 2h"),
    ])
    func badBoundsAndStorefrontsAreRefused(arguments: [String], words: String) async throws {
        try await CommandLineTool.withWorldStore { tool, store in
            let result = try await tool.run(arguments)
            #expect(result.status == 64, "\(result.standardError)")
            #expect(result.standardError.contains(words), "\(result.standardError)")
            #expect(store.storefrontsAsked.isEmpty)
        }
    }
}
