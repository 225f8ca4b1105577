import AppDetailDomain
import Foundation
import GRDB

/// Many apps' histories read at once: a watch list of a thousand apps reads each table once, for
/// all of them, instead of a thousand times; each history is the one
/// ``HistoryStore/history(of:in:since:in:)`` reads alone, damaged rows skipped and named alike.
extension HistoryStore {
    /// An app in a store, as the history tables key their rows.
    private struct Subject: Hashable {
        let app: Int64
        let country: String
    }

    /// The histories of `apps` from `since` on, in the order asked, inside a transaction the
    /// caller holds.
    static func histories(of apps: [(AppID, Storefront)], since: Date?, in db: Database) throws
        -> [AppHistory]
    {
        guard !apps.isEmpty else { return [] }
        let start = since.map(HistoryTime.bound) ?? .min
        let subjects = Set(apps.map { Subject(app: $0.0.rawValue, country: $0.1.country) })
        let wanted = subjectList(subjects)
        let listings = try grouped(
            """
            SELECT h.* FROM \(Self.wanted) JOIN history_listing AS h
                ON h.track_id = w.track_id AND h.country = w.country
            WHERE h.last_seen_at >= ? OR h.observed_at = (SELECT max(observed_at) FROM history_listing
                WHERE track_id = h.track_id AND country = h.country AND observed_at < ?)
            ORDER BY h.track_id, h.country, h.observed_at
            """, [wanted, start, start], in: db)
        let places = try grouped(
            """
            SELECT h.* FROM \(Self.wanted) JOIN history_chart_place AS h
                ON h.track_id = w.track_id AND h.country = w.country
            WHERE h.last_seen_at >= ? OR h.observed_at = (SELECT max(observed_at) FROM history_chart_place
                WHERE track_id = h.track_id AND country = h.country AND chart = h.chart
                    AND genre_id = h.genre_id AND observed_at < ?)
            ORDER BY h.track_id, h.country, h.observed_at, h.chart, h.genre_id
            """, [wanted, start, start], in: db)
        let histograms = try grouped(
            """
            SELECT h.* FROM \(Self.wanted) JOIN history_histogram AS h
                ON h.track_id = w.track_id AND h.country = w.country
            WHERE h.last_seen_at >= ? OR h.observed_at = (SELECT max(observed_at) FROM history_histogram
                WHERE track_id = h.track_id AND country = h.country AND observed_at < ?)
            ORDER BY h.track_id, h.country, h.observed_at
            """, [wanted, start, start], in: db)
        let reviews = try grouped(
            """
            SELECT h.* FROM \(Self.wanted) JOIN history_review AS h
                ON h.track_id = w.track_id AND h.country = w.country
            ORDER BY h.track_id, h.country, h.review_id
            """, [wanted], in: db)
        let versions = try grouped(
            """
            SELECT h.track_id, h.country, h.version, h.released_at, h.notes, n.body AS notes_body
            FROM \(Self.wanted) JOIN history_store_version AS h
                ON h.track_id = w.track_id AND h.country = w.country
            LEFT JOIN history_text AS n ON n.id = h.notes
            ORDER BY h.track_id, h.country, h.version
            """, [wanted], in: db)
        // Every set of texts the observations use, read once with its texts.
        let textIDs = Set(
            listings.values.joined().compactMap { row -> Int64? in
                (try? row.integer("listed")) == 1 ? try? row.integer("texts") : nil
            })
        var texts = HistoryTexts.Memo(sets: try HistoryTexts.texts(textIDs, in: db))
        return try apps.map { app, storefront in
            let subject = Subject(app: app.rawValue, country: storefront.country)
            var skipped: [String] = []
            /// `value`, or `nil` after saying that a row of `what` is damaged and skipped.
            func kept<Value>(_ value: Value?, _ what: String) -> Value? {
                if value == nil {
                    skipped.append("\(what) of app \(app) in \(storefront.country) is damaged and skipped.")
                }
                return value
            }
            var observations: [ListingObservation] = []
            for row in listings[subject] ?? [] {
                let read = try? listing(row, app: app, storefront: storefront, in: db, texts: &texts)
                if let read = kept(read, "An observation") { observations.append(read) }
            }
            return AppHistory(
                app: app, storefront: storefront, listings: observations,
                chartPlaces: (places[subject] ?? []).compactMap {
                    kept(place($0, app: app, storefront: storefront), "A chart place")
                },
                histograms: (histograms[subject] ?? []).compactMap {
                    kept(histogram($0, app: app, storefront: storefront), "A ratings histogram")
                },
                reviews: (reviews[subject] ?? []).compactMap { kept(review($0), "A review seen") },
                storesAccount: (versions[subject] ?? []).compactMap { row in
                    versionRecord(row) { _ in
                        guard case .string(let body) = (row["notes_body"] as DatabaseValue).storage else {
                            return nil
                        }
                        return body
                    }
                }.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) },
                skipped: skipped)
        }
    }

    /// The apps asked for as a table `w(track_id, country)`, from a JSON list of pairs.
    private static let wanted = """
        (SELECT json_extract(value, '$[0]') AS track_id, json_extract(value, '$[1]') AS country
            FROM json_each(?)) AS w
        """

    /// `subjects` as the JSON list ``wanted`` reads: `[[284882215,"us"],…]` (a store's code is two
    /// letters, checked where it was made, so it needs no escaping).
    private static func subjectList(_ subjects: Set<Subject>) -> String {
        "[" + subjects.map { "[\($0.app),\"\($0.country)\"]" }.joined(separator: ",") + "]"
    }

    /// The rows `sql` reads, by the app and store they belong to, each in the order read.
    private static func grouped(_ sql: String, _ arguments: StatementArguments, in db: Database) throws
        -> [Subject: [Row]]
    {
        var groups: [Subject: [Row]] = [:]
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() {
            guard let app = try? row.integer("track_id"), let country = try? row.text("country") else {
                continue
            }
            groups[Subject(app: app, country: country), default: []].append(row.copy())
        }
        return groups
    }
}
