import Foundation
import TestSupport
import Testing

/// A cache an earlier appdetail left, upgraded by this one through the built binary: a row the
/// new schema refuses is set apart (and named), never the whole cache lost; a file that cannot be
/// upgraded at all names itself and the command that starts afresh, and that command works.
@Suite("Upgrading an earlier cache", .enabled(if: fixturesAvailable))
struct CacheUpgradeTests {
    /// A 0009 cache holding a real listing, one good page of reviews and one row of reviews
    /// whose country breaks a CHECK constraint (written with the constraints off, as another
    /// tool or a hand edit could).
    static func earlierCache(in directory: URL, extra: String = "") async throws {
        let answer = FixtureServer.lookupFile("284882215")
        try await EarlierCacheFile.make(
            at: directory.appendingPathComponent("cache.sqlite"), through: "0009_add_chart_ranking",
            rows: """
                INSERT INTO app_cache (track_id, country, language, bundle_id, name, raw_response, fetched_at)
                    VALUES (284882215, 'us', '', 'com.facebook.Facebook', 'Facebook',
                            (SELECT data FROM blobs WHERE i = 0), 1790000000);
                INSERT INTO feed_cache (kind, subject_id, country, variant, raw_response, fetched_at)
                    VALUES ('reviews', 284882215, 'us', 'mosthelpful/1', x'7b7d', 1790000000);
                INSERT INTO feed_cache (kind, subject_id, country, variant, raw_response, fetched_at)
                    VALUES ('reviews', 284882215, 'usa', 'mosthelpful/1', x'7b7d', 1790000000);
                \(extra)
                """, blobs: [answer])
    }

    @Test func aRowTheNewSchemaRefusesIsSetApartAndNamed() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            try await Self.earlierCache(in: tool.cacheDirectory)
            let list = try await tool.run(["cache", "list"])
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardOutput.contains("284882215"), "the listings are there")
            #expect(
                list.standardError.contains("1 cached row of the cache at")
                    && list.standardError.contains("unmigrated_0010_feed_cache"), "\(list.standardError)")
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            #expect(try await EarlierCacheFile.rows(of: file, "SELECT country FROM feed_cache") == ["us"])
            #expect(
                try await EarlierCacheFile.rows(of: file, "SELECT country FROM unmigrated_0010_feed_cache")
                    == ["usa"])
            #expect(
                try await EarlierCacheFile.rows(of: file, "SELECT count(*) FROM grdb_migrations") == [
                    "\(migrationNames.count)"
                ])
            let shown = try await tool.run(["show", "284882215", "--offline", "--country", "us"])
            #expect(shown.status == 0 && shown.standardOutput.contains("Facebook"), "\(shown.standardError)")
            let again = try await tool.run(["cache", "list"])
            #expect(!again.standardError.contains("could not be carried"), "named once, when it happened")
        }
    }

    /// A cache upgraded with nothing refused keeps no table of leftovers.
    @Test func anUpgradeWithNothingRefusedLeavesNoTableBehind() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            try await Self.earlierCache(
                in: tool.cacheDirectory, extra: "DELETE FROM feed_cache WHERE country = 'usa';")
            let list = try await tool.run(["cache", "list"])
            #expect(list.status == 0 && list.standardError.isEmpty, "\(list.standardError)")
            let tables = try await EarlierCacheFile.rows(
                of: tool.cacheDirectory.appendingPathComponent("cache.sqlite"),
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'unmigrated%'")
            #expect(tables.isEmpty)
        }
    }

    /// A step that fails for a reason no row explains (a table of that name already made by
    /// hand): every command names the file to move and the command that starts afresh, `show`
    /// goes on without the cache, and `cache clear` starts a new one beside the kept file.
    @Test func aCacheThatCannotBeUpgradedNamesTheWayOut() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            try await Self.earlierCache(in: tool.cacheDirectory, extra: "CREATE TABLE feed_cache_new (x);")
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            let list = try await tool.run(["cache", "list"])
            #expect(list.status == 74)
            #expect(list.standardError.contains("0010_add_store_page_kind"), "\(list.standardError)")
            #expect(
                list.standardError.contains("hint: Move \(file.path) away (it is kept)"),
                "\(list.standardError)")
            #expect(list.standardError.contains("appdetail cache clear"), "\(list.standardError)")
            #expect(!list.standardError.contains("SQLite error 19"))
            let clear = try await tool.run(["cache", "clear"])
            #expect(clear.status == 0, "\(clear.standardError)")
            #expect(
                clear.standardOutput.contains("it was moved to \(file.path).unusable-"),
                "\(clear.standardOutput)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: tool.cacheDirectory.path)
            #expect(kept.contains { $0.hasPrefix("cache.sqlite.unusable-") }, "\(kept)")
            let after = try await tool.run(["cache", "list"])
            #expect(after.status == 0, "\(after.standardError)")
        }
    }
}
