import AppDetailDomain
import Foundation
import GRDB

/// The SQLite cache file — as GRDB's demo calls its `AppDatabase`, the one owner of the
/// connection and the migrator — and its repair. Each table has a store over that connection, in
/// its feature's folder, reading and writing the table's GRDB records: ``listings``
/// (`Listing/ListingStore.swift`, records in `Listing/ListingRecords.swift`), ``searches``
/// (`Search/SearchStore.swift`), ``charts`` (`Charts/ChartStore.swift`), and ``feeds`` (reviews,
/// developers' apps and store pages: `Cache/FeedStore.swift`); opening and migrating is in
/// `SQLiteAppCache+Opening.swift`, what spans the tables (clearing, administration) in
/// `SQLiteAppCache+Administration.swift`.
///
/// One connection over a file in WAL mode, so other processes read while one writes; a busy timeout, so
/// processes sharing the file take turns instead of failing; every write in one transaction, so a
/// crash leaves either the old row or the new one. The file is created with mode 0600.
///
/// Opening does nothing whose cost grows with the file (no integrity scan). Damage is noticed
/// when SQLite reports it — `SQLITE_NOTADB` or `SQLITE_CORRUPT` on opening, reading or writing —
/// and repaired then: the damaged file is moved aside (kept, never deleted), a new one is
/// created, `warn` says so, and the call goes on (a read finds nothing, a write is made again).
///
/// A file that exists but cannot be written (or whose directory cannot be) is opened read-only:
/// it is still read, and writing to it throws a ``CacheError``. So is one SQLite cannot open for
/// writing because the disk is full or refuses to grow its side files: a full disk still reads.
final class SQLiteAppCache: @unchecked Sendable {
    let fileURL: URL
    /// Why the file is open for reading only (`is read-only`, `cannot be written: the disk is
    /// full`), or `nil` when it is open for writing.
    let readOnlyReason: String?
    /// Whether the file is open for reading only.
    var isReadOnly: Bool { readOnlyReason != nil }
    private let migrations: [Migration]
    let warn: @Sendable (String) -> Void
    private let lock = NSLock()
    /// The problems already said in a warning, so each is said once. Guarded by `lock`.
    private var saidProblems: Set<CacheReason> = []
    /// The one connection: read-write over the WAL file, or read-only for a file that cannot be
    /// written. Guarded by `lock`; replaced after damage.
    private var database: DatabaseQueue

    /// The listings table: one Lookup answer per app and storefront.
    var listings: ListingStore { ListingStore(database: self) }
    /// The review pages and developers' app lists.
    var feeds: FeedStore { FeedStore(database: self) }
    /// The searches, whose apps go to the listings.
    var searches: SearchStore { SearchStore(database: self) }
    /// The top charts.
    var charts: ChartStore { ChartStore(database: self) }
    /// The texts each app was last recorded with in the history.
    let recentTexts = RecentTexts()

    /// Opens (creating if needed) and migrates the cache at `fileURL`.
    ///
    /// - Parameters:
    ///   - migrations: the steps to apply, all of them unless a test asks for fewer.
    ///   - warn: told when a damaged file is moved aside.
    /// - Throws: ``CacheError`` when there can be no cache there.
    init(
        fileURL: URL, migrations: [Migration] = EmbeddedMigrations.all,
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        self.fileURL = fileURL
        self.migrations = migrations
        self.warn = warn
        let directory = fileURL.deletingLastPathComponent()
        try CacheFileKind.requirePlainFiles(at: fileURL.path, warn: warn)
        let exists = FileManager.default.fileExists(atPath: fileURL.path)
        if !exists { try CacheDirectory.create(directory) }
        let readOnly = exists && (access(fileURL.path, W_OK) != 0 || !CacheDirectory.isWritable(directory))
        do {
            database = try Self.connectRepairing(
                fileURL, readOnly: readOnly, migrations: migrations, warn: warn)
            readOnlyReason = readOnly ? "is read-only" : nil
        } catch  where exists && !readOnly && UnwritableCache.isOutOfRoom(error) {
            // A full disk (or a file size limit) stops SQLite making its side files, which a
            // writer needs; what is already in the file can still be read.
            let reason = UnwritableCache.reason(error, directory: directory)
            database = try Self.connect(fileURL, readOnly: true, migrations: migrations, warn: warn)
            readOnlyReason = "cannot be written (\(reason))"
            warn(
                "The cache at \(fileURL.path) cannot be written (\(reason)); it is read, and nothing new is saved."
            )
        }
    }

    /// Opens an existing cache for reading only, writing nothing at all: no file or directory is
    /// made, nothing is migrated, repaired, moved aside or switched to WAL. A file of an older
    /// schema, a damaged one or anything but a plain file is refused, and every write throws.
    /// For readers that must leave no trace, such as shell completion on a keypress.
    ///
    /// - Throws: ``CacheError`` when the file is missing, not a plain file, not a current
    ///   appdetail cache or cannot be read.
    init(readingOnly fileURL: URL) throws {
        self.fileURL = fileURL
        self.migrations = EmbeddedMigrations.all
        self.warn = { _ in }
        var sideFiles = 0
        for candidate in [fileURL.path, fileURL.path + "-wal", fileURL.path + "-shm"] {
            var status = stat()
            guard lstat(candidate, &status) == 0 else {
                if candidate == fileURL.path { throw CacheError(path: candidate, detail: "does not exist") }
                continue
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw CacheError(path: candidate, detail: "is not a plain file")
            }
            if candidate != fileURL.path { sideFiles += 1 }
        }
        var configuration = Self.configuration
        configuration.readonly = true
        // With no side files, no writer has the file open and the file holds everything: it is
        // read as immutable, which makes no side file either. Otherwise the writer's side files
        // are read as they are.
        let queue =
            sideFiles == 0
            ? try DatabaseQueue(path: Self.immutableURI(fileURL), configuration: configuration)
            : try Self.readOnlyQueue(fileURL, configuration: configuration)
        guard try Self.isMigrated(queue, fileURL, migrations: EmbeddedMigrations.all) else {
            throw CacheError(
                path: fileURL.path, detail: "was written by an older appdetail and is not upgraded here")
        }
        database = queue
        readOnlyReason = "is opened for reading only"
    }

    /// Records `problem` as said; returns whether it is said for the first time.
    func noteProblem(_ problem: CacheReason) -> Bool {
        lock.withLock { saidProblems.insert(problem).inserted }
    }

    static func migrator(_ migrations: [Migration]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.name) { db in
                try db.execute(sql: migration.sql)
                if migration.name == HistoryBackfill.migration { try HistoryBackfill.run(db) }
            }
        }
        return migrator
    }

    /// The names of the migrations applied to this file, in order.
    func appliedMigrations() throws -> [String] {
        try reading(ifDamaged: []) { db in try Self.migrator(EmbeddedMigrations.all).appliedMigrations(db) }
    }

    /// Whether SQLite finds the file sound (`PRAGMA integrity_check`), a scan of the whole file.
    func integrityCheck() throws -> Bool {
        try reading(ifDamaged: false) { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"]
        }
    }

    // MARK: Damage

    /// A read; when SQLite reports damage, the file is replaced and the read finds `fallback`.
    func reading<Value>(ifDamaged fallback: Value, _ body: (Database) throws -> Value) throws -> Value {
        let current = lock.withLock { database }
        do {
            return try current.read(body)
        } catch  where DamagedCache.isDamage(error) {
            try replace(current, damagedBy: error)
            return fallback
        }
    }

    /// A write in one transaction; when SQLite reports damage, the file is replaced and the write
    /// made again on the new one.
    func writing<Value>(_ body: (Database) throws -> Value) throws -> Value {
        if let readOnlyReason { throw CacheError(path: fileURL.path, detail: readOnlyReason) }
        let current = lock.withLock { database }
        do {
            return try current.write(body)
        } catch  where DamagedCache.isDamage(error) {
            try replace(current, damagedBy: error)
            return try lock.withLock { database }.write(body)
        }
    }

    private func replace(_ damaged: DatabaseQueue, damagedBy error: any Error) throws {
        try lock.withLock {
            guard database === damaged else { return }  // another call has replaced it already
            try? damaged.close()
            database = try Self.repaired(
                fileURL, damage: error, readOnly: isReadOnly, migrations: migrations, warn: warn)
        }
    }

    /// Connects, repairing a file found damaged while opening it.
    private static func connectRepairing(
        _ fileURL: URL, readOnly: Bool, migrations: [Migration], warn: @Sendable (String) -> Void
    ) throws -> DatabaseQueue {
        do {
            return try connect(fileURL, readOnly: readOnly, migrations: migrations, warn: warn)
        } catch  where DamagedCache.isDamage(error) {
            return try repaired(
                fileURL, damage: error, readOnly: readOnly, migrations: migrations, warn: warn)
        }
    }

    private static func repaired(
        _ fileURL: URL, damage: any Error, readOnly: Bool, migrations: [Migration],
        warn: @Sendable (String) -> Void
    ) throws -> DatabaseQueue {
        let what = CacheError.describing(damage, file: fileURL.path).detail
        guard !readOnly else {
            throw CacheError(
                path: fileURL.path, detail: "\(what), and cannot be replaced because it is read-only")
        }
        let aside: URL
        do {
            aside = try DamagedCache.moveAside(fileURL)
        } catch {
            throw CacheError(path: fileURL.path, detail: "\(what), and \(error.detail)")
        }
        warn("The cache at \(fileURL.path) \(what); it was moved to \(aside.path) and a new one created.")
        return try openWriter(fileURL, migrations: migrations, warn: warn)
    }
}
