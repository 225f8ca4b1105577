import AppDetailDomain
import Foundation
import GRDB

/// Records what the store said into the history tables, inside the caller's transaction: the
/// repositories reach it through the ``HistoryRecording`` they are given, where they keep an
/// answer, so the answer and its observation are kept together or not at all.
enum HistoryRecorder {
    /// Records a listing seen at its observation's moment (nothing for a moment outside the
    /// history's years: see ``HistoryTime``).
    @discardableResult
    static func record(_ observation: ListingObservation, in db: Database, recent: RecentTexts? = nil) throws
        -> StateRows.Outcome
    {
        guard let moment = HistoryTime.milliseconds(observation.observedAt) else { return .unchanged }
        return try record(observation, at: moment, in: db, recent: recent, marking: true)
    }

    /// Records a listing at `moment`, a number in the table's unit: the migration that made the
    /// history kept whole seconds (see `HistoryBackfill`), every later one milliseconds. A new
    /// state marks the app's watch-list row when `marking` (not in that migration, which ran
    /// before the watch list could hold a mark).
    @discardableResult
    static func record(
        _ observation: ListingObservation, at moment: Int64, in db: Database, recent: RecentTexts?,
        marking: Bool
    ) throws -> StateRows.Outcome {
        let texts =
            try observation.texts.map { try textsID($0, of: observation, in: db, recent: recent) } ?? 0
        let figures = observation.figures
        let state: [DatabaseValue] = [
            (observation.status == .listed ? 1 : 0).databaseValue,
            figures.ratingAverage.databaseValue, figures.ratingCount.databaseValue,
            figures.price.map { NSDecimalNumber(decimal: $0).doubleValue }.databaseValue,
            figures.sizeBytes.databaseValue, texts.databaseValue,
        ]
        var rows = listingRows(observation.app, observation.storefront)
        if !marking { rows.unreported = nil }
        return try rows.record(state, at: moment, in: db)
    }

    /// The row of `texts`: the one remembered for the app when it still exists, else looked up
    /// (or made) text by text.
    private static func textsID(
        _ texts: ObservedTexts, of observation: ListingObservation, in db: Database, recent: RecentTexts?
    ) throws -> Int64 {
        let key = observation.app
        if let remembered = recent?.id(for: key, ifStill: texts),
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM history_texts WHERE id = ?"), arguments: [remembered])
                != nil
        {
            return remembered
        }
        let id = try HistoryTexts.id(of: texts, in: db)
        recent?.remember(id, texts: texts, for: key)
        return id
    }

    /// Records that the store answered a lookup of `app` without it — only for an app whose
    /// last observation had it listed (an id never seen is unknown, not gone).
    static func recordGone(_ app: AppID, from storefront: Storefront, at moment: Date, in db: Database) throws
    {
        let rows = listingRows(app, storefront)
        guard let latest = try rows.latest(in: db), latest.state.first == 1.databaseValue else { return }
        try record(.gone(app, from: storefront, at: moment), in: db)
    }

    /// Records a chart's places seen at `moment`: each app's place, and for each app the chart
    /// last showed at a place this answer covers but no longer holds, that it left.
    static func record(_ ranking: ChartRanking, of chart: ChartName, at moment: Date, in db: Database) throws
    {
        guard let time = HistoryTime.milliseconds(moment) else { return }
        var placed = Set<AppID>()
        for (index, app) in ranking.places.enumerated() {
            guard let app, placed.insert(app).inserted else { continue }
            try chartRows(app, chart).record([(index + 1).databaseValue], at: time, in: db)
        }
        let last = try Row.fetchAll(
            db,
            sql: """
                SELECT track_id, place FROM history_chart_place AS latest
                WHERE country = ? AND chart = ? AND genre_id = ? AND place IS NOT NULL AND observed_at = (
                    SELECT max(observed_at) FROM history_chart_place
                    WHERE track_id = latest.track_id AND country = latest.country AND chart = latest.chart
                        AND genre_id = latest.genre_id AND observed_at <= ?)
                """,
            arguments: [chart.storefront.country, chart.kind.rawValue, chart.genreID ?? 0, time])
        for row in last {
            guard let id = AppID(rawValue: row["track_id"]), !placed.contains(id),
                let place: Int = row["place"], place <= ranking.places.count
            else { continue }
            try chartRows(id, chart).record([.null], at: time, in: db)
        }
    }

    /// Records the App Store page's histogram and its account of the app's versions.
    static func record(
        _ details: StorePageDetails, of app: AppID, in storefront: Storefront, at moment: Date,
        in db: Database
    ) throws {
        let country = storefront.country
        guard let time = HistoryTime.milliseconds(moment) else { return }
        if let histogram = details.histogram, histogram.counts.count == 5,
            histogram.counts.allSatisfy({ FigureRanges.ratingCounts.contains(Int64($0)) })
        {
            let rows = StateRows(
                table: HistoryStateTables.Histogram.table, subject: subject(app, country),
                columns: HistoryStateTables.Histogram.state.map(\.name))
            try rows.record(histogram.counts.map(\.databaseValue), at: time, in: db)
        }
        let versions =
            details.versionHistory.first { $0.platform == "ios" }?.versions
            ?? details.versionHistory.first?.versions ?? []
        for version in versions {
            let notes = try HistoryTexts.id(of: version.notes.isEmpty ? nil : version.notes, in: db)
            try StoreVersionRow(
                trackID: app.rawValue, country: country, version: StoredText.clean(version.version),
                releasedAt: version.date.flatMap(HistoryTime.milliseconds), notes: notes
            ).keep(in: db)
        }
    }

    /// Records each review a feed showed, from the first moment one did, with what it said.
    static func record(
        _ reviews: [Review], of app: AppID, in storefront: Storefront, at moment: Date, in db: Database
    ) throws {
        guard let time = HistoryTime.milliseconds(moment) else { return }
        let mark = UnreportedMark(trackID: app.rawValue, country: storefront.country)
        for review in reviews where (1...5).contains(review.rating) {
            let excerpt = String(StoredText.clean(review.body).prefix(ReviewSighting.excerptLength))
            let began = try ReviewSightingRow(
                trackID: app.rawValue, country: storefront.country, reviewID: StoredText.clean(review.id),
                stars: review.rating, firstSeenAt: time, title: StoredText.clean(review.title),
                excerpt: excerpt,
                author: StoredText.clean(review.author), version: review.appVersion.map(StoredText.clean),
                writtenAt: review.date.flatMap(HistoryTime.milliseconds)
            ).keep(in: db)
            if began { try mark.note(start: time, in: db) }
        }
    }

    static func listingRows(_ app: AppID, _ storefront: Storefront) -> StateRows {
        StateRows(
            table: HistoryStateTables.Listing.table, subject: subject(app, storefront.country),
            columns: HistoryStateTables.Listing.state.map(\.name),
            same: { old, new in
                guard let old = ListingRowState(old), let new = ListingRowState(new) else { return false }
                return ListingObservation.sameState(
                    old.status, old.figures, old.texts, as: new.status, new.figures, new.texts)
            },
            unreported: UnreportedMark(trackID: app.rawValue, country: storefront.country))
    }

    static func chartRows(_ app: AppID, _ chart: ChartName) -> StateRows {
        let table = HistoryStateTables.ChartPlace.self
        return StateRows(
            table: table.table,
            subject: subject(app, chart.storefront.country) + [
                (table.chart.name, chart.kind.rawValue), (table.genreID.name, chart.genreID ?? 0),
            ],
            columns: [table.place.name],
            unreported: UnreportedMark(trackID: app.rawValue, country: chart.storefront.country))
    }

    /// The columns and values of `app` in `country`, the subject of every table of states.
    private static func subject(_ app: AppID, _ country: String) -> [(
        column: String, value: any DatabaseValueConvertible & Sendable
    )] {
        [
            (HistoryStateTables.Columns.trackID.name, app.rawValue),
            (HistoryStateTables.Columns.country.name, country),
        ]
    }

    /// Whole seconds since 1970, rounded down, as a listing's texts keep its version's release
    /// date; `nil` for no moment a history holds.
    static func seconds(_ date: Date) -> Int64? {
        HistoryTime.milliseconds(date).map { $0 >= 0 ? $0 / 1_000 : ($0 - 999) / 1_000 }
    }
}
