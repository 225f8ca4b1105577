import AppDetailDomain
import Foundation
import GRDB

/// The charts table (`chart_cache`), read and written through the cache's one connection: a
/// chart's raw answer, the places it asked for, when it came, and its ranking (the ids in rank
/// order, so a page's chart badge is read without the answer).
struct ChartStore: Sendable {
    let database: SQLiteAppCache

    /// The table's columns.
    enum Columns {
        static let chart = Column("chart")
        static let genre = Column("genre_id")
        static let country = Column("country")
        static let language = Column("language")
        static let limit = Column("entry_limit")
        static let answer = Column("raw_response")
        static let fetchedAt = Column("fetched_at")
        static let ranking = Column("ranking")
    }

    /// The charts table, for GRDB's query interface.
    private static let table = Table("chart_cache")

    /// Which chart: its command-line name, the genre id (0 for all apps), the storefront.
    struct Key {
        let chart: String
        let genre: Int
        let country: String
        let language: String
    }

    /// The cached answer for the chart, or `nil`; a damaged row is ignored with a warning.
    func answer(_ key: Key) throws -> LimitedAnswer? {
        guard let row = try row(key, Columns.answer) else { return nil }
        guard let answer = CacheRows.limitedAnswer(row, limitColumn: Columns.limit.name) else {
            database.warn("A cached chart is damaged; it is ignored and will be replaced by the next answer.")
            return nil
        }
        return answer
    }

    /// The cached ranking of the chart with the places asked and the fetch time, read without the
    /// raw answer; `nil` when there is no row, or when the row predates the column (empty) or is
    /// damaged and the raw answer must be read instead.
    func ranking(_ key: Key) throws -> (places: [AppID?], limit: Int, fetchedAt: Date)? {
        guard let row = try row(key, Columns.ranking),
            case .string(let text)? = CacheRows.storage(row, Columns.ranking.name), !text.isEmpty,
            let (limit, fetchedAt) = CacheRows.limitAndFetchTime(row, limitColumn: Columns.limit.name)
        else { return nil }
        let places = text.split(separator: ",").map { AppID(rawValue: Int64($0) ?? 0) }
        return (places, limit, fetchedAt)
    }

    /// The chart's row with `column`, its places asked and its fetch time, or `nil`.
    private func row(_ key: Key, _ column: Column) throws -> Row? {
        // SQL with the columns interpolated: prepared at a fraction of the query interface's cost.
        let request: SQLRequest<Row> = """
            SELECT \(column), \(Columns.limit), \(Columns.fetchedAt) FROM chart_cache
            WHERE \(Columns.chart) = \(key.chart) AND \(Columns.genre) = \(key.genre)
            AND \(Columns.country) = \(key.country) AND \(Columns.language) = \(key.language)
            """
        return try database.reading(ifDamaged: nil) { db in try Row.fetchOne(db, request) }
    }

    /// Stores a chart answer and its ranking, replacing the chart's older one.
    func store(
        _ answer: LimitedAnswer, ranking: [AppID?], for key: Key,
        recording record: (Database) throws -> Void = { _ in }
    ) throws {
        let places = ranking.map { $0.map { String($0.rawValue) } ?? "0" }.joined(separator: ",")
        try database.writing { db in
            try record(db)
            try db.execute(
                sql: """
                    INSERT INTO chart_cache
                        (chart, genre_id, country, language, entry_limit, raw_response, fetched_at, ranking)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (chart, genre_id, country, language) DO UPDATE SET
                        entry_limit = excluded.entry_limit, raw_response = excluded.raw_response,
                        fetched_at = excluded.fetched_at, ranking = excluded.ranking
                    """,
                arguments: [
                    key.chart, key.genre, key.country, key.language, answer.limit, answer.body,
                    answer.fetchedAt.timeIntervalSince1970, places,
                ])
        }
    }

    /// How many charts are cached.
    func count() throws -> Int {
        try database.reading(ifDamaged: 0) { db in try Self.table.fetchCount(db) }
    }
}
