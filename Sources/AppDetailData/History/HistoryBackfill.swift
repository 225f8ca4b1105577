import AppDetailDomain
import Foundation
import GRDB

/// The listings cached before the cache kept history become each app's first observation, at
/// the moment each was fetched — in the migration's own transaction, right after its tables are
/// made. Sample answers (seeded, not fetched) and answers in another language than the store's
/// are not observations; an answer that no longer parses, or whose moment is none a history
/// holds (`fetched_at` of 1e300, or infinite), is left out of the history (it stays in the cache
/// as it was).
enum HistoryBackfill {
    /// The migration that makes the history tables.
    static let migration = "0011_add_history"

    static func run(_ db: Database) throws {
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT track_id, country, raw_response, fetched_at FROM app_cache
                WHERE language = '' AND is_sample = 0 ORDER BY fetched_at
                """)
        while let row = try rows.next() {
            guard let id = (try? row.integer("track_id")).flatMap(AppID.init(rawValue:)),
                let storefront = (try? row.text("country")).flatMap({ try? Storefront(country: $0) }),
                case .blob(let body) = (row["raw_response"] as DatabaseValue).storage,
                let fetchedAt = try? row.optionalReal("fetched_at"), fetchedAt.isFinite,
                let seconds = HistoryRecorder.seconds(Date(timeIntervalSince1970: fetchedAt)),
                let listing = try? ListingParser.listing(from: body, for: .id(id), in: storefront)
            else { continue }
            let observation = ListingObservation(
                listing, in: storefront, at: Date(timeIntervalSince1970: fetchedAt))
            // In whole seconds, as the history was kept then: the next migration makes them
            // milliseconds with the rest.
            try HistoryRecorder.record(observation, at: seconds, in: db, recent: nil, marking: false)
        }
    }
}
