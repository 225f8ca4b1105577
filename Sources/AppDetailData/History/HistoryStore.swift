import AppDetailDomain
import Foundation
import GRDB

/// The history tables read back: one app's history, the apps observed, their sizes. A row that
/// cannot be read (a value of the wrong type or range, a text that is gone) is skipped and named;
/// the rest reads.
struct HistoryStore: Sendable {
    let database: SQLiteAppCache

    /// The history of `app` in `storefront` from `since` on, with the last row begun before
    /// `since` (so the first change at or after `since` has what it changed from).
    func history(of app: AppID, in storefront: Storefront, since: Date?) throws -> AppHistory {
        try database.reading(ifDamaged: AppHistory.empty(app, storefront)) { db in
            try Self.history(of: app, in: storefront, since: since, in: db)
        }
    }

    /// The histories of `apps` as ``history(of:in:since:)`` reads each, in one read of the file.
    func histories(of apps: [(AppID, Storefront)], since: Date?) throws -> [AppHistory] {
        try database.reading(ifDamaged: apps.map { AppHistory.empty($0.0, $0.1) }) { db in
            try Self.histories(of: apps, since: since, in: db)
        }
    }

    /// ``history(of:in:since:)`` inside a transaction the caller holds. Its statements are
    /// prepared once a connection: a watch list reads a thousand histories with them.
    static func history(of app: AppID, in storefront: Storefront, since: Date?, in db: Database) throws
        -> AppHistory
    {
        let start = since.map(HistoryTime.bound) ?? .min
        let subject: StatementArguments = [app.rawValue, storefront.country]
        var skipped: [String] = []
        /// Says that a row of `what` is damaged and skipped.
        func skip(_ what: String) {
            skipped.append("\(what) of app \(app) in \(storefront.country) is damaged and skipped.")
        }
        /// `value`, or `nil` after ``skip(_:)``.
        func kept<Value>(_ value: Value?, _ what: String) -> Value? {
            if value == nil { skip(what) }
            return value
        }
        var texts = HistoryTexts.Memo()
        // Read row by row: a long history is never held twice (as rows and as observations).
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT * FROM history_listing AS h WHERE track_id = ? AND country = ? AND (last_seen_at >= ?
                        OR observed_at = (SELECT max(observed_at) FROM history_listing
                            WHERE track_id = h.track_id AND country = h.country AND observed_at < ?))
                    ORDER BY observed_at
                    """), arguments: subject + [start, start])
        var listings: [ListingObservation] = []
        // Room for them all at once: a long history never stands twice while its array grows.
        let count = try Int.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT count(*) FROM history_listing AS h WHERE track_id = ? AND country = ? AND (last_seen_at >= ?
                        OR observed_at = (SELECT max(observed_at) FROM history_listing
                            WHERE track_id = h.track_id AND country = h.country AND observed_at < ?))
                    """), arguments: subject + [start, start])
        listings.reserveCapacity(count ?? 0)
        while let row = try rows.next() {
            do {
                listings.append(
                    try listing(row, app: app, storefront: storefront, in: db, texts: &texts))
            } catch {
                skip("An observation")
            }
        }
        let places = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM history_chart_place AS h WHERE track_id = ? AND country = ? AND (last_seen_at >= ?
                        OR observed_at = (SELECT max(observed_at) FROM history_chart_place
                            WHERE track_id = h.track_id AND country = h.country AND chart = h.chart
                                AND genre_id = h.genre_id AND observed_at < ?))
                    ORDER BY observed_at, chart, genre_id
                    """), arguments: subject + [start, start]
        ).compactMap { kept(place($0, app: app, storefront: storefront), "A chart place") }
        let histograms = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM history_histogram AS h WHERE track_id = ? AND country = ? AND (last_seen_at >= ?
                        OR observed_at = (SELECT max(observed_at) FROM history_histogram
                            WHERE track_id = h.track_id AND country = h.country AND observed_at < ?))
                    ORDER BY observed_at
                    """), arguments: subject + [start, start]
        ).compactMap { kept(histogram($0, app: app, storefront: storefront), "A ratings histogram") }
        let reviews = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT * FROM history_review WHERE track_id = ? AND country = ?"),
            arguments: subject
        ).compactMap { kept(review($0), "A review seen") }
        let account = try Row.fetchAll(
            db.cachedStatement(
                sql:
                    "SELECT version, released_at, notes FROM history_store_version WHERE track_id = ? AND country = ?"
            ),
            arguments: subject
        ).compactMap { row in versionRecord(row) { try? body($0, in: db) } }
            .sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
        return AppHistory(
            app: app, storefront: storefront, listings: listings, chartPlaces: places,
            histograms: histograms,
            reviews: reviews, storesAccount: account, skipped: skipped)
    }

    /// When each app with an observed listing (or only `app`) was last seen in each store: one
    /// grouping of the listings' rows, no texts read. A row a hand edit damaged is left out.
    func lastSightings(of app: AppID? = nil) throws -> [AppSighting] {
        try database.reading(ifDamaged: []) { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT track_id, country, max(last_seen_at) AS last_seen_at FROM history_listing
                    \(app == nil ? "" : "WHERE track_id = ?") GROUP BY track_id, country
                    """, arguments: StatementArguments(app.map { [$0.rawValue] } ?? []))
            var storefronts: [String: Storefront] = [:]
            var sightings: [AppSighting] = []
            while let row = try rows.next() {
                if let sighting = Self.sighting(row, storefronts: &storefronts) { sightings.append(sighting) }
            }
            return sightings
        }
    }

    /// The sighting a row of `track_id`, `country` and `last_seen_at` says, or `nil` for a value
    /// a hand edit damaged; `storefronts` keeps each store read once.
    private static func sighting(_ row: Row, storefronts: inout [String: Storefront]) -> AppSighting? {
        guard let id = (try? row.integer("track_id")).flatMap(AppID.init(rawValue:)),
            let country = try? row.text("country"),
            let storefront = storefronts[country] ?? (try? Storefront(country: country)),
            let seen = (try? row.integer("last_seen_at")).flatMap(HistoryTime.date)
        else { return nil }
        storefronts[country] = storefront
        return AppSighting(app: id, storefront: storefront, lastSeenAt: seen)
    }

    /// Every app with an observed listing, most recently seen first. The rows are read one at a
    /// time and each set of texts' name once (one app's texts are shared by the storefronts
    /// where they are the same): memory holds the answer, not the rows.
    func observedApps() throws -> [ObservedApp] {
        try database.reading(ifDamaged: []) { db in
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT l.track_id, l.country, l.last_seen_at, l.texts FROM history_listing AS l
                    JOIN (SELECT track_id, country, max(observed_at) AS newest FROM history_listing
                          GROUP BY track_id, country) AS m
                    ON l.track_id = m.track_id AND l.country = m.country AND l.observed_at = m.newest
                    ORDER BY l.last_seen_at DESC
                    """)
            var names: [Int64: String?] = [:]
            var storefronts: [String: Storefront] = [:]
            var apps: [ObservedApp] = []
            while let row = try rows.next() {
                guard let sighting = Self.sighting(row, storefronts: &storefronts) else { continue }
                let name = (try? row.integer("texts")).flatMap { textsID in
                    if let known = names[textsID] { return known }
                    let read = try? Self.name(textsID, in: db)
                    names[textsID] = read
                    return read
                }
                apps.append(
                    ObservedApp(
                        app: sighting.app, storefront: sighting.storefront,
                        name: name ?? sighting.app.description, lastSeenAt: sighting.lastSeenAt))
            }
            return apps
        }
    }

    private static func name(_ textsID: Int64, in db: Database) throws -> String? {
        guard textsID > 0,
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT name FROM history_texts WHERE id = ?"), arguments: [textsID])
        else { return nil }
        return try body(try row.integer("name"), in: db)
    }

    /// A review seen, or `nil` when its row is damaged.
    static func review(_ row: Row) -> ReviewSighting? {
        guard let id = try? row.text("review_id"), let stars = try? row.integer("stars"),
            (1...5).contains(stars),
            let seen = (try? row.integer("first_seen_at")).flatMap(HistoryTime.date)
        else { return nil }
        return ReviewSighting(
            id: id, stars: Int(stars), firstSeenAt: seen, title: try? row.text("title"),
            excerpt: try? row.text("excerpt"), author: try? row.text("author"),
            version: try? row.text("version"),
            writtenAt: (try? row.integer("written_at")).flatMap(HistoryTime.date))
    }

    /// A version of the store page's account, its notes read by `notes` (given their text's id);
    /// `nil` when its row is damaged.
    static func versionRecord(_ row: Row, notes: (Int64) -> String?) -> VersionRecord? {
        guard let version = try? row.text("version"), let notesID = try? row.integer("notes"),
            let released = Result(catching: { try row.optionalInteger("released_at") }).succeeded
        else { return nil }
        let text = notesID == 0 ? nil : notes(notesID)
        return VersionRecord(version: version, date: released.flatMap(HistoryTime.date), notes: text ?? "")
    }

    private static func body(_ id: Int64, in db: Database) throws -> String? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT body FROM history_text WHERE id = ?"), arguments: [id])
        else { return nil }
        return try row.text("body")
    }

    static func listing(
        _ row: Row, app: AppID, storefront: Storefront, in db: Database, texts: inout HistoryTexts.Memo
    ) throws -> ListingObservation {
        let (first, last, listed) = (
            try row.integer("observed_at"), try row.integer("last_seen_at"), try row.integer("listed")
        )
        let average = try row.optionalReal("rating_average")
        let count = try row.optionalInteger("rating_count")
        let price = try row.optionalReal("price")
        let size = try row.optionalInteger("size_bytes")
        guard last >= first, let firstDate = HistoryTime.date(first), let lastDate = HistoryTime.date(last),
            (0...1).contains(listed), average.map(FigureRanges.ratingAverages.contains) ?? true,
            count.map({ FigureRanges.ratingCounts.contains(Int64($0)) }) ?? true,
            price.map(FigureRanges.prices.contains) ?? true,
            size.map(FigureRanges.sizes.contains) ?? true
        else { throw DamagedRow() }
        let figures = ObservedFigures(
            ratingAverage: average, ratingCount: count.map { Int($0) },
            price: price.map { Decimal(string: String($0)) ?? Decimal($0) }, sizeBytes: size)
        var observedTexts: ObservedTexts?
        if listed == 1 {
            // Many observations share one set of texts: it is read, and held in memory, once.
            let id = try row.integer("texts")
            if let known = texts.sets[id] {
                observedTexts = known
            } else {
                guard let read = try HistoryTexts.texts(id, in: db, cache: &texts.bodies) else {
                    throw DamagedRow()
                }
                texts.sets[id] = read
                observedTexts = read
            }
        }
        return ListingObservation(
            app: app, storefront: storefront, observedAt: firstDate, lastSeenAt: lastDate,
            status: listed == 1 ? .listed : .goneFromStore,
            figures: listed == 1 ? figures : ObservedFigures(),
            texts: observedTexts)
    }

    static func place(_ row: Row, app: AppID, storefront: Storefront) -> ChartPlaceObservation? {
        guard let first = try? row.integer("observed_at"), let last = try? row.integer("last_seen_at"),
            last >= first, let firstDate = HistoryTime.date(first), let lastDate = HistoryTime.date(last),
            let chart = (try? row.text("chart")).flatMap(ChartKind.init(rawValue:)),
            let genre = try? row.integer("genre_id"),
            let place = Result(catching: { try row.optionalInteger("place") }).succeeded
        else { return nil }
        if let place, !FigureRanges.chartPlaces.contains(place) { return nil }
        return ChartPlaceObservation(
            app: app,
            chart: ChartName(storefront: storefront, kind: chart, genreID: genre == 0 ? nil : Int(genre)),
            observedAt: firstDate, lastSeenAt: lastDate, place: place.map { Int($0) })
    }

    static func histogram(_ row: Row, app: AppID, storefront: Storefront) -> HistogramObservation? {
        let columns = ["one_star", "two_stars", "three_stars", "four_stars", "five_stars"]
        let counts = columns.compactMap { try? row.integer($0) }.map { Int($0) }
        guard let first = try? row.integer("observed_at"), let last = try? row.integer("last_seen_at"),
            last >= first, let firstDate = HistoryTime.date(first), let lastDate = HistoryTime.date(last),
            counts.count == 5, counts.allSatisfy({ FigureRanges.ratingCounts.contains(Int64($0)) })
        else { return nil }
        return HistogramObservation(
            app: app, storefront: storefront, observedAt: firstDate, lastSeenAt: lastDate,
            countsFromOneStar: counts)
    }
}

extension AppHistory {
    static func empty(_ app: AppID, _ storefront: Storefront) -> AppHistory {
        AppHistory(
            app: app, storefront: storefront, listings: [], chartPlaces: [], histograms: [], reviews: [],
            storesAccount: [], skipped: [])
    }
}
