import AppDetailDomain
import Foundation
import GRDB

/// The searches table (`search_cache`), whose answers' apps go to the listings in the same
/// transaction; read and written through the cache's one connection.
struct SearchStore: Sendable {
    let database: SQLiteAppCache

    /// The cached answer for the normalized term in the storefront, or `nil`.
    func answer(term: String, country: String, language: String) throws -> LimitedAnswer? {
        let row = try database.reading(ifDamaged: nil) { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT raw_response, result_limit, fetched_at FROM search_cache
                    WHERE term = ? AND country = ? AND language = ?
                    """, arguments: [term, country, language])
        }
        guard let row else { return nil }
        guard let answer = CacheRows.limitedAnswer(row, limitColumn: "result_limit") else {
            database.warn(
                "The cached search for “\(term)” is damaged; it is ignored and will be replaced by the next answer."
            )
            return nil
        }
        return answer
    }

    /// Stores a search answer and the apps in it, in one transaction.
    func store(
        _ answer: LimitedAnswer, term: String, country: String, language: String, apps: [CachedAnswer]
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
