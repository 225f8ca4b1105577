import AppDetailDomain
import Foundation
import Testing

@testable import AppDetailData

@Suite("The SQLite cache keeps answers safely")
struct SQLiteAppCacheTests {
    static let migrationsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Migrations")

    private func response(_ id: Int64, country: String = "us", language: String = "", name: String = "App")
        -> CachedAnswer
    {
        CachedAnswer(
            trackID: id, country: country, language: language, bundleID: "com.example.app\(id)", name: name,
            rawAnswer: Data(#"{"resultCount":0,"results":[]}"#.utf8),
            fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func everyFileInMigrationsIsEmbeddedAndApplied() throws {
        let files = try FileManager.default.contentsOfDirectory(
            at: Self.migrationsFolder, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "sql" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(!files.isEmpty)
        #expect(
            EmbeddedMigrations.all.map(\.name) == files.map { $0.deletingPathExtension().lastPathComponent },
            "run python3 scripts/embed_migrations.py after adding a migration")
        for (migration, file) in zip(EmbeddedMigrations.all, files) {
            #expect(
                migration.sql + "\n" == (try String(contentsOf: file, encoding: .utf8)),
                "\(file.lastPathComponent)")
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        #expect(try cache.appliedMigrations() == files.map { $0.deletingPathExtension().lastPathComponent })
    }

    @Test func theEmbeddedTableListIsWhatTheMigrationsMake() throws {
        // Start-up compares the file with this list instead of migrating an in-memory database.
        #expect(try CacheSchema.columnsMade(by: EmbeddedMigrations.all) == EmbeddedMigrations.tables)
        #expect(EmbeddedMigrations.tables["app_cache"]?.last == "is_sample")
    }

    @Test func aCacheFromTheFirstMigrationOpensUnderTheLatestWithItsData() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        do {
            let old = try SQLiteAppCache(fileURL: file, migrations: Array(EmbeddedMigrations.all.prefix(1)))
            try old.storeAsEarlierSchema([
                response(7, name: "Old"), response(7, country: "kr", name: "Old KR"), response(8),
            ])
            #expect(try old.appliedMigrations() == [EmbeddedMigrations.all[0].name])
        }
        let latest = try SQLiteAppCache(fileURL: file)
        #expect(try latest.appliedMigrations() == EmbeddedMigrations.all.map(\.name))
        #expect(try latest.listings.answer(for: .id(AppID(rawValue: 7)!), in: .unitedStates)?.name == "Old")
        #expect(
            try latest.listings.answer(for: .id(AppID(rawValue: 7)!), in: Storefront(country: "kr"))?.name
                == "Old KR")
        #expect(
            try latest.listings.answer(
                for: .bundleID(BundleID(rawValue: "com.example.app8")!), in: .unitedStates)?
                .trackID == 8)
        #expect(try latest.listings.count() == 3)
        try latest.listings.store([response(7, name: "Replaced")])
        #expect(
            try latest.listings.answer(for: .id(AppID(rawValue: 7)!), in: .unitedStates)?.name == "Replaced"
        )
        #expect(try latest.listings.count() == 3)
        #expect(try latest.integrityCheck())
    }

    @Test func answersAreKeyedByIdAndStorefront() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        try cache.listings.store([
            response(1, name: "US"), response(1, country: "kr", name: "KR"),
            response(1, country: "kr", language: "en", name: "KR-en"),
        ])
        let korea = try Storefront(country: "kr")
        #expect(try cache.listings.answer(for: .id(AppID(rawValue: 1)!), in: .unitedStates)?.name == "US")
        #expect(try cache.listings.answer(for: .id(AppID(rawValue: 1)!), in: korea)?.name == "KR")
        #expect(
            try cache.listings.answer(
                for: .id(AppID(rawValue: 1)!), in: Storefront(country: "kr", language: "en"))?
                .name == "KR-en")
        #expect(
            try cache.listings.answer(for: .bundleID(BundleID(rawValue: "com.example.app1")!), in: korea)?
                .name
                == "KR")
        #expect(try cache.listings.answer(for: .id(AppID(rawValue: 2)!), in: korea) == nil)
        try cache.listings.store([response(1, name: "US again")])
        #expect(
            try cache.listings.answer(for: .id(AppID(rawValue: 1)!), in: .unitedStates)?.name == "US again")
        #expect(try cache.listings.count() == 3)
        #expect(try cache.removeAll() == 3)
        #expect(try cache.listings.count() == 0)
    }

    @Test func theFileIsReadableByItsOwnerOnly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("nested/cache.sqlite")
        _ = try SQLiteAppCache(fileURL: file)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aBatchIsStoredWhollyOrNotAtAll() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let broken = CachedAnswer(
            trackID: 0, country: "us", language: "", bundleID: "x", name: "bad", rawAnswer: Data("{}".utf8),
            fetchedAt: Date())
        #expect(throws: (any Error).self) { try cache.listings.store([response(1), response(2), broken]) }
        #expect(try cache.listings.count() == 0)
    }
}
