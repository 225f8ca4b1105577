import AppDetailDomain
import Foundation
import GRDB

/// The searches table (`search_cache`), whose answers' apps go to the listings in the same
/// transaction; read and written through the cache's one connection.
struct SearchStore: Sendable {
    let database: SQLiteAppCache

    /// A cached search answer: the raw answer, the number of results it asked for, its time.
    struct SearchAnswer {
        let body: Data
        let limit: Int
        let fetchedAt: Date
    }

    /// The cached answer for the normalized term in the storefront, or `nil`.
    func answer(term: String, country: String, language: String) throws -> SearchAnswer? {
        let row = try database.reading(ifDamaged: nil) { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT raw_response, result_limit, fetched_at FROM search_cache
                    WHERE term = ? AND country = ? AND language = ?
                    """, arguments: [term, country, language])
        }
        guard let row else { return nil }
        guard case .blob(let body)? = CacheRows.storage(row, "raw_response"),
            case .int64(let limit)? = CacheRows.storage(row, "result_limit"),
            let seconds = CacheRows.number(CacheRows.storage(row, "fetched_at")),
            CacheRows.plausibleFetchTimes.contains(seconds)
        else {
            database.warn(
                "The cached search for “\(term)” is damaged; it is ignored and will be replaced by the next answer."
            )
            return nil
        }
        return SearchAnswer(body: body, limit: Int(limit), fetchedAt: Date(timeIntervalSince1970: seconds))
    }

    /// Stores a search answer and the apps in it, in one transaction.
    func store(
        _ answer: SearchAnswer, term: String, country: String, language: String, apps: [CachedResponse]
    ) throws {
        try database.writing { db in
            try db.execute(
                sql: """
                    INSERT INTO search_cache (term, country, language, result_limit, raw_response, fetched_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (term, country, language) DO UPDATE SET
                        result_limit = excluded.result_limit, raw_response = excluded.raw_response,
                        fetched_at = excluded.fetched_at
                    """,
                arguments: [
                    term, country, language, answer.limit, answer.body,
                    answer.fetchedAt.timeIntervalSince1970,
                ])
            try ListingStore.insert(apps, in: db)
        }
    }

    /// How many searches are cached.
    func count() throws -> Int {
        try database.reading(ifDamaged: 0) { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM search_cache") ?? 0
        }
    }
}
