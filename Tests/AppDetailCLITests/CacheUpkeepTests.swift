import AppDetailTerminal
import Foundation
import TestSupport
import Testing

/// `cache remove`, `cache prune` and `cache list --format json` on a real cache file.
@Suite("Looking after the cache", .enabled(if: fixturesAvailable))
struct CacheUpkeepTests {
    static func listedIDs(_ tool: CommandLineTool, environment: [String: String] = [:]) async throws
        -> [Int64]
    {
        let list = try await tool.run(["cache", "list", "--format", "json"], environment: environment)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
        return entries.compactMap { ($0["id"] as? NSNumber)?.int64Value }.sorted()
    }

    /// `cache list` narrows to a store or to a text in the name or bundle id (any case), in text
    /// and JSON; a filter that keeps nothing says so rather than "the cache is empty".
    @Test func listFiltersByStoreAndText() async throws {
        try await withTool(network: false) { (tool) async throws in
            let korean = try await tool.run(["cache", "list", "--country", "kr", "--format", "json"])
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(korean.standardOutput.utf8)) as? [[String: Any]])
            #expect(
                entries.compactMap { ($0["id"] as? NSNumber)?.int64Value }.sorted() == [
                    311_867_728, 736_602_666,
                ])
            let naver = try await tool.run(["cache", "list", "naver"])
            #expect(naver.standardOutput.split(separator: "\n").count == 2, "\(naver.standardOutput)")
            #expect(naver.standardOutput.contains("311867728"))
            let bundle = try await tool.run(["cache", "list", "DEVELOPER.APPLE"])
            #expect(
                bundle.standardOutput.contains("640199958") && !bundle.standardOutput.contains("311867728"))
            let none = try await tool.run(["cache", "list", "no such app"])
            #expect(none.status == 0 && none.standardOutput.isEmpty)
            #expect(none.standardError.hasPrefix("note: no cached app matches"), "\(none.standardError)")
            let wrong = try await tool.run(["cache", "list", "--country", "xx"])
            #expect(wrong.status == 64, "\(wrong.standardError)")
            // On a 40-column terminal every line fits: the long names are cut with "…".
            let narrow = try await tool.runOnTerminal(["cache", "list"], setUp: "stty rows 24 cols 40; ")
            let lines = narrow.standardOutput.split(whereSeparator: \.isNewline).filter { !$0.isEmpty }
            #expect(lines.count == 4, "\(narrow.standardOutput)")
            #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 40 }, "\(narrow.standardOutput)")
            #expect(narrow.standardOutput.contains("…"))
        }
    }

    @Test func listAsJSONNamesEveryEntryWithItsStoreAndAge() async throws {
        try await withTool(network: false) { (tool) async throws in
            let list = try await tool.run(["cache", "list", "--format", "json"])
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [[String: Any]])
            #expect(entries.count == 3, "the three samples")
            let naver = try #require(entries.first { ($0["id"] as? NSNumber)?.int64Value == 311_867_728 })
            #expect((naver["storefront"] as? [String: Any])?["country"] as? String == "kr")
            #expect(
                naver["sample"] as? Bool == true && naver["fetchedAt"] as? String == "2026-11-22T00:00:00Z")
            #expect(
                Set(naver.keys) == [
                    "id", "bundleId", "name", "developer", "storefront", "fetchedAt", "bytes", "sample",
                ])
            #expect(naver["developer"] as? String == "NAVER Corp.", "the sample listing's artistName")
        }
    }

    @Test func removeForgetsTheNamedAppsAndSaysWhichWereNotThere() async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await Self.listedIDs(tool) == [311_867_728, 640_199_958, 736_602_666])
            let outcome = try await tool.run([
                "cache", "remove", "640199958", "https://apps.apple.com/kr/app/x/id311867728", "5",
            ])
            #expect(outcome.status == 66, "one of them was not cached")
            #expect(
                outcome.standardOutput
                    == "640199958: removed 1 listing\n311867728: removed 1 listing\n5: not cached\n")
            // Named once, on its own line above; the error counts.
            #expect(
                outcome.standardError.contains(
                    "error: 1 of 3 apps was not in the cache (each is named above)."))
            #expect(try await Self.listedIDs(tool) == [736_602_666])
            let again = try await tool.run(["cache", "remove", "736602666"])
            #expect(again.status == 0)
            #expect(try await Self.listedIDs(tool).isEmpty)
        }
    }

    @Test func pruneRemovesOnlyWhatIsOlderThanTheAge() async throws {
        try await withTool(network: false) { (tool) async throws in
            // The samples were fetched on 2026-11-22; a month later, an import is new.
            let later = ["APPDETAIL_NOW": "2026-12-22T12:00:00Z"]
            let imported = try await tool.run(
                ["cache", "import", FixtureServer.lookupFile("284882215").path], environment: later)
            #expect(imported.status == 0, "\(imported.standardError)")
            let young = try await tool.run(["cache", "prune", "--older-than", "31d"], environment: later)
            #expect(
                young.standardOutput
                    == "Removed 0 entries fetched more than 31d ago. The sample apps were kept; --samples removes them too. The history was kept; --history prunes it too.\n"
            )
            // An old listing of a real fetch goes; the samples stay unless asked for.
            let older = ["APPDETAIL_NOW": "2026-12-01T12:00:00Z"]
            let old = try await tool.run(
                ["cache", "import", FixtureServer.lookupFile("1054938992").path], environment: older)
            #expect(old.status == 0, "\(old.standardError)")
            let pruned = try await tool.run(["cache", "prune", "--older-than", "2w"], environment: later)
            #expect(
                pruned.standardOutput.hasPrefix(
                    "Removed 1 entry fetched more than 2w ago. The sample apps were kept"))
            #expect(
                try await Self.listedIDs(tool, environment: later).sorted() == [
                    284_882_215, 311_867_728, 640_199_958, 736_602_666,
                ])
            let withSamples = try await tool.run(
                ["cache", "prune", "--older-than", "2w", "--samples"], environment: later)
            #expect(
                withSamples.standardOutput
                    == "Removed 3 entries fetched more than 2w ago. The history was kept; --history prunes it too.\n"
            )
            // The imported answers are observations: with --history, the one last seen before the
            // cutoff goes too.
            let history = try await tool.run(
                ["cache", "prune", "--older-than", "2w", "--history"], environment: later)
            #expect(
                history.standardOutput.hasSuffix("Removed 1 observation from the history.\n"),
                "\(history.standardOutput)")
            #expect(try await Self.listedIDs(tool, environment: later) == [284_882_215])
        }
    }

    @Test(arguments: ["30", "d", "0d", "-3d", "3y", "1.5h", "90m", "٣d", "min"])
    func anAgeWithoutANumberAndAUnitIsAUsageError(age: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["cache", "prune", "--older-than", age])
            #expect(outcome.status == 64, "\(age): \(outcome.standardError)")
            // "-3d" reads as an option, whose value is then missing: ArgumentParser says so.
            let words = ["90m": "minutes or months?", "-3d": "Missing value"][age] ?? "(min, h, d or w)"
            #expect(outcome.standardError.contains(words), "\(outcome.standardError)")
        }
    }

    @Test func anEmptyCacheSaysSo() async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "clear"]).status == 0)
            let outcome = try await tool.run(["cache", "list"])
            #expect(outcome.status == 0)
            #expect(outcome.standardOutput.isEmpty)
            #expect(outcome.standardError == "note: the cache at \(tool.cacheDirectory.path) is empty.\n")
        }
    }

    @Test(arguments: ["90min", "12h", "30d", "2w"])
    func anAgeInMinutesHoursDaysOrWeeksIsTaken(age: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["cache", "prune", "--older-than", age])
            #expect(outcome.status == 0, "\(age): \(outcome.standardError)")
            #expect(outcome.standardOutput.contains("fetched more than \(age) ago."))
        }
    }
}
