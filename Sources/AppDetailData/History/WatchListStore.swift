import AppDetailDomain
import Foundation
import GRDB

/// The watch list (`watch_list`), the tracking runs made (`track_run`) and what each followed
/// app's alerts have reported (`watch_list.reported_through`). Moments in milliseconds, as the
/// history's (``HistoryTime``).
struct WatchListStore: Sendable {
    let database: SQLiteAppCache

    private typealias Followed = FollowedAppRow.Columns
    private typealias Run = TrackRunRow.Columns

    /// Follows apps in one store, or updates whether their reviews are read, in one write;
    /// returns those followed before. A new app's changes are reported from `moment` on.
    func follow(_ apps: [AppID], in country: String, reviews: Bool, at moment: Date) throws -> Set<AppID> {
        let time = HistoryTime.bound(moment)
        return try database.writing { db in
            var known = Set<AppID>()
            let exists = try db.cachedStatement(sql: FollowedAppRow.Statements.exists)
            let insert = try db.cachedStatement(sql: FollowedAppRow.Statements.follow)
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
            try FollowedAppRow.of(app.rawValue, in: country).deleteAll(db) > 0
        }
    }

    /// The apps followed (or only the stores `app` is followed in), by store and id; a row that
    /// cannot be read is left out. The rows are read one at a time: memory holds the list, not
    /// the rows as well.
    func followed(app: AppID? = nil) throws -> [FollowedApp] {
        try database.reading(ifDamaged: []) { db in
            let request =
                app.map { FollowedAppRow.filter(Followed.trackID == $0.rawValue) } ?? FollowedAppRow.all()
            let count = try request.fetchCount(db)
            let rows = try Row.fetchCursor(db, request.order(Followed.country, Followed.trackID))
            var apps: [FollowedApp] = []
            apps.reserveCapacity(count)
            var storefronts: [String: Storefront] = [:]
            while let row = try rows.next() {
                guard let id = (try? row.integer(Followed.trackID.name)).flatMap(AppID.init(rawValue:)),
                    let country = try? row.text(Followed.country.name),
                    let storefront = storefronts[country] ?? (try? Storefront(country: country)),
                    let reviews = try? row.integer(Followed.reviews.name),
                    let since = (try? row.integer(Followed.followedAt.name)).flatMap(HistoryTime.date)
                else { continue }
                storefronts[country] = storefront
                // A moment that cannot be read counts as never: the app's turn comes first.
                let parts = (try? row.optionalInteger(Followed.partsObservedAt.name))?.flatMap(
                    HistoryTime.date)
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
        let time = HistoryTime.bound(moment)
        try database.writing { db in
            // SQLite's max of two values, not the aggregate.
            let later: SQL = "max(coalesce(\(Followed.partsObservedAt), 0), \(time))"
            _ = try FollowedAppRow.of(app.rawValue, in: country).updateAll(
                db, Followed.partsObservedAt.set(to: later))
        }
    }

    /// Notes a run and how many listings it observed.
    func noteRun(startedAt: Date, finishedAt: Date, observed: Int) throws {
        let started = HistoryTime.bound(startedAt)
        let run = TrackRunRow(
            startedAt: started, finishedAt: max(HistoryTime.bound(finishedAt), started),
            observed: max(0, observed))
        try database.writing { db in try run.insert(db) }
    }

    /// The start of the latest run that observed any listing.
    func lastRunStart() throws -> Date? {
        try database.reading(ifDamaged: nil) { db in
            try TrackRunRow.filter(Run.observed > 0).select(max(Run.startedAt), as: Int64.self).fetchOne(db)
                .flatMap(HistoryTime.date)
        }
    }

    /// Hands `deliver` the changes of `apps` observed after each one's `reported_through`, and
    /// moves it past them when `deliver` returns — in one write transaction, so runs at once
    /// take turns and a run that dies in `deliver` leaves everything to the next. Only the apps
    /// the recording marked (``UnreportedMark``) have their histories read: most apps, most days,
    /// have no new state (theirs only last longer) and nothing of theirs is read.
    func reportChanges<Value>(of apps: [FollowedApp], _ deliver: (UnreportedChanges) throws -> Value) throws
        -> Value
    {
        try database.writing { db in
            let asked = Dictionary(
                apps.map { (Self.key(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
            var marked: [(app: FollowedApp, through: Int64)] = []
            let rows = try Row.fetchCursor(db.cachedStatement(sql: FollowedAppRow.Statements.unreported))
            while let row = try rows.next() {
                // A value a hand edit damaged leaves that row out, not the report.
                guard let trackID = try? row.integer(Followed.trackID.name),
                    let country = try? row.text(Followed.country.name),
                    let app = asked[Key(trackID: trackID, country: country)],
                    let through = try? row.integer(Followed.reportedThrough.name)
                else { continue }
                marked.append((app, through))
            }
            var unreported = UnreportedChanges()
            var reported: [(app: FollowedApp, through: Int64)] = []
            for (app, through) in marked {
                let (changes, skipped, newest) = try Self.changes(of: app, after: through, in: db)
                unreported.changes += changes
                unreported.skipped += skipped
                reported.append((app, newest))  // never moved back: the statement keeps the later
            }
            unreported.changes.sort { ($0.observedAt, $0.appName) > ($1.observedAt, $1.appName) }
            let value = try deliver(unreported)
            let mark = try db.cachedStatement(sql: FollowedAppRow.Statements.markReported)
            for (app, through) in reported {
                try mark.execute(arguments: [through, app.app.rawValue, app.storefront.country])
            }
            return value
        }
    }

    /// A followed app's row, as the watch list keys it.
    private struct Key: Hashable {
        let trackID: Int64
        let country: String
    }

    private static func key(of app: FollowedApp) -> Key {
        Key(trackID: app.app.rawValue, country: app.storefront.country)
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
