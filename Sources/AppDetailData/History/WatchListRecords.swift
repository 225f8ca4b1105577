import GRDB

/// A followed app's row of the watch list (`watch_list`), its columns named once. Rows are read
/// one value at a time (``HistoryRow``'s tolerant reads), so one that a hand edit damaged is left
/// out instead of failing the whole list; written rows come from ``WatchListStore``.
struct FollowedAppRow: TableRecord {
    static let databaseTableName = "watch_list"

    /// The table's columns.
    enum Columns {
        static let trackID = Column("track_id")
        static let country = Column("country")
        static let reviews = Column("reviews")
        static let followedAt = Column("followed_at")
        static let reportedThrough = Column("reported_through")
        static let partsObservedAt = Column("parts_observed_at")
        static let unreported = Column("unreported")
    }

    /// The row of `app` in `country`.
    static func of(_ app: Int64, in country: String) -> QueryInterfaceRequest<FollowedAppRow> {
        filter(Columns.trackID == app && Columns.country == country)
    }
}

/// A tracking run's row (`track_run`): when it started and finished, how many listings it
/// observed.
struct TrackRunRow: PersistableRecord {
    static let databaseTableName = "track_run"

    /// The table's columns.
    enum Columns {
        static let startedAt = Column("started_at")
        static let finishedAt = Column("finished_at")
        static let observed = Column("observed")
    }

    let startedAt: Int64
    let finishedAt: Int64
    let observed: Int

    func encode(to container: inout PersistenceContainer) {
        container[Columns.startedAt] = startedAt
        container[Columns.finishedAt] = finishedAt
        container[Columns.observed] = observed
    }
}

extension FollowedAppRow {
    /// The statements the watch list runs once an app — prepared once a write and run with
    /// positional arguments, as a list of 175,000 rows needs — written from the columns above.
    enum Statements {
        private static let table = FollowedAppRow.databaseTableName
        private static let key = "\(Columns.trackID.name) = ? AND \(Columns.country.name) = ?"

        /// A row when the app is followed in the store: track id, country.
        static let exists = "SELECT 1 FROM \(table) WHERE \(key)"

        /// Follows an app, or updates whether its reviews are read (its other values kept): track
        /// id, country, reviews, followed at, reported through.
        static let follow = """
            INSERT INTO \(table) (\(Columns.trackID.name), \(Columns.country.name), \(Columns.reviews.name), \
            \(Columns.followedAt.name), \(Columns.reportedThrough.name)) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (\(Columns.trackID.name), \(Columns.country.name))
            DO UPDATE SET \(Columns.reviews.name) = excluded.\(Columns.reviews.name)
            """

        /// The apps marked as having something to report, with how far their changes were
        /// reported: track id, country, reported through (found through the marks' own index).
        static let unreported = """
            SELECT \(Columns.trackID.name), \(Columns.country.name), \(Columns.reportedThrough.name)
            FROM \(table) WHERE \(Columns.unreported.name) = 1
            """

        /// Marks a followed app as having something to report, when a state begun at a moment
        /// after its last report was recorded: track id, country, the state's first moment. An app
        /// not followed, or already marked, is left as it is (and nothing is written).
        static let markUnreported = """
            UPDATE \(table) SET \(Columns.unreported.name) = 1
            WHERE \(key) AND \(Columns.unreported.name) = 0 AND \(Columns.reportedThrough.name) < ?
            """

        /// Notes a report of the app's changes up to a moment (never moved back), clearing its
        /// mark: the moment, track id, country.
        static let markReported = """
            UPDATE \(table) SET \(Columns.reportedThrough.name) = max(\(Columns.reportedThrough.name), ?),
            \(Columns.unreported.name) = 0 WHERE \(key)
            """
    }
}
