import Foundation
import TestSupport
import Testing

/// No store answer, cache row or migrations table stops the process: a figure no store gives is
/// refused where it enters, a row the history cannot read is named and skipped, a damaged file
/// is named and set aside — and a history of any length is written in bounded memory.
@Suite("The history never traps", .enabled(if: fixturesAvailable), .serialized)
struct HistoryNeverTrapsTests {
    static let bus = AlertsAreNeverLostTests.bus

    private func withStore(_ body: (CommandLineTool, ScriptedStore) async throws -> Void) async throws {
        try await CommandLineTool.withScriptedStore(body)
    }

    private func sql(_ tool: CommandLineTool, _ statement: String) async throws -> String {
        let outcome = try await CommandLineTool.launch(
            URL(fileURLWithPath: "/usr/bin/sqlite3"),
            [tool.cacheDirectory.appendingPathComponent("cache.sqlite").path, statement], environment: [:])
        #expect(outcome.status == 0, "\(statement): \(outcome.standardError)")
        return outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func day(_ days: Int) -> [String: String] { AlertsAreNeverLostTests.day(days) }

    @Test func aRatingCountNoStoreGivesStopsNothing() async throws {
        try await withStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            #expect(
                try await tool.run(["track", "add", Self.bus, "--country", "kr"], environment: day(-3)).status
                    == 0)
            let normal = try #require(store.raw(Self.bus))
            store.setRaw(
                Self.bus,
                normal.replacingOccurrences(
                    of: #""userRatingCount":\d+"#, with: #""userRatingCount":9223372036854775807"#,
                    options: .regularExpression))
            let huge = try await tool.run(["track", "run"], environment: day(-2))
            #expect(huge.status == 0, "\(huge.status): \(huge.standardError)")
            store.setRaw(Self.bus, normal)
            let back = try await tool.run(["track", "run"], environment: day(-1))
            #expect(back.status == 0, "\(back.status): \(back.standardError)")
            for arguments in [["history", Self.bus, "--country", "kr"], ["changes", "--since", "30d"]] {
                let read = try await tool.run(arguments)
                #expect(read.status == 0, "\(arguments): \(read.status) \(read.standardError)")
            }
            // Rows another tool wrote: a count and a moment no arithmetic can carry.
            _ = try await sql(
                tool,
                """
                INSERT INTO history_listing SELECT track_id, country, observed_at + 1000, last_seen_at + 1000, listed,
                    rating_average, 9223372036854775807, price, size_bytes, texts
                FROM history_listing ORDER BY observed_at DESC LIMIT 1;
                INSERT INTO history_listing SELECT track_id, country, 9223372036854775807, 9223372036854775807, listed,
                    rating_average, rating_count, price, size_bytes, texts
                FROM history_listing ORDER BY observed_at LIMIT 1;
                """)
            for format in ["text", "csv", "json", "jsonl", "svg"] {
                let read = try await tool.run(["history", Self.bus, "--country", "kr", "--format", format])
                #expect(read.status == 0, "\(format): \(read.status) \(read.standardError)")
                #expect(
                    read.standardError.contains("damaged and skipped"), "\(format): \(read.standardError)")
            }
            let run = try await tool.run(["track", "run", "--again"], environment: day(0))
            #expect(run.status == 0, "\(run.status): \(run.standardError)")
            let changes = try await tool.run(["changes", "--since", "30d"])
            #expect(changes.status == 0, "\(changes.status): \(changes.standardError)")
        }
    }

    @Test(arguments: ["1e300", "9e999", "-9e999"])
    func anEarlierCacheWithAMomentNoClockMakesUpgrades(moment: String) async throws {
        try await withStore { tool, _ in
            try await EarlierCacheFile.make(
                at: tool.cacheDirectory.appendingPathComponent("cache.sqlite"),
                through: "0010_add_store_page_kind",
                rows: """
                    INSERT INTO app_cache (track_id, country, language, bundle_id, name, raw_response, fetched_at)
                        VALUES (284882215, 'us', '', 'com.facebook.Facebook', 'Facebook',
                                (SELECT data FROM blobs WHERE i = 0), \(moment));
                    """, blobs: [FixtureServer.lookupFile("284882215")])
            let info = try await tool.run(["cache", "info"])
            #expect(info.status == 0, "\(info.status) \(info.standardError)")
            // The row's moment is no moment: the entry is said to be damaged and left unread.
            let show = try await tool.run(["show", "284882215", "--offline", "--country", "us"])
            #expect(show.status == 69, "\(show.status) \(show.standardError)")
            #expect(show.standardError.contains("is damaged; it is ignored"), "\(show.standardError)")
            let clear = try await tool.run(["cache", "clear"])
            #expect(clear.status == 0, "\(clear.status) \(clear.standardError)")
        }
    }

    @Test func aMigrationsTableWithAGapIsNamedAndSetAside() async throws {
        try await withStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            #expect(try await tool.run(["track", "add", Self.bus, "--country", "kr"]).status == 0)
            _ = try await sql(tool, "DELETE FROM grdb_migrations WHERE identifier = '0005_add_feed_cache'")
            let info = try await tool.run(["cache", "info"])
            #expect(info.status == 0, "\(info.status): \(info.standardError)")
            #expect(info.standardError.contains("0005_add_feed_cache"), "\(info.standardError)")
            #expect(info.standardError.contains("moved to"), "\(info.standardError)")
            let folder = try FileManager.default.contentsOfDirectory(atPath: tool.cacheDirectory.path)
            #expect(folder.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "\(folder)")
            let list = try await tool.run(["track", "list"])
            #expect(list.status == 0, "\(list.standardError)")
        }
    }

    @Test func aTextWithANulIsKeptOnceAndMatchesItself() async throws {
        try await withStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            try store.update(Self.bus) {
                $0["trackName"] = "카카오\u{0}버스"
                $0["description"] = String(repeating: "버스가 옵니다.\u{0}\n", count: 2_000)
            }
            #expect(
                try await tool.run(["track", "add", Self.bus, "--country", "kr"], environment: day(-7)).status
                    == 0)
            let texts = try await sql(tool, "SELECT count(*) FROM history_text")
            for days in -6 ... -1 {
                let run = try await tool.run(["track", "run", "--again"], environment: day(days))
                #expect(run.status == 0, "\(run.standardError)")
            }
            #expect(try await sql(tool, "SELECT count(*) FROM history_text") == texts, "no text stored again")
            let csv = try await tool.run(["history", Self.bus, "--country", "kr", "--format", "csv"])
            #expect(
                csv.standardOutput.split(separator: "\r\n").count == 2,
                "one observation: \(csv.standardOutput)")
            #expect(csv.standardOutput.contains("카카오버스"))
        }
    }

    @Test func aHistoryOfAHundredThousandObservationsIsWrittenInBoundedMemory() async throws {
        try await withStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            #expect(try await tool.run(["track", "add", Self.bus, "--country", "kr"]).status == 0)
            _ = try await sql(
                tool,
                """
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 99999)
                INSERT INTO history_listing SELECT h.track_id, h.country, h.observed_at - i * 60000,
                    h.observed_at - i * 60000, 1, h.rating_average, h.rating_count - (i / 1000), h.price, h.size_bytes, h.texts
                FROM n, (SELECT * FROM history_listing LIMIT 1) AS h;
                """)
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            for format in ["json", "jsonl"] {
                let file = scratch.appendingPathComponent("history.\(format)")
                let use = try await ResourceUse.measure(
                    tool, ["history", Self.bus, "--country", "kr", "--format", format], output: file)
                #expect(use.outcome.status == 0, "\(format): \(use.outcome.standardError)")
                #expect(use.peakBytes <= 100 * 1_024 * 1_024, "\(format): \(use.peakBytes / 1_048_576) MB")
                let counted = try await CommandLineTool.launch(
                    URL(fileURLWithPath: "/usr/bin/python3"),
                    [
                        "-c",
                        """
                        import json, sys
                        text = open(sys.argv[1], encoding="utf-8").read()
                        if sys.argv[2] == "json":
                            print(len(json.loads(text)["observations"]))
                        else:
                            print(sum(1 for line in text.splitlines() if json.loads(line)["type"] == "observation"))
                        """,
                        file.path, format,
                    ], environment: [:])
                #expect(
                    counted.standardOutput == "100000\n",
                    "\(format): \(counted.standardOutput)\(counted.standardError)")
                try? FileManager.default.removeItem(at: file)
            }
        }
    }

    @Test func aBundleIDHeldByManyAppsNamesThemInsteadOfPickingOne() async throws {
        try await withStore { tool, store in
            let ids = (0..<200).map { String(1_800_000_000 + $0) }
            for id in ids { try store.hold(id, as: Self.bus) }
            let shown = try await tool.run(["show"] + ids + ["--country", "kr"])
            #expect(shown.status == 0, "\(shown.standardError)")
            let bundle = try #require(
                store.raw(ids[0]).flatMap {
                    try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
                }?[
                    "bundleId"] as? String)
            for command in [["history", bundle], ["show", bundle, "--offline"]] {
                let outcome = try await tool.run(command + ["--country", "kr"])
                #expect(outcome.status == 64, "\(command): \(outcome.status) \(outcome.standardOutput)")
                #expect(
                    outcome.standardError.contains("200 apps have the bundle id"), "\(outcome.standardError)")
            }
        }
    }
}
