import Foundation
import TestSupport
import Testing

/// A history read as people read one: the store found as `show` finds it, a range that starts
/// where it was asked to, a `--since last` that keeps the day's changes, an import dated when it
/// was fetched, prices as the store words them.
@Suite("Histories read as people read them", .enabled(if: fixturesAvailable), .serialized)
struct HistoriesAsPeopleReadThemTests {
    static let bus = AlertsAreNeverLostTests.bus

    private func day(_ days: Int) -> [String: String] { AlertsAreNeverLostTests.day(days) }

    @Test func theOneStoreAnAppIsFollowedInIsFoundAsShowFindsIt() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            #expect(
                try await tool.run(["track", "add", Self.bus, "--country", "kr"], environment: day(-1)).status
                    == 0)
            // No store named, and the locale names none: the KR history, with a note.
            let history = try await tool.run(["history", Self.bus, "--format", "csv"])
            #expect(history.status == 0, "\(history.standardError)")
            #expect(history.standardOutput.contains(",kr,listed,"), "\(history.standardOutput)")
            #expect(history.standardError.contains("the only one it is followed or observed in"))
            let changes = try await tool.run(["changes", Self.bus, "--since", "30d"])
            #expect(changes.status == 0, "\(changes.standardError)")
            let removed = try await tool.run(["track", "remove", Self.bus])
            #expect(removed.status == 0, "\(removed.standardError)")
            #expect(removed.standardOutput.contains("Stopped following \(Self.bus) in the KR store"))
            let usage = try await tool.run(["history", "--help"])
            #expect(usage.standardOutput.contains("USAGE: appdetail history"), "\(usage.standardOutput)")
        }
    }

    @Test func aRangeStartsWhereItWasAskedToAndLastKeepsTheDaysChanges() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            let nothing = try await tool.run(["changes"])
            #expect(nothing.standardOutput.contains("appdetail track add"), "\(nothing.standardOutput)")
            #expect(
                try await tool.run(
                    ["track", "add", Self.bus, "--country", "kr"],
                    environment: ["APPDETAIL_NOW": "2022-06-01T00:00:00Z"]
                ).status == 0)
            let csv = try await tool.run([
                "history", Self.bus, "--country", "kr", "--since", "2023-01-01", "--format", "csv",
            ])
            let rows = csv.standardOutput.split(separator: "\r\n").dropFirst()
            #expect(rows.first?.hasPrefix("2023-01-01T00:00:00Z,") == true, "\(csv.standardOutput)")

            try store.update(Self.bus) { $0["version"] = "5.0" }
            let run = try await tool.run(
                ["track", "run"], environment: ["APPDETAIL_NOW": "2026-11-20T06:00:00Z"])
            #expect(run.standardOutput.contains("5.0"), "\(run.standardOutput)")
            let repeated = try await tool.run(
                ["track", "run"], environment: ["APPDETAIL_NOW": "2026-11-20T07:00:00Z"])
            #expect(repeated.standardOutput.contains("already observed today"))
            let last = try await tool.run(
                ["changes", "--since", "last"], environment: ["APPDETAIL_NOW": "2026-11-20T08:00:00Z"])
            #expect(
                last.standardOutput.contains("5.0"),
                "the day's change after a repeat run: \(last.standardOutput)")
        }
    }

    @Test func anImportIsDatedWhenItWasFetched() async throws {
        try await CommandLineTool.withScriptedStore { tool, _ in
            let file = FixtureServer.lookupFile("284882215")
            let undated = try await tool.run(["cache", "import", file.path])
            #expect(undated.status == 0, "\(undated.standardError)")
            #expect(
                undated.standardOutput.contains("observed 2026-11-22T12:00:00Z (now; --observed-at"),
                "said which moment: \(undated.standardOutput)")
            let dated = try await tool.run(["cache", "import", file.path, "--observed-at", "2020-03-01"])
            #expect(dated.status == 0, "\(dated.standardError)")
            let csv = try await tool.run(["history", "284882215", "--country", "us", "--format", "csv"])
            #expect(csv.standardOutput.contains("\n2020-03-01T00:00:00Z,"), "\(csv.standardOutput)")
            let bad = try await tool.run(["cache", "import", file.path, "--observed-at", "last spring"])
            #expect(bad.status == 64)
        }
    }

    @Test func aPriceIsWordedAsTheStoreWordsIt() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            try store.update(Self.bus) { $0["price"] = 1_000 }
            #expect(
                try await tool.run(["track", "add", Self.bus, "--country", "kr"], environment: day(-1)).status
                    == 0)
            try store.update(Self.bus) { $0["price"] = 1_500 }
            let run = try await tool.run(["track", "run", "--fail-on", "price-change"], environment: day(0))
            #expect(run.status == 1)
            #expect(run.standardOutput.contains("₩1,000 → ₩1,500 [price-change]"), "\(run.standardOutput)")
            let history = try await tool.run(["history", Self.bus, "--country", "kr", "--width", "100"])
            #expect(history.standardOutput.contains("₩1,000 → ₩1,500"), "\(history.standardOutput)")
            let csv = try await tool.run(["history", Self.bus, "--country", "kr", "--format", "csv"])
            #expect(csv.standardOutput.contains(",1500,KRW,"), "numbers stay numbers: \(csv.standardOutput)")
        }
    }
}
