import AppDetailDomain
import Foundation
import GRDB

/// The SQLite cache of Lookup answers, keyed by (track id, storefront).
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
/// it is still read, and writing to it throws a ``CacheProblem``. So is one SQLite cannot open for
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
    /// The one connection: read-write over the WAL file, or read-only for a file that cannot be
    /// written. Guarded by `lock`; replaced after damage.
    private var database: DatabaseQueue

    /// Opens (creating if needed) and migrates the cache at `fileURL`.
    ///
    /// - Parameters:
    ///   - migrations: the steps to apply, all of them unless a test asks for fewer.
    ///   - warn: told when a damaged file is moved aside.
    /// - Throws: ``CacheProblem`` when there can be no cache there.
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
            database = try Self.connect(fileURL, readOnly: true, migrations: migrations)
            readOnlyReason = "cannot be written (\(reason))"
            warn(
                "The cache at \(fileURL.path) cannot be written (\(reason)); it is read, and nothing new is saved."
            )
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
        try reading(ifDamaged: []) { db in try Self.migrator(EmbeddedMigrations.all).appliedMigrations(db) }
    }

    /// Whether SQLite finds the file sound (`PRAGMA integrity_check`), a scan of the whole file.
    func integrityCheck() throws -> Bool {
        try reading(ifDamaged: false) { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"]
        }
    }

    /// The cached answer for the lookup in the storefront, or `nil`.
    func response(for lookup: AppLookup, in storefront: Storefront) throws -> CachedResponse? {
        let language = storefront.language ?? ""
        return try reading(ifDamaged: nil) { db in
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
            return row
        }.flatMap { row in
            guard let response = Self.response(from: row) else {
                warn(
                    "The cached entry for \(lookup) in \(storefront) is damaged; it is ignored and will be replaced by the next answer."
                )
                return nil
            }
            return response
        }
    }

    /// Stores answers in one transaction: all of them or, on failure, none.
    func store(_ responses: [CachedResponse]) throws {
        try writing { db in try Self.insert(responses, in: db) }
    }

    static func insert(_ responses: [CachedResponse], in db: Database) throws {
        for response in responses {
            try db.execute(
                sql: """
                    INSERT INTO app_cache (
                        track_id, country, language, bundle_id, name, raw_response, fetched_at, is_sample)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (track_id, country, language) DO UPDATE SET
                        bundle_id = excluded.bundle_id, name = excluded.name,
                        raw_response = excluded.raw_response, fetched_at = excluded.fetched_at,
                        is_sample = excluded.is_sample
                    """,
                arguments: [
                    response.trackID, response.country, response.language, response.bundleID,
                    response.name,
                    response.rawResponse, response.fetchedAt.timeIntervalSince1970, response.isSample,
                ])
        }
    }

    /// Stores answers and records `key` in one transaction, unless `key` is recorded already or
    /// the cache already holds answers (a cache filled before seeds existed is never overwritten
    /// with them); returns how many answers were stored.
    func store(_ responses: [CachedResponse], unlessRecorded key: String) throws -> Int {
        // Read first: a seeded cache, the usual case at start-up, never takes the write lock.
        guard try !reading(ifDamaged: false, { db in try Self.isRecorded(key, in: db) }) else { return 0 }
        return try writing { db in
            guard try !Self.isRecorded(key, in: db) else { return 0 }
            let isEmpty = try Bool.fetchOne(db, sql: "SELECT 1 FROM app_cache LIMIT 1") == nil
            if isEmpty { try Self.insert(responses, in: db) }
            try db.execute(
                sql: "INSERT INTO cache_meta (key, value) VALUES (?, ?)", arguments: [key, "done"])
            return isEmpty ? responses.count : 0
        }
    }

    private static func isRecorded(_ key: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM cache_meta WHERE key = ?", arguments: [key]) ?? false
    }

    /// Every cached answer, newest first; damaged entries are left out, with one warning.
    func summaries() throws -> [CachedResponse] {
        let rows = try reading(ifDamaged: []) { db in
            try Row.fetchAll(db, sql: "SELECT * FROM app_cache ORDER BY fetched_at DESC")
        }
        let responses = rows.compactMap(Self.response(from:))
        if responses.count < rows.count {
            let damaged = rows.count - responses.count
            warn(
                "\(damaged) cached \(damaged == 1 ? "entry is" : "entries are") damaged and left out; the next answer for each replaces it."
            )
        }
        return responses
    }

    /// How many answers are cached.
    func count() throws -> Int {
        try reading(ifDamaged: 0) { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM app_cache") ?? 0 }
    }

    /// Removes every cached answer (listings, reviews, developers' apps) and returns how many
    /// listings there were.
    func deleteAll() throws -> Int {
        try writing { db in
            try db.execute(sql: "DELETE FROM feed_cache")
            try db.execute(sql: "DELETE FROM search_cache")
            try db.execute(sql: "DELETE FROM app_cache")
            return db.changesCount
        }
    }

    /// Removes these apps' listings (every storefront) and reviews in one transaction; returns
    /// how many listings each id had.
    func deleteApps(_ ids: [Int64]) throws -> [Int64: Int] {
        try writing { db in
            var counts: [Int64: Int] = [:]
            for id in ids {
                try db.execute(sql: "DELETE FROM app_cache WHERE track_id = ?", arguments: [id])
                counts[id, default: 0] += db.changesCount
                try db.execute(
                    sql: "DELETE FROM feed_cache WHERE kind = 'reviews' AND subject_id = ?", arguments: [id])
            }
            return counts
        }
    }

    /// Removes every answer fetched before `date` in one transaction, sample listings too unless
    /// `keepingSamples`; returns how many.
    func deleteAnswers(fetchedBefore date: Date, keepingSamples: Bool) throws -> Int {
        try writing { db in
            try db.execute(
                sql: "DELETE FROM app_cache WHERE fetched_at < ? AND NOT (is_sample AND ?)",
                arguments: [date.timeIntervalSince1970, keepingSamples])
            var removed = db.changesCount
            for table in ["feed_cache", "search_cache"] {
                try db.execute(
                    sql: "DELETE FROM \(table) WHERE fetched_at < ?", arguments: [date.timeIntervalSince1970])
                removed += db.changesCount
            }
            return removed
        }
    }

    /// A row as a cached answer, or `nil` when any value has the wrong type or range: a file
    /// that passes SQLite's own checks can still hold a flipped bit or a hand edit, and reading
    /// it must never trap.
    private static func response(from row: Row) -> CachedResponse? {
        guard case .int64(let trackID)? = storage(row, "track_id"),
            case .string(let country)? = storage(row, "country"),
            case .string(let language)? = storage(row, "language"),
            case .string(let bundleID)? = storage(row, "bundle_id"),
            case .string(let name)? = storage(row, "name"),
            case .blob(let rawResponse)? = storage(row, "raw_response"),
            let seconds = number(storage(row, "fetched_at")), plausibleFetchTimes.contains(seconds),
            case .int64(let sample)? = storage(row, "is_sample"), sample == 0 || sample == 1
        else { return nil }
        return CachedResponse(
            trackID: trackID, country: country, language: language, bundleID: bundleID, name: name,
            rawResponse: rawResponse, fetchedAt: Date(timeIntervalSince1970: seconds), isSample: sample == 1)
    }

    /// Fetch times a real entry can have, in seconds since 1970: from 2008, when the App Store
    /// opened, to 2200.
    static let plausibleFetchTimes: ClosedRange<Double> = 1_199_145_600...7_258_118_400

    static func storage(_ row: Row, _ column: String) -> DatabaseValue.Storage? {
        guard row.hasColumn(column) else { return nil }
        let value: DatabaseValue = row[column]
        return value.storage
    }

    static func number(_ storage: DatabaseValue.Storage?) -> Double? {
        switch storage {
        case .int64(let value)?: Double(value)
        case .double(let value)? where value.isFinite: value
        default: nil
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
        if let readOnlyReason { throw CacheProblem(path: fileURL.path, problem: readOnlyReason) }
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
            return try connect(fileURL, readOnly: readOnly, migrations: migrations)
        } catch  where DamagedCache.isDamage(error) {
            return try repaired(
                fileURL, damage: error, readOnly: readOnly, migrations: migrations, warn: warn)
        }
    }

    private static func repaired(
        _ fileURL: URL, damage: any Error, readOnly: Bool, migrations: [Migration],
        warn: @Sendable (String) -> Void
    ) throws -> DatabaseQueue {
        let what = CacheProblem.describing(damage, file: fileURL.path).problem
        guard !readOnly else {
            throw CacheProblem(
                path: fileURL.path, problem: "\(what), and cannot be replaced because it is read-only")
        }
        let aside = try DamagedCache.moveAside(fileURL)
        warn("The cache at \(fileURL.path) \(what); it was moved to \(aside.path) and a new one created.")
        return try openWriter(fileURL, migrations: migrations)
    }

    /// Every connection's settings: a 10 s busy timeout, so processes sharing the file take turns.
    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "appdetail.cache"
        return configuration
    }

    private static func connect(_ fileURL: URL, readOnly: Bool, migrations: [Migration]) throws
        -> DatabaseQueue
    {
        guard readOnly else { return try openWriter(fileURL, migrations: migrations) }
        var configuration = configuration
        configuration.readonly = true
        let queue = try readOnlyQueue(fileURL, configuration: configuration)
        guard try isMigrated(queue, fileURL, migrations: migrations) else {
            throw CacheProblem(
                path: fileURL.path,
                problem: "is read-only and was written by an older appdetail, so it cannot be upgraded")
        }
        return queue
    }

    /// The read-write connection, creating and migrating the file as needed.
    ///
    /// One connection (a `DatabaseQueue`) over a file in WAL mode: other processes read while one
    /// writes, and opening writes nothing. (GRDB's `DatabasePool` makes sure of a WAL file by
    /// creating and dropping a table at every open — a write transaction and a checkpoint on
    /// every warm start, for a concurrency a command-line run does not use.)
    private static func openWriter(_ fileURL: URL, migrations: [Migration]) throws -> DatabaseQueue {
        try createFile(fileURL)
        var configuration = configuration
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let queue = try DatabaseQueue(path: fileURL.path, configuration: configuration)
        // Judged before anything is written: another program's file keeps even its journal mode.
        let migrated = try isMigrated(queue, fileURL, migrations: migrations)
        try queue.writeWithoutTransaction { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            }
        }
        guard !migrated else { return queue }
        try DirectoryLock.withExclusiveLock(on: fileURL.deletingLastPathComponent()) {
            try migrator(migrations).migrate(queue)
        }
        return queue
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
            let path =
                fileURL.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? fileURL.path
            return try DatabaseQueue(path: "file:\(path)?immutable=1", configuration: configuration)
        }
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
            throw CacheProblem(
                path: fileURL.path, problem: "cannot be created (\(ErrorNumberText.words(errno)))")
        }
        close(descriptor)
    }
}
