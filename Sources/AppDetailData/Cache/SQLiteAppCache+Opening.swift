import Foundation
import GRDB

/// Opening the cache file: the connection's settings, the writer that creates, switches to WAL
/// and migrates the file (one step at a time), and the read-only connections.
extension SQLiteAppCache {
    /// Every connection's settings: a 10 s busy timeout, so processes sharing the file take turns.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "appdetail.cache"
        return configuration
    }

    static func connect(
        _ fileURL: URL, readOnly: Bool, migrations: [Migration], warn: @Sendable (String) -> Void
    ) throws -> DatabaseQueue {
        guard readOnly else { return try openWriter(fileURL, migrations: migrations, warn: warn) }
        var configuration = configuration
        configuration.readonly = true
        let queue = try readOnlyQueue(fileURL, configuration: configuration)
        guard try isMigrated(queue, fileURL, migrations: migrations) else {
            throw CacheError(
                path: fileURL.path,
                detail: "is read-only and was written by an older appdetail, so it cannot be upgraded")
        }
        return queue
    }

    /// The read-write connection, creating and migrating the file as needed.
    ///
    /// One connection (a `DatabaseQueue`) over a file in WAL mode: other processes read while one
    /// writes, and opening writes nothing. (GRDB's `DatabasePool` makes sure of a WAL file by
    /// creating and dropping a table at every open — a write transaction and a checkpoint on
    /// every warm start, for a concurrency a command-line run does not use.)
    static func openWriter(
        _ fileURL: URL, migrations: [Migration], warn: @Sendable (String) -> Void
    ) throws -> DatabaseQueue {
        try createFile(fileURL)
        var configuration = configuration
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let queue = try DatabaseQueue(path: fileURL.path, configuration: configuration)
        // Judged before anything is written: another program's file keeps even its journal mode.
        let migrated = try isMigrated(queue, fileURL, migrations: migrations)
        let inWAL = try queue.writeWithoutTransaction { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal"
        }
        guard !migrated || !inWAL else { return queue }  // every warm start
        // A new (or old) file: processes opening it at once take turns to switch it to WAL and to
        // migrate it, instead of colliding on the switch's exclusive lock.
        try DirectoryLock.withExclusiveLock(on: fileURL.deletingLastPathComponent()) {
            try queue.writeWithoutTransaction { db in
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                }
            }
            if !migrated {
                try upgrade(queue, fileURL, migrations: migrations)
                for leftover in try queue.write(CacheSchema.settleLeftovers) {
                    warn(
                        "\(leftover.rows) cached \(leftover.rows == 1 ? "row" : "rows") of the cache at \(fileURL.path) could not be carried into this version's schema and \(leftover.rows == 1 ? "was" : "were") set apart in its table \(leftover.table); everything else was kept."
                    )
                }
            }
        }
        return queue
    }

    /// Applies the migrations the file lacks, one at a time, each in its own transaction. A step
    /// that fails for any reason but damage, a lock or a lack of room leaves the file as the step
    /// found it, and names the step and the way to start afresh.
    static func upgrade(_ queue: DatabaseQueue, _ fileURL: URL, migrations: [Migration]) throws {
        let migrator = migrator(migrations)
        let applied = Set(try queue.read { db in try migrator.appliedMigrations(db) })
        for migration in migrations where !applied.contains(migration.name) {
            do {
                try migrator.migrate(queue, upTo: migration.name)
            } catch let error as DatabaseError
                where !DamagedCache.isDamage(error) && !UnwritableCache.isOutOfRoom(error)
                && ![.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_READONLY].contains(error.resultCode)
            {
                throw CacheError(
                    path: fileURL.path,
                    detail:
                        "cannot be upgraded to this version's schema: its step \(migration.name) failed (SQLite error \(error.resultCode.rawValue)), so the file was left as it was",
                    remedy: .startAfresh)
            }
        }
    }

    /// A read-only connection. A WAL file whose directory cannot be written (or whose disk is
    /// full) has no shared-memory file for SQLite to make, so a plain read-only open fails; it is
    /// then opened as immutable, which is sound because nobody who cannot write the directory can
    /// change the file either (and on a full disk, no writer can).
    static func readOnlyQueue(_ fileURL: URL, configuration: Configuration) throws -> DatabaseQueue {
        do {
            let queue = try DatabaseQueue(path: fileURL.path, configuration: configuration)
            try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
            return queue
        } catch let error as DatabaseError
            where [.SQLITE_READONLY, .SQLITE_CANTOPEN].contains(error.resultCode)
            || UnwritableCache.isOutOfRoom(error)
        {
            return try DatabaseQueue(path: immutableURI(fileURL), configuration: configuration)
        }
    }

    /// The file as an SQLite URI that opens it immutable: read with no lock and no side file.
    static func immutableURI(_ fileURL: URL) -> String {
        let path = fileURL.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? fileURL.path
        return "file:\(path)?immutable=1"
    }

    /// Whether every one of `migrations` is applied (see ``CacheSchema``): a newer appdetail's
    /// or another program's file is refused untouched, a schema no appdetail wrote is damage.
    static func isMigrated(_ database: DatabaseQueue, _ fileURL: URL, migrations: [Migration]) throws
        -> Bool
    {
        try database.read { db in try CacheSchema.isMigrated(db, path: fileURL.path, migrations: migrations) }
    }

    /// Creates the file with mode 0600 unless it exists, so SQLite never makes it world-readable.
    static func createFile(_ fileURL: URL) throws {
        let descriptor = open(fileURL.path, O_WRONLY | O_CREAT, 0o600)
        guard descriptor >= 0 else {
            throw CacheError(
                path: fileURL.path, detail: "cannot be created (\(ErrorNumberText.words(errno)))")
        }
        close(descriptor)
    }
}
