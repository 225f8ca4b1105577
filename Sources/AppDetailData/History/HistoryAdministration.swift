import Foundation
import GRDB

/// The history as `cache info`, `cache remove` and `cache prune` see it.
enum HistoryAdministration {
    /// The tables of observations, each with its moment of last sighting.
    static let observationTables = ["history_listing", "history_chart_place", "history_histogram"]

    /// How many observations, observed apps and followed apps.
    static func counts(in cache: SQLiteAppCache) throws -> (observations: Int, apps: Int, followed: Int) {
        try cache.reading(ifDamaged: (0, 0, 0)) { db in
            var observations = 0
            for table in observationTables {
                observations += try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
            }
            let apps =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM (SELECT 1 FROM history_listing GROUP BY track_id, country)"
                ) ?? 0
            let followed = try Int.fetchOne(db, sql: "SELECT count(*) FROM watch_list") ?? 0
            return (observations, apps, followed)
        }
    }

    /// Forgets everything the history holds of app `id`, in every store, and stops following it;
    /// returns how many observations went.
    static func forget(_ id: Int64, in db: Database) throws -> Int {
        var removed = 0
        for table in observationTables {
            try db.execute(sql: "DELETE FROM \(table) WHERE track_id = ?", arguments: [id])
            removed += db.changesCount
        }
        for table in ["history_review", "history_store_version", "watch_list"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE track_id = ?", arguments: [id])
        }
        return removed
    }

    /// Removes the observations last seen before `moment` (milliseconds since 1970); returns how many.
    static func prune(before moment: Int64, in db: Database) throws -> Int {
        var removed = 0
        for table in observationTables {
            try db.execute(sql: "DELETE FROM \(table) WHERE last_seen_at < ?", arguments: [moment])
            removed += db.changesCount
        }
        try db.execute(sql: "DELETE FROM history_review WHERE first_seen_at < ?", arguments: [moment])
        try dropUnusedTexts(in: db)
        return removed
    }

    /// Removes the texts no observation or version uses any more.
    static func dropUnusedTexts(in db: Database) throws {
        try db.execute(
            sql:
                "DELETE FROM history_texts WHERE id NOT IN (SELECT texts FROM history_listing WHERE texts > 0)"
        )
        let columns = [
            "name", "developer", "version", "release_notes", "description", "genre", "age_rating",
            "languages",
            "screenshots", "icon", "currency", "version_date",
        ]
        let used =
            (columns.map { "SELECT \($0) FROM history_texts" } + ["SELECT notes FROM history_store_version"])
            .joined(separator: " UNION ")
        try db.execute(sql: "DELETE FROM history_text WHERE id NOT IN (\(used))")
    }
}
