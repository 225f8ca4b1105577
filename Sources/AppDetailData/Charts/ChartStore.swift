import Foundation
import GRDB

/// The charts table (`chart_cache`), read and written through the cache's one connection.
struct ChartStore: Sendable {
    let database: SQLiteAppCache

    /// Which chart: its command-line name, the genre id (0 for all apps), the storefront.
    struct Key {
        let chart: String
        let genre: Int
        let country: String
        let language: String
    }

    /// The cached answer for the chart, or `nil`.
    func answer(_ key: Key) throws -> LimitedAnswer? {
        let row = try database.reading(ifDamaged: nil) { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT raw_response, entry_limit, fetched_at FROM chart_cache
                    WHERE chart = ? AND genre_id = ? AND country = ? AND language = ?
                    """, arguments: [key.chart, key.genre, key.country, key.language])
        }
        guard let row else { return nil }
        guard let answer = CacheRows.limitedAnswer(row, limitColumn: "entry_limit") else {
            database.warn("A cached chart is damaged; it is ignored and will be replaced by the next answer.")
            return nil
        }
        return answer
    }

    /// Stores a chart answer, replacing the chart's older one.
    func store(_ answer: LimitedAnswer, for key: Key) throws {
        try database.writing { db in
            try db.execute(
                sql: """
                    INSERT INTO chart_cache (chart, genre_id, country, language, entry_limit, raw_response, fetched_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (chart, genre_id, country, language) DO UPDATE SET
                        entry_limit = excluded.entry_limit, raw_response = excluded.raw_response,
                        fetched_at = excluded.fetched_at
                    """,
                arguments: [
                    key.chart, key.genre, key.country, key.language, answer.limit, answer.body,
                    answer.fetchedAt.timeIntervalSince1970,
                ])
        }
    }
}
