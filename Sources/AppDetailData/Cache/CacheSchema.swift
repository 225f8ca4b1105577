import GRDB

/// What a file at the cache's path holds, judged from its tables and its list of applied
/// migrations before anything is written to it.
///
/// - no table at all: a new (or never finished) cache, to migrate;
/// - tables of its own and no appdetail migration: another program's database, left alone;
/// - every known migration applied and later ones this build does not know (named like ours,
///   sorting after our newest): a newer appdetail's cache, left alone;
/// - anything else that does not match what the migrations make — unknown names among ours, a
///   missing or renamed table, other columns — is ``DamagedSchemaError``.
enum CacheSchema {
    /// Whether every one of `migrations` is applied (`false`: the file needs migrating).
    ///
    /// - Throws: ``CacheError`` for a newer appdetail's or another program's file,
    ///   ``DamagedSchemaError`` for a schema no appdetail wrote.
    static func isMigrated(_ db: Database, path: String, migrations: [Migration]) throws -> Bool {
        let tables = try Set(
            String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
        let known = Set(migrations.map(\.name))
        let expected = try expectedColumns(migrations)
        let applied: Set<String> =
            tables.contains(ledger) ? try String.fetchSet(db, sql: "SELECT identifier FROM \(ledger)") : []
        let strangers = tables.subtracting(expected.keys).subtracting([ledger])
        if !strangers.isEmpty, applied.isDisjoint(with: known) {
            throw CacheError(
                path: path,
                detail:
                    "is another program's SQLite database (its tables: \(strangers.sorted().prefix(5).joined(separator: ", "))), so appdetail leaves it alone"
            )
        }
        guard !tables.isEmpty else { return false }
        guard tables.contains(ledger) else {
            throw DamagedSchemaError(
                detail: "it has appdetail's tables but lost the list of applied migrations")
        }
        let unknown = applied.subtracting(known)
        if let newest = known.max(), !unknown.isEmpty {
            guard known.isSubset(of: applied), unknown.allSatisfy({ looksLikeMigration($0) && $0 > newest })
            else {
                let example = unknown.sorted().first ?? ""
                throw DamagedSchemaError(
                    detail: "its list of migrations holds “\(example.prefix(40))”, which no appdetail wrote")
            }
            throw CacheError(
                path: path,
                detail:
                    "was written by a newer appdetail (its schema includes “\(unknown.max() ?? "")”), so this one leaves it untouched",
                remedy: .update)
        }
        guard known.isSubset(of: applied) else {
            // Only the newest steps may be missing (an older appdetail's file): a gap before a
            // step that is applied was made by another tool or a hand edit, and migrating past it
            // would run steps over tables already changed.
            let missing = migrations.map(\.name).filter { !applied.contains($0) }
            if let gap = missing.first, let later = migrations.map(\.name).last(where: applied.contains),
                later > gap
            {
                throw DamagedSchemaError(
                    detail:
                        "its list of applied migrations lacks “\(gap)” though it holds the later “\(later)”")
            }
            return false
        }
        for (table, columns) in expected.sorted(by: { $0.key < $1.key }) {
            guard tables.contains(table) else {
                throw DamagedSchemaError(detail: "its “\(table)” table is missing")
            }
            let found = try db.columns(in: table).map(\.name)
            guard found == columns else {
                throw DamagedSchemaError(detail: "its “\(table)” table has other columns than appdetail made")
            }
        }
        return true
    }

    /// GRDB's table of applied migrations.
    static let ledger = "grdb_migrations"

    /// The start of the name of a table a migration leaves the rows it could not carry over in
    /// (`unmigrated_0010_feed_cache`): not part of the schema.
    static let leftoverPrefix = "unmigrated_"

    /// After migrating: each table of rows a migration could not carry over is dropped when it is
    /// empty, and otherwise kept and returned with how many rows it holds, to be named.
    static func settleLeftovers(_ db: Database) throws -> [(table: String, rows: Int)] {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ? ORDER BY name",
            arguments: [leftoverPrefix + "%"])
        var kept: [(table: String, rows: Int)] = []
        for table in tables {
            let rows =
                try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0
            if rows == 0 {
                try db.execute(sql: "DROP TABLE \(table.quotedDatabaseIdentifier)")
            } else {
                kept.append((table, rows))
            }
        }
        return kept
    }

    /// `0007_add_something`: four digits, an underscore, lowercase words.
    private static func looksLikeMigration(_ name: String) -> Bool {
        let parts = name.split(separator: "_", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 4, parts[0].allSatisfy(\.isASCII),
            parts[0].allSatisfy(\.isNumber)
        else { return false }
        return parts[1].allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }
    }

    /// Each table the migrations make and its columns in order: for the embedded migrations the
    /// list written beside them when they were embedded (no second database opened at every
    /// start), for any other list (tests of older schemas) from applying it in memory.
    private static func expectedColumns(_ migrations: [Migration]) throws -> [String: [String]] {
        migrations == EmbeddedMigrations.all ? EmbeddedMigrations.tables : try columnsMade(by: migrations)
    }

    /// The tables and columns `migrations` make, applied to an in-memory database.
    static func columnsMade(by migrations: [Migration]) throws -> [String: [String]] {
        let memory = try DatabaseQueue()
        try SQLiteAppCache.migrator(migrations).migrate(memory)
        return try memory.read { db in
            let names = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            var columns: [String: [String]] = [:]
            for name in names where name != ledger && !name.hasPrefix(leftoverPrefix) {
                columns[name] = try db.columns(in: name).map(\.name)
            }
            return columns
        }
    }
}

/// One schema step: the name of its file in `Migrations/` (without `.sql`) and its SQL.
struct Migration: Sendable, Hashable {
    let name: String
    let sql: String
}
