import AppDetailDomain
import Foundation
import GRDB

/// The SQLite cache file: its one connection, its migrations and its repair. Each table family
/// has a store of its own over that connection, in its feature's folder — ``listings``
/// (`Listing/ListingStore.swift`), ``searches`` (`Search/SearchStore.swift`), ``feeds``
/// (`Cache/FeedStore.swift`), ``charts`` (`Cache/ChartStore.swift`) — and what spans them is here (clearing, administration).
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
            migrator.registerMigration(migration.name) { db in try db.execute(sql: migration.sql) }
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

    /// Every connection's settings: a 10 s busy timeout, so processes sharing the file take turns.
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "appdetail.cache"
        return configuration
    }

    private static func connect(
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
    private static func openWriter(
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
    private static func upgrade(_ queue: DatabaseQueue, _ fileURL: URL, migrations: [Migration]) throws {
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
    private static func readOnlyQueue(_ fileURL: URL, configuration: Configuration) throws -> DatabaseQueue {
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
    private static func immutableURI(_ fileURL: URL) -> String {
        let path = fileURL.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? fileURL.path
        return "file:\(path)?immutable=1"
    }

    /// Whether every one of `migrations` is applied (see ``CacheSchema``): a newer appdetail's
    /// or another program's file is refused untouched, a schema no appdetail wrote is damage.
    private static func isMigrated(_ database: DatabaseQueue, _ fileURL: URL, migrations: [Migration]) throws
        -> Bool
    {
        try database.read { db in try CacheSchema.isMigrated(db, path: fileURL.path, migrations: migrations) }
    }

    /// Creates the file with mode 0600 unless it exists, so SQLite never makes it world-readable.
    private static func createFile(_ fileURL: URL) throws {
        let descriptor = open(fileURL.path, O_WRONLY | O_CREAT, 0o600)
        guard descriptor >= 0 else {
            throw CacheError(
                path: fileURL.path, detail: "cannot be created (\(ErrorNumberText.words(errno)))")
        }
        close(descriptor)
    }
}
