import AppDetailDomain
import Foundation
import GRDB

/// The SQLite cache of Lookup answers, keyed by (track id, storefront).
///
/// A `DatabasePool` in WAL mode, so readers never wait for the writer; a busy timeout, so
/// processes sharing the file take turns instead of failing; every write in one transaction, so a
/// crash leaves either the old row or the new one. The file is created with mode 0600.
final class SQLiteAppCache: Sendable {
    let fileURL: URL
    private let pool: DatabasePool

    /// Opens (creating if needed) and migrates the cache at `fileURL`.
    ///
    /// - Parameter migrations: the steps to apply, all of them unless a test asks for fewer.
    init(fileURL: URL, migrations: [Migration] = EmbeddedMigrations.all) throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        if !FileManager.default.fileExists(atPath: fileURL.path) {
            guard
                FileManager.default.createFile(
                    atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600])
            else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: fileURL.path]) }
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "appdetail.cache"
        self.pool = try DatabasePool(path: fileURL.path, configuration: configuration)
        self.fileURL = fileURL
        let migrator = Self.migrator(migrations)
        guard try !pool.read(migrator.hasCompletedMigrations) else { return }
        try DirectoryLock.withExclusiveLock(on: fileURL.deletingLastPathComponent()) {
            try migrator.migrate(pool)
        }
    }

    static func migrator(_ migrations: [Migration]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.name) { db in try db.execute(sql: migration.sql) }
        }
        return migrator
    }

    /// The names of the migrations applied to this file, in order.
    func appliedMigrations() throws -> [String] {
        try pool.read { db in try Self.migrator(EmbeddedMigrations.all).appliedMigrations(db) }
    }

    /// Whether SQLite's quick check finds the file sound; cheap enough for every open.
    func quickCheck() throws -> Bool {
        try pool.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") == ["ok"] }
    }

    /// Whether SQLite finds the file sound (`PRAGMA integrity_check`).
    func integrityCheck() throws -> Bool {
        try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"] }
    }

    /// The cached answer for the lookup in the storefront, or `nil`.
    func response(for lookup: AppLookup, in storefront: Storefront) throws -> CachedResponse? {
        let language = storefront.language ?? ""
        return try pool.read { db in
            let row: Row? =
                switch lookup {
                case .id(let id):
                    try Row.fetchOne(
                        db,
                        sql: "SELECT * FROM app_cache WHERE track_id = ? AND country = ? AND language = ?",
                        arguments: [id.rawValue, storefront.country, language])
                case .bundleID(let bundleID):
                    try Row.fetchOne(
                        db,
                        sql:
                            "SELECT * FROM app_cache WHERE bundle_id = ? AND country = ? AND language = ? ORDER BY fetched_at DESC LIMIT 1",
                        arguments: [bundleID.rawValue, storefront.country, language])
                }
            return row.map(Self.response(from:))
        }
    }

    /// Stores answers in one transaction: all of them or, on failure, none.
    func store(_ responses: [CachedResponse]) throws {
        try pool.write { db in
            for response in responses {
                try db.execute(
                    sql: """
                        INSERT INTO app_cache (track_id, country, language, bundle_id, name, raw_response, fetched_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        ON CONFLICT (track_id, country, language) DO UPDATE SET
                            bundle_id = excluded.bundle_id, name = excluded.name,
                            raw_response = excluded.raw_response, fetched_at = excluded.fetched_at
                        """,
                    arguments: [
                        response.trackID, response.country, response.language, response.bundleID,
                        response.name,
                        response.rawResponse, response.fetchedAt.timeIntervalSince1970,
                    ])
            }
        }
    }

    /// Every cached answer, newest first.
    func summaries() throws -> [CachedResponse] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM app_cache ORDER BY fetched_at DESC").map(
                Self.response(from:))
        }
    }

    /// How many answers are cached.
    func count() throws -> Int {
        try pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM app_cache") ?? 0 }
    }

    /// Removes every cached answer and returns how many there were.
    func deleteAll() throws -> Int {
        try pool.write { db in
            try db.execute(sql: "DELETE FROM app_cache")
            return db.changesCount
        }
    }

    private static func response(from row: Row) -> CachedResponse {
        CachedResponse(
            trackID: row["track_id"], country: row["country"], language: row["language"],
            bundleID: row["bundle_id"],
            name: row["name"], rawResponse: row["raw_response"],
            fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]))
    }
}
