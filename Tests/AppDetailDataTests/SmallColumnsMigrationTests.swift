import AppDetailDomain
import Foundation
import GRDB
import Testing

@testable import AppDetailData

/// Migration 0019 makes the feed and chart tables again with the small columns before the raw
/// answer, which SQLite otherwise walks page by page to reach a column stored after it.
@Suite("The small columns' migration")
struct SmallColumnsMigrationTests {
    @Test func theRawAnswerIsTheLastColumnOfEveryTableWithALargeOne() {
        for table in ["feed_cache", "chart_cache"] {
            #expect(EmbeddedMigrations.tables[table]?.last == "raw_response", "\(table)")
        }
        #expect(EmbeddedMigrations.tables["feed_cache"]?.contains("digest") == true)
        #expect(EmbeddedMigrations.tables["chart_cache"]?.contains("ranking") == true)
    }

    /// Every row of a cache of 0018 — a digest and none, a ranking and none — keeps every value,
    /// reads as it did, and no table of left-over rows stays behind.
    @Test func everyRowOfTheSchemaBeforeKeepsEveryValue() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let before = Array(EmbeddedMigrations.all.prefix { $0.name != "0019_small_columns_before_answers" })
        #expect(before.count == 18)
        let raw = Data(repeating: 0x7B, count: 300_000)
        do {
            _ = try SQLiteAppCache(fileURL: file, migrations: before)
            let old = try DatabaseQueue(path: file.path)
            try old.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO feed_cache (kind, subject_id, country, language, variant, raw_response, fetched_at, digest)
                        VALUES ('store-page', 7, 'us', '', 'shelves', ?, 1700000000.25, x'0102'),
                               ('reviews', 7, 'kr', 'en', 'mostrecent/1', x'7b7d', 1700000001.5, NULL)
                        """, arguments: [raw])
                try db.execute(
                    sql: """
                        INSERT INTO chart_cache (chart, genre_id, country, language, entry_limit, raw_response, fetched_at, ranking)
                        VALUES ('free', 0, 'us', '', 100, ?, 1700000002.75, '7,0,9'),
                               ('paid', 6014, 'kr', '', 50, x'7b7d', 1700000003, '')
                        """, arguments: [raw])
            }
        }
        let columns = "id, kind, subject_id, country, language, variant, fetched_at, digest, raw_response"
        let chartColumns =
            "id, chart, genre_id, country, language, entry_limit, fetched_at, ranking, raw_response"
        let read = { (queue: DatabaseQueue) in
            try queue.read { db in
                (
                    try Row.fetchAll(db, sql: "SELECT \(columns) FROM feed_cache ORDER BY id"),
                    try Row.fetchAll(db, sql: "SELECT \(chartColumns) FROM chart_cache ORDER BY id")
                )
            }
        }
        let (feedsBefore, chartsBefore) = try read(try DatabaseQueue(path: file.path))
        let latest = try SQLiteAppCache(fileURL: file)
        #expect(try latest.appliedMigrations() == EmbeddedMigrations.all.map(\.name))
        #expect(try latest.integrityCheck())
        let queue = try DatabaseQueue(path: file.path)
        let (feeds, charts) = try read(queue)
        #expect(feeds.count == 2 && charts.count == 2)
        #expect(feeds == feedsBefore)
        #expect(charts == chartsBefore)
        let tables = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(!tables.contains { $0.hasPrefix("unmigrated_") }, "\(tables)")
        let key = FeedKey(kind: .storePage, subject: 7, country: "us", language: "", variant: "shelves")
        let found = try latest.feeds.newestAnswer(like: key)
        #expect(found?.isDigest == true)
        #expect(found?.body.value == Data([1, 2]))
    }
}
