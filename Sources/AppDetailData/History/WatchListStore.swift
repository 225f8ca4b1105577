import AppDetailDomain
import Foundation
import GRDB

/// The watch list (`watch_list`), the tracking runs made (`track_run`) and what each followed
/// app's alerts have reported (`watch_list.reported_through`). Moments in milliseconds, as the
/// history's (``HistoryTime``).
struct WatchListStore: Sendable {
    let database: SQLiteAppCache

    /// Follows apps in one store, or updates whether their reviews are read, in one write;
    /// returns those followed before. A new app's changes are reported from `moment` on.
    func follow(_ apps: [AppID], in country: String, reviews: Bool, at moment: Date) throws -> Set<AppID> {
        let time = HistoryTime.bound(moment)
        return try database.writing { db in
            var known = Set<AppID>()
            let exists = try db.cachedStatement(
                sql: "SELECT 1 FROM watch_list WHERE track_id = ? AND country = ?")
            let insert = try db.cachedStatement(
                sql: """
                    INSERT INTO watch_list (track_id, country, reviews, followed_at, reported_through)
                    VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (track_id, country) DO UPDATE SET reviews = excluded.reviews
                    """)
            for app in apps {
                if try Row.fetchOne(exists, arguments: [app.rawValue, country]) != nil { known.insert(app) }
                try insert.execute(arguments: [app.rawValue, country, reviews ? 1 : 0, time, time])
            }
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

    /// The apps followed, by store and id; a row that cannot be read is left out. The rows are
    /// read one at a time: memory holds the list, not the rows as well.
    func followed() throws -> [FollowedApp] {
        try database.reading(ifDamaged: []) { db in
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM watch_list") ?? 0
            let rows = try Row.fetchCursor(db, sql: "SELECT * FROM watch_list ORDER BY country, track_id")
            var apps: [FollowedApp] = []
            apps.reserveCapacity(count)
            var storefronts: [String: Storefront] = [:]
            while let row = try rows.next() {
                guard let id = (try? row.integer("track_id")).flatMap(AppID.init(rawValue:)),
                    let country = try? row.text("country"),
                    let storefront = storefronts[country] ?? (try? Storefront(country: country)),
                    let reviews = try? row.integer("reviews"),
                    let since = (try? row.integer("followed_at")).flatMap(HistoryTime.date)
                else { continue }
                storefronts[country] = storefront
                // A moment that cannot be read counts as never: the app's turn comes first.
                let parts = (try? row.optionalInteger("parts_observed_at"))?.flatMap(HistoryTime.date)
                apps.append(
                    FollowedApp(
                        app: id, storefront: storefront, reviews: reviews == 1, since: since,
                        partsObservedAt: parts))
            }
            return apps
        }
    }

    /// Notes when a followed app's other parts were last observed (never moved back).
    func notePartsObserved(of app: AppID, in country: String, at moment: Date) throws {
        try database.writing { db in
            try db.execute(
                sql: """
                    UPDATE watch_list SET parts_observed_at = max(coalesce(parts_observed_at, 0), ?)
                    WHERE track_id = ? AND country = ?
                    """,
                arguments: [HistoryTime.bound(moment), app.rawValue, country])
        }
    }

    /// Notes a run and how many listings it observed.
    func noteRun(startedAt: Date, finishedAt: Date, observed: Int) throws {
        let started = HistoryTime.bound(startedAt)
        try database.writing { db in
            try db.execute(
                sql: "INSERT INTO track_run (started_at, finished_at, observed) VALUES (?, ?, ?)",
                arguments: [started, max(HistoryTime.bound(finishedAt), started), max(0, observed)])
        }
    }

    /// The start of the latest run that observed any listing.
    func lastRunStart() throws -> Date? {
        try database.reading(ifDamaged: nil) { db in
            try Int64.fetchOne(db, sql: "SELECT max(started_at) FROM track_run WHERE observed > 0")
                .flatMap(HistoryTime.date)
        }
    }

    /// Hands `deliver` the changes of `apps` observed after each one's `reported_through`, and
    /// moves it past them when `deliver` returns — in one write transaction, so runs at once
    /// take turns and a run that dies in `deliver` leaves everything to the next.
    func reportChanges<Value>(of apps: [FollowedApp], _ deliver: (UnreportedChanges) throws -> Value) throws
        -> Value
    {
        try database.writing { db in
            var unreported = UnreportedChanges()
            var marks: [(app: FollowedApp, through: Int64)] = []
            let reportedThrough = try db.cachedStatement(
                sql: "SELECT reported_through FROM watch_list WHERE track_id = ? AND country = ?")
            for app in apps {
                guard
                    let through = try Int64.fetchOne(
                        reportedThrough, arguments: [app.app.rawValue, app.storefront.country])
                else { continue }  // no longer followed
                guard try Self.hasObservationStarted(of: app, after: through, in: db) else { continue }
                let (changes, skipped, newest) = try Self.changes(of: app, after: through, in: db)
                unreported.changes += changes
                unreported.skipped += skipped
                if newest > through { marks.append((app, newest)) }
            }
            unreported.changes.sort { ($0.observedAt, $0.appName) > ($1.observedAt, $1.appName) }
            let value = try deliver(unreported)
            let mark = try db.cachedStatement(
                sql: "UPDATE watch_list SET reported_through = ? WHERE track_id = ? AND country = ?")
            for (app, through) in marks {
                try mark.execute(arguments: [through, app.app.rawValue, app.storefront.country])
            }
            return value
        }
    }

    /// Whether a listing state, a chart place or a review of `app` was first seen after
    /// `through` — what every change starts with. Most apps, most days, have none (their states
    /// only last longer), and their histories are not read at all.
    private static func hasObservationStarted(of app: FollowedApp, after through: Int64, in db: Database)
        throws -> Bool
    {
        let subject = "track_id = ?1 AND country = ?2"
        let statement = try db.cachedStatement(
            sql: """
                SELECT EXISTS (SELECT 1 FROM history_listing WHERE \(subject) AND observed_at > ?3)
                    OR EXISTS (SELECT 1 FROM history_chart_place WHERE \(subject) AND observed_at > ?3)
                    OR EXISTS (SELECT 1 FROM history_review WHERE \(subject) AND first_seen_at > ?3)
                """)
        return try Bool.fetchOne(statement, arguments: [app.app.rawValue, app.storefront.country, through])
            ?? true
    }

    /// The changes of `app` observed after `through`, the rows skipped reading them, and the
    /// newest moment any observation of the app began (what the report covers).
    private static func changes(of app: FollowedApp, after through: Int64, in db: Database) throws -> (
        [HistoryChange], [String], Int64
    ) {
        let since = HistoryTime.date(through)
        var history = try HistoryStore.history(of: app.app, in: app.storefront, since: since, in: db)
        var changes = history.changes.filter { HistoryTime.bound($0.observedAt) > through }
        // A figure back after a gap, or an app back in the store, is told against what it last
        // had, which may lie before the period read: read the whole history for it then.
        if since != nil, changes.contains(where: Self.looksFurtherBack) {
            history = try HistoryStore.history(of: app.app, in: app.storefront, since: nil, in: db)
            changes = history.changes.filter { HistoryTime.bound($0.observedAt) > through }
        }
        let starts =
            history.listings.map(\.observedAt) + history.chartPlaces.map(\.observedAt)
            + history.reviews.map(\.firstSeenAt)
        let newest = starts.map(HistoryTime.bound).max() ?? through
        return (changes, history.skipped, newest)
    }

    private static func looksFurtherBack(_ change: HistoryChange) -> Bool {
        switch change.kind {
        case .backInStore, .figure(_, nil, _): true
        default: false
        }
    }
}
