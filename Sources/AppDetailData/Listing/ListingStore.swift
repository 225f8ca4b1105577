import AppDetailDomain
import Foundation
import GRDB

/// The listings table (`app_cache`): one Lookup answer per app and storefront, as
/// ``CachedAnswer`` records read and written through the cache's one connection.
struct ListingStore: Sendable {
    let database: SQLiteAppCache
    private typealias Columns = CachedAnswer.Columns

    /// The cached answer for the lookup in the storefront, or `nil`; a damaged row is ignored
    /// with a warning.
    func answer(for lookup: AppLookup, in storefront: Storefront) throws -> CachedAnswer? {
        // SQL with the columns interpolated: prepared at a fraction of the query interface's cost.
        let app: SQL =
            switch lookup {
            case .id(let id): "\(Columns.trackID) = \(id.rawValue)"
            case .bundleID(let bundleID):
                "\(Columns.bundleID) = \(bundleID.rawValue) ORDER BY \(Columns.fetchedAt) DESC"
            }
        let request: SQLRequest<Row> = """
            SELECT * FROM app_cache
            WHERE \(Columns.country) = \(storefront.country) AND \(Columns.language) = \(storefront.language ?? "")
            AND \(app) LIMIT 1
            """
        let row = try database.reading(ifDamaged: nil) { db in try Row.fetchOne(db, request) }
        guard let row else { return nil }
        do {
            return try CachedAnswer(row: row)
        } catch {
            database.warn(
                "The cached entry for \(lookup) in \(storefront) is damaged; it is ignored and will be replaced by the next answer."
            )
            return nil
        }
    }

    /// The cached answers of many apps in the storefront, read in one statement; a damaged row is
    /// left out with one warning.
    func answers(for ids: [AppID], in storefront: Storefront) throws -> [AppID: CachedAnswer] {
        guard !ids.isEmpty else { return [:] }
        let (answers, damaged) = try database.reading(ifDamaged: ([AppID: CachedAnswer](), 0)) { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT app_cache.* FROM json_each(?) AS asked
                        JOIN app_cache ON app_cache.track_id = asked.value
                        WHERE app_cache.country = ? AND app_cache.language = ?
                        """),
                arguments: [
                    "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]", storefront.country,
                    storefront.language ?? "",
                ])
            var answers: [AppID: CachedAnswer] = [:]
            var damaged = 0
            while let row = try rows.next() {
                guard let answer = try? CachedAnswer(row: row), let id = AppID(rawValue: answer.trackID)
                else {
                    damaged += 1
                    continue
                }
                answers[id] = answer
            }
            return (answers, damaged)
        }
        if damaged > 0 {
            database.warn(
                "\(damaged) cached \(damaged == 1 ? "entry" : "entries") in \(storefront) \(damaged == 1 ? "is" : "are") damaged; ignored, and replaced by the next answer."
            )
        }
        return answers
    }

    /// The apps whose cached answer in the storefront has `bundleID` (at most `limit` of them,
    /// most recently fetched first) and how many there are in all.
    func apps(holding bundleID: BundleID, in storefront: Storefront, limit: Int) throws -> (
        ids: [Int64], count: Int
    ) {
        try database.reading(ifDamaged: ([], 0)) { db in
            let arguments: StatementArguments = [
                storefront.country, storefront.language ?? "", bundleID.rawValue,
            ]
            let filter = "FROM app_cache WHERE country = ? AND language = ? AND bundle_id = ?"
            let count = try Int.fetchOne(
                db, sql: "SELECT count(DISTINCT track_id) \(filter)", arguments: arguments)
            let ids = try Int64.fetchAll(
                db, sql: "SELECT track_id \(filter) GROUP BY track_id ORDER BY max(fetched_at) DESC LIMIT ?",
                arguments: arguments + [limit])
            return (ids, count ?? 0)
        }
    }

    /// Stores answers in one transaction: all of them or, on failure, none.
    func store(_ answers: [CachedAnswer]) throws {
        try database.writing { db in try Self.insert(answers, in: db) }
    }

    /// Stores answers and records what they say in the history, in one transaction.
    func store(_ answers: [CachedAnswer], recording record: (Database) throws -> Void) throws {
        try database.writing { db in
            try Self.insert(answers, in: db)
            try record(db)
        }
    }

    /// Stores each answer, replacing the one kept for the same app, storefront and language —
    /// through one prepared statement (a record's own upsert prepares one per row and reads the
    /// row back, a sixth of recording a lookup of 200 apps).
    static func insert(_ answers: [CachedAnswer], in db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO app_cache (track_id, country, language, bundle_id, name, raw_response, fetched_at, is_sample)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (track_id, country, language) DO UPDATE SET bundle_id = excluded.bundle_id,
                    name = excluded.name, raw_response = excluded.raw_response, fetched_at = excluded.fetched_at,
                    is_sample = excluded.is_sample
                """)
        for answer in answers {
            try statement.execute(arguments: [
                answer.trackID, answer.country, answer.language, answer.bundleID, answer.name,
                answer.rawAnswer,
                answer.fetchedAt.timeIntervalSince1970, answer.isSample,
            ])
        }
    }

    /// Stores answers and records `key` in one transaction, unless `key` is recorded already or
    /// the cache already holds answers (a cache filled before seeds existed is never overwritten
    /// with them); returns how many answers were stored.
    func store(_ answers: [CachedAnswer], unlessRecorded key: String) throws -> Int {
        try database.writing { db in
            guard try !Self.isRecorded(key, in: db) else { return 0 }
            let isEmpty = try CachedAnswer.fetchCount(db) == 0
            if isEmpty { try Self.insert(answers, in: db) }
            try db.execute(
                sql: "INSERT INTO cache_meta (key, value) VALUES (?, ?)", arguments: [key, "done"])
            return isEmpty ? answers.count : 0
        }
    }

    /// Whether `key` is recorded, read without the write lock (`false` when the file is damaged,
    /// which the write that follows repairs or reports).
    func hasRecorded(_ key: String) throws -> Bool {
        try database.reading(ifDamaged: false) { db in try Self.isRecorded(key, in: db) }
    }

    private static func isRecorded(_ key: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM cache_meta WHERE key = ?", arguments: [key]) ?? false
    }

    /// Every cached answer's summary, newest first, handed to `body` `pageSize` at a time as the
    /// rows are read: memory holds one page, whatever the cache's size. Damaged entries are left
    /// out, with one warning at the end.
    func summaries(pageSize: Int, _ body: ([CachedListingSummary]) -> Void) throws {
        let damaged = try database.reading(ifDamaged: 0) { db in
            let rows = try Row.fetchCursor(db, CachedListingSummary.request)
            var page: [CachedListingSummary] = []
            page.reserveCapacity(pageSize)
            var damaged = 0
            while let row = try rows.next() {
                guard let summary = try? CachedListingSummary(row: row) else {
                    damaged += 1
                    continue
                }
                page.append(summary)
                if page.count == pageSize {
                    body(page)
                    page.removeAll(keepingCapacity: true)
                }
            }
            if !page.isEmpty { body(page) }
            return damaged
        }
        if damaged > 0 {
            database.warn(
                "\(damaged) cached \(damaged == 1 ? "entry is" : "entries are") damaged and left out; the next answer for each replaces it."
            )
        }
    }

    /// Every cached answer whole, newest first; rows that cannot be read are left out.
    func allAnswers() throws -> [CachedAnswer] {
        try database.reading(ifDamaged: []) { db in
            try Row.fetchAll(db, CachedAnswer.order(Columns.fetchedAt.desc))
        }.compactMap { try? CachedAnswer(row: $0) }
    }

    /// How many answers are cached.
    func count() throws -> Int {
        try database.reading(ifDamaged: 0) { db in try CachedAnswer.fetchCount(db) }
    }

    /// The storefronts whose listings hold this app, newest first.
    func storefronts(holding lookup: AppLookup) throws -> [Storefront] {
        let app: SQL =
            switch lookup {
            case .id(let id): "\(Columns.trackID) = \(id.rawValue)"
            case .bundleID(let bundleID): "\(Columns.bundleID) = \(bundleID.rawValue)"
            }
        let request: SQLRequest<Row> = """
            SELECT \(Columns.country), \(Columns.language) FROM app_cache WHERE \(app)
            ORDER BY \(Columns.fetchedAt) DESC
            """
        let rows: [Row] = try database.reading(ifDamaged: []) { db in try Row.fetchAll(db, request) }
        return CacheRows.storefronts(in: rows)
    }
}
