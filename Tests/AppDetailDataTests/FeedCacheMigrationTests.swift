import AppDetailDomain
import Foundation
import GRDB
import Testing

@testable import AppDetailData

/// Migration 0005 (`feed_cache`) applied to a cache of the schema before it, with data in it.
@Suite("The feed cache's migration")
struct FeedCacheMigrationTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    private func listing(_ id: Int64, name: String) -> CachedAnswer {
        CachedAnswer(
            trackID: id, country: "kr", language: "", bundleID: "com.example.app\(id)", name: name,
            rawAnswer: Data(#"{"resultCount":0,"results":[]}"#.utf8), fetchedAt: Self.fetchedAt)
    }

    @Test func aCacheOfTheSchemaBeforeKeepsItsDataAndGainsTheFeedTable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let before = Array(EmbeddedMigrations.all.prefix { $0.name != "0005_add_feed_cache" })
        #expect(before.count == 4)
        do {
            let old = try SQLiteAppCache(fileURL: file, migrations: before)
            try old.storeAsEarlierSchema([listing(7, name: "Seven"), listing(8, name: "Eight")])
            #expect(try old.listings.store([listing(9, name: "Nine")], unlessRecorded: "sample-catalog") == 0)
            #expect(try old.appliedMigrations() == before.map(\.name))
        }
        let latest = try SQLiteAppCache(fileURL: file)
        #expect(try latest.appliedMigrations() == EmbeddedMigrations.all.map(\.name))
        #expect(try latest.listings.count() == 2)
        #expect(
            try latest.listings.answer(for: .id(AppID(rawValue: 8)!), in: Storefront(country: "kr"))?.name
                == "Eight"
        )
        // The seed marker written before the migration still holds.
        #expect(try latest.listings.store([listing(9, name: "Nine")], unlessRecorded: "sample-catalog") == 0)

        let key = FeedKey(kind: .reviews, subject: 7, country: "kr", language: "", variant: "mostrecent/1")
        #expect(try latest.feeds.answer(for: key) == nil)
        try latest.feeds.store(Data("page one".utf8), for: key, fetchedAt: Self.fetchedAt)
        try latest.feeds.store(Data("page one again".utf8), for: key, fetchedAt: Self.fetchedAt + 60)
        let developer = FeedKey(kind: .developerApps, subject: 7, country: "kr", language: "", variant: "")
        try latest.feeds.store(Data("apps".utf8), for: developer, fetchedAt: Self.fetchedAt)
        #expect(
            try latest.feeds.answer(for: key)
                == Stored(value: Data("page one again".utf8), fetchedAt: Self.fetchedAt + 60))
        #expect(try latest.feeds.count() == 2)
        #expect(try latest.integrityCheck())

        // Clearing the cache clears every kind of answer.
        #expect(try latest.deleteAll() == 2)
        #expect(try latest.feeds.count() == 0)
    }

    /// Migration 0010 makes the table again to allow the store page's kind: every row of a cache
    /// of 0009 is kept as it was, and the new kind is stored beside them.
    @Test func theStorePageKindKeepsEveryFeedRow() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let before = Array(EmbeddedMigrations.all.prefix { $0.name != "0010_add_store_page_kind" })
        #expect(before.count == 9)
        let reviews = FeedKey(
            kind: .reviews, subject: 7, country: "kr", language: "en", variant: "mostrecent/1")
        let developer = FeedKey(kind: .developerApps, subject: 9, country: "us", language: "", variant: "")
        do {
            _ = try SQLiteAppCache(fileURL: file, migrations: before)
            // Written as the release of 0009 wrote them, to the table of 0009.
            let old = try DatabaseQueue(path: file.path)
            for (key, body, moment) in [
                (reviews, "page one", Self.fetchedAt), (developer, "apps", Self.fetchedAt + 1),
            ] {
                try old.write { db in
                    try db.execute(
                        sql: """
                            INSERT INTO feed_cache (kind, subject_id, country, language, variant, raw_response, fetched_at)
                            VALUES (?, ?, ?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            key.kind.rawValue, key.subject, key.country, key.language, key.variant,
                            Data(body.utf8),
                            moment.timeIntervalSince1970,
                        ])
                }
            }
        }
        let latest = try SQLiteAppCache(fileURL: file)
        #expect(try latest.appliedMigrations() == EmbeddedMigrations.all.map(\.name))
        #expect(
            try latest.feeds.answer(for: reviews)
                == Stored(value: Data("page one".utf8), fetchedAt: Self.fetchedAt))
        #expect(
            try latest.feeds.answer(for: developer)
                == Stored(value: Data("apps".utf8), fetchedAt: Self.fetchedAt + 1))
        let page = FeedKey(kind: .storePage, subject: 7, country: "kr", language: "", variant: "catalog")
        try latest.feeds.store(Data("{}".utf8), for: page, fetchedAt: Self.fetchedAt)
        #expect(try latest.feeds.count() == 3 && latest.integrityCheck())
    }

    @Test func theTableRefusesRowsNoRepositoryWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let empty = FeedKey(kind: .reviews, subject: 7, country: "kr", language: "", variant: "")
        #expect(throws: (any Error).self) {
            try cache.feeds.store(Data(), for: empty, fetchedAt: Self.fetchedAt)
        }
        let badCountry = FeedKey(kind: .reviews, subject: 7, country: "kor", language: "", variant: "")
        #expect(throws: (any Error).self) {
            try cache.feeds.store(Data("x".utf8), for: badCountry, fetchedAt: Self.fetchedAt)
        }
        #expect(try cache.feeds.count() == 0)
    }
}
