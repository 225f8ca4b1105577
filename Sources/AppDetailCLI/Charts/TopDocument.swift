import AppDetailDomain
import Foundation

/// The `top --format json` document (schema version 3).
struct TopDocument: Encodable {
    struct EntryJSON: Encodable {
        let rank: Int
        let app: AppSummaryJSON
    }

    struct ChartJSON: Encodable {
        let kind: String
        let genre: GenreJSON?
        let limit: Int
    }

    struct GenreJSON: Encodable {
        let id: Int
        let name: String
    }

    let schemaVersion = 3
    let chart: ChartJSON
    let storefront: StorefrontJSON
    let freshness: FreshnessJSON
    let entries: [EntryJSON]
    /// The apps whose listing (and so rating) could not be had.
    let unrated: [Int64]
    let ratingsError: String?

    init(query: ChartQuery, chart rated: RatedChart) {
        chart = ChartJSON(
            kind: query.kind.rawValue, genre: query.genre.map { GenreJSON(id: $0.id, name: $0.name) },
            limit: query.limit.rawValue)
        storefront = StorefrontJSON(query.storefront)
        freshness = FreshnessJSON(rated.freshness, sample: nil)
        entries = rated.entries.map { EntryJSON(rank: $0.rank, app: AppSummaryJSON($0.app)) }
        unrated = rated.unrated.map(\.rawValue)
        ratingsError = rated.ratingsError?.message
    }
}
