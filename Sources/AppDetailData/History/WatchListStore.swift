import AppDetailDomain
import Foundation
import GRDB

/// The watch list (`watch_list`) and the tracking runs made (`track_run`).
struct WatchListStore: Sendable {
    let database: SQLiteAppCache

    /// Follows an app, or updates whether its reviews are read; returns whether it was followed.
    func follow(_ app: AppID, in country: String, reviews: Bool, at moment: Date) throws -> Bool {
        try database.writing { db in
            let known =
                try Row.fetchOne(
                    db, sql: "SELECT 1 FROM watch_list WHERE track_id = ? AND country = ?",
                    arguments: [app.rawValue, country]) != nil
            try db.execute(
                sql: """
                    INSERT INTO watch_list (track_id, country, reviews, followed_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT (track_id, country) DO UPDATE SET reviews = excluded.reviews
                    """,
                arguments: [app.rawValue, country, reviews ? 1 : 0, HistoryRecorder.seconds(moment)])
            return known
        }
    }

    /// Stops following an app; returns whether it was followed.
    func unfollow(_ app: AppID, in country: String) throws -> Bool {
        try database.writing { db in
            try db.execute(
                sql: "DELETE FROM watch_list WHERE track_id = ? AND country = ?",
                arguments: [app.rawValue, country])
            return db.changesCount > 0
        }
    }

    /// The apps followed, by store and id; a row that cannot be read is left out.
    func followed() throws -> [FollowedApp] {
        try database.reading(ifDamaged: []) { db in
            try Row.fetchAll(db, sql: "SELECT * FROM watch_list ORDER BY country, track_id").compactMap {
                row in
                guard let id = (try? row.integer("track_id")).flatMap(AppID.init(rawValue:)),
                    let storefront = (try? row.text("country")).flatMap({ try? Storefront(country: $0) }),
                    let reviews = try? row.integer("reviews"), let since = try? row.integer("followed_at")
                else { return nil }
                return FollowedApp(
                    app: id, storefront: storefront, reviews: reviews == 1, since: HistoryStore.date(since))
            }
        }
    }

    /// Notes a run.
    func noteRun(startedAt: Date, finishedAt: Date) throws {
        try database.writing { db in
            try db.execute(
                sql: "INSERT INTO track_run (started_at, finished_at) VALUES (?, ?)",
                arguments: [
                    HistoryRecorder.seconds(startedAt),
                    max(HistoryRecorder.seconds(finishedAt), HistoryRecorder.seconds(startedAt)),
                ])
        }
    }

    /// The start of the latest run.
    func lastRunStart() throws -> Date? {
        try database.reading(ifDamaged: nil) { db in
            try Int64.fetchOne(db, sql: "SELECT max(started_at) FROM track_run").map(HistoryStore.date)
        }
    }
}
