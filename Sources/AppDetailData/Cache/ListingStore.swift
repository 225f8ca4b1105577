import AppDetailDomain
import Foundation
import GRDB

/// The listings table (`app_cache`): one Lookup answer per app and storefront, read and written
/// through the cache's one connection.
struct ListingStore: Sendable {
    let database: SQLiteAppCache

    /// The cached answer for the lookup in the storefront, or `nil`.
    func answer(for lookup: AppLookup, in storefront: Storefront) throws -> CachedAnswer? {
        let language = storefront.language ?? ""
        return try database.reading(ifDamaged: nil) { db in
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
                database.warn(
                    "The cached entry for \(lookup) in \(storefront) is damaged; it is ignored and will be replaced by the next answer."
                )
                return nil
            }
            return response
        }
    }

    /// Stores answers in one transaction: all of them or, on failure, none.
    func store(_ responses: [CachedAnswer]) throws {
        try database.writing { db in try Self.insert(responses, in: db) }
    }

    static func insert(_ responses: [CachedAnswer], in db: Database) throws {
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
                    response.rawAnswer, response.fetchedAt.timeIntervalSince1970, response.isSample,
                ])
        }
    }

    /// Stores answers and records `key` in one transaction, unless `key` is recorded already or
    /// the cache already holds answers (a cache filled before seeds existed is never overwritten
    /// with them); returns how many answers were stored.
    func store(_ responses: [CachedAnswer], unlessRecorded key: String) throws -> Int {
        try database.writing { db in
            guard try !Self.isRecorded(key, in: db) else { return 0 }
            let isEmpty = try Bool.fetchOne(db, sql: "SELECT 1 FROM app_cache LIMIT 1") == nil
            if isEmpty { try Self.insert(responses, in: db) }
            try db.execute(
                sql: "INSERT INTO cache_meta (key, value) VALUES (?, ?)", arguments: [key, "done"])
            return isEmpty ? responses.count : 0
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
        // The answers themselves stay in the file: their type and length are all a list needs.
        let damaged = try database.reading(ifDamaged: 0) { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT track_id, country, language, bundle_id, name, fetched_at, is_sample,
                        typeof(raw_response) AS answer_type, length(raw_response) AS answer_bytes
                    FROM app_cache ORDER BY fetched_at DESC
                    """)
            var page: [CachedListingSummary] = []
            page.reserveCapacity(pageSize)
            var damaged = 0
            while let row = try rows.next() {
                guard let summary = Self.summary(from: row) else {
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
    func allResponses() throws -> [CachedAnswer] {
        try database.reading(ifDamaged: []) { db in
            try Row.fetchAll(db, sql: "SELECT * FROM app_cache ORDER BY fetched_at DESC")
        }.compactMap(Self.response(from:))
    }

    /// How many answers are cached.
    func count() throws -> Int {
        try database.reading(ifDamaged: 0) { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM app_cache") ?? 0
        }
    }

    /// A summary row, or `nil` when any value has the wrong type or range (the answer by its
    /// type, as ``response(from:)`` checks it).
    private static func summary(from row: Row) -> CachedListingSummary? {
        guard case .string("blob")? = CacheRows.storage(row, "answer_type"),
            case .int64(let bytes)? = CacheRows.storage(row, "answer_bytes")
        else { return nil }
        return listing(in: row, byteCount: Int(bytes))
    }

    /// A row as a cached answer, or `nil` when any value has the wrong type or range: a file
    /// that passes SQLite's own checks can still hold a flipped bit or a hand edit, and reading
    /// it must never trap.
    private static func response(from row: Row) -> CachedAnswer? {
        guard case .blob(let rawAnswer)? = CacheRows.storage(row, "raw_response"),
            let listing = listing(in: row, byteCount: rawAnswer.count)
        else { return nil }
        return CachedAnswer(
            trackID: listing.trackID, country: listing.country, language: listing.language,
            bundleID: listing.bundleID, name: listing.name, rawAnswer: rawAnswer,
            fetchedAt: listing.fetchedAt, isSample: listing.isSample)
    }

    /// The columns every read of a row checks, each of its own type and in range.
    private static func listing(in row: Row, byteCount: Int) -> CachedListingSummary? {
        guard case .int64(let trackID)? = CacheRows.storage(row, "track_id"),
            case .string(let country)? = CacheRows.storage(row, "country"),
            case .string(let language)? = CacheRows.storage(row, "language"),
            case .string(let bundleID)? = CacheRows.storage(row, "bundle_id"),
            case .string(let name)? = CacheRows.storage(row, "name"),
            let seconds = CacheRows.number(CacheRows.storage(row, "fetched_at")),
            CacheRows.plausibleFetchTimes.contains(seconds),
            case .int64(let sample)? = CacheRows.storage(row, "is_sample"), sample == 0 || sample == 1
        else { return nil }
        return CachedListingSummary(
            trackID: trackID, country: country, language: language, bundleID: bundleID, name: name,
            byteCount: byteCount, fetchedAt: Date(timeIntervalSince1970: seconds), isSample: sample == 1)
    }

    /// The storefronts whose listings hold this app, newest first.
    func storefronts(holding lookup: AppLookup) throws -> [Storefront] {
        let rows: [Row] = try database.reading(ifDamaged: []) { db in
            switch lookup {
            case .id(let id):
                try Row.fetchAll(
                    db,
                    sql:
                        "SELECT country, language FROM app_cache WHERE track_id = ? ORDER BY fetched_at DESC",
                    arguments: [id.rawValue])
            case .bundleID(let bundleID):
                try Row.fetchAll(
                    db,
                    sql:
                        "SELECT country, language FROM app_cache WHERE bundle_id = ? ORDER BY fetched_at DESC",
                    arguments: [bundleID.rawValue])
            }
        }
        return CacheRows.storefronts(in: rows)
    }
}
