import GRDB

/// The history's tables of states (`history_listing`, `history_chart_place`,
/// `history_histogram`), their columns named once: a row is a run of one state of a subject, from
/// when it was first seen to when it was last seen (see ``StateRows``). Rows are read one value
/// at a time (``HistoryRow``'s tolerant reads), so a damaged one is skipped, not the history.
enum HistoryStateTables {
    /// The columns every table of states has.
    enum Columns {
        static let trackID = Column("track_id")
        static let country = Column("country")
        static let observedAt = Column("observed_at")
        static let lastSeenAt = Column("last_seen_at")
    }

    /// An app's listing in a store: listed or gone, its figures and the row of its texts.
    enum Listing {
        static let table = "history_listing"
        static let listed = Column("listed")
        static let ratingAverage = Column("rating_average")
        static let ratingCount = Column("rating_count")
        static let price = Column("price")
        static let sizeBytes = Column("size_bytes")
        static let texts = Column("texts")
        /// The state's columns, in the order of ``ListingRowState``'s values.
        static let state = [listed, ratingAverage, ratingCount, price, sizeBytes, texts]
    }

    /// An app's place in a chart of a store (`NULL`: it left the chart).
    enum ChartPlace {
        static let table = "history_chart_place"
        static let chart = Column("chart")
        static let genreID = Column("genre_id")
        static let place = Column("place")
    }

    /// The App Store page's ratings histogram: the count of each number of stars.
    enum Histogram {
        static let table = "history_histogram"
        static let state = ["one_star", "two_stars", "three_stars", "four_stars", "five_stars"].map(
            Column.init)
    }
}

/// A version the App Store page lists, with its release moment and notes (`history_store_version`):
/// one row a version, the page's latest account of it kept. (A table without row ids, which
/// GRDB's upsert cannot write: ``keep(in:)`` runs a statement made from the columns.)
struct StoreVersionRow: TableRecord {
    static let databaseTableName = "history_store_version"

    /// The table's columns.
    enum Columns {
        static let trackID = Column("track_id")
        static let country = Column("country")
        static let version = Column("version")
        static let releasedAt = Column("released_at")
        static let notes = Column("notes")
    }

    let trackID: Int64
    let country: String
    let version: String
    let releasedAt: Int64?
    /// The notes' row in `history_text` (0: none).
    let notes: Int64

    /// Keeps the row, or updates the release moment and notes of the version already kept.
    func keep(in db: Database) throws {
        try db.cachedStatement(sql: Self.keepStatement)
            .execute(arguments: [trackID, country, version, releasedAt, notes])
    }

    private static let keepStatement: String = {
        let (key, values) = (
            [Columns.trackID, Columns.country, Columns.version], [Columns.releasedAt, Columns.notes]
        )
        let names = (key + values).map(\.name)
        return """
            INSERT INTO \(databaseTableName) (\(names.joined(separator: ", ")))
            VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
            ON CONFLICT (\(key.map(\.name).joined(separator: ", ")))
            DO UPDATE SET \(values.map { "\($0.name) = excluded.\($0.name)" }.joined(separator: ", "))
            """
    }()
}

/// A customer review a feed showed (`history_review`), from the first moment one did: seen again,
/// only an earlier first sighting moves it; what it said stays as first kept.
struct ReviewSightingRow: TableRecord {
    static let databaseTableName = "history_review"

    /// The table's columns.
    enum Columns {
        static let trackID = Column("track_id")
        static let country = Column("country")
        static let reviewID = Column("review_id")
        static let stars = Column("stars")
        static let firstSeenAt = Column("first_seen_at")
        static let title = Column("title")
        static let excerpt = Column("excerpt")
        static let author = Column("author")
        static let version = Column("version")
        static let writtenAt = Column("written_at")
    }

    let trackID: Int64
    let country: String
    let reviewID: String
    let stars: Int
    let firstSeenAt: Int64
    let title: String
    let excerpt: String
    let author: String
    let version: String?
    let writtenAt: Int64?

    /// Keeps the sighting, or moves the first sighting of the review already kept earlier;
    /// returns whether this sighting is now the review's first (a review seen again later writes
    /// nothing).
    @discardableResult
    func keep(in db: Database) throws -> Bool {
        try db.cachedStatement(sql: Self.keepStatement).execute(arguments: [
            trackID, country, reviewID, stars, firstSeenAt, title, excerpt, author, version, writtenAt,
        ])
        return db.changesCount > 0
    }

    private static let keepStatement: String = {
        let names = [
            Columns.trackID, Columns.country, Columns.reviewID, Columns.stars, Columns.firstSeenAt,
            Columns.title, Columns.excerpt, Columns.author, Columns.version, Columns.writtenAt,
        ].map(\.name)
        let first = Columns.firstSeenAt.name
        return """
            INSERT INTO \(databaseTableName) (\(names.joined(separator: ", ")))
            VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))
            ON CONFLICT (\(Columns.trackID.name), \(Columns.country.name), \(Columns.reviewID.name))
            DO UPDATE SET \(first) = excluded.\(first) WHERE excluded.\(first) < \(first)
            """
    }()
}
