import AppDetailDomain
import Foundation

/// The `world --format json` document (schema version 1): the whole, then a record per
/// storefront in the order asked for with `--sort`; a storefront's `weekBefore` (added within
/// version 1) holds the rating and count the history had seven days before, where it has them.
struct WorldDocument: Encodable {
    struct WeekBefore: Encodable {
        let at: Date
        let rating: Double?
        let ratingCount: Int?

        init(_ move: WorldMove) {
            at = move.since
            rating = move.ratingAverageBefore
            ratingCount = move.ratingCountBefore
        }
    }

    struct Whole: Encodable {
        let rating: Double?
        let ratingCount: Int
        let ratedStorefronts: Int
        let available: [String]
        let notAvailable: [String]
        let unanswered: [String]
    }

    struct StorefrontRecord: Encodable {
        let storefront: String
        let region: String
        let status: String
        let name: String?
        let rating: RatingJSON?
        let price: PriceJSON?
        let version: String?
        let freshness: FreshnessJSON?
        let reason: String?
        let weekBefore: WeekBefore?

        init(_ row: WorldRow) {
            storefront = row.id
            region = row.region.rawValue
            let listing = row.answer.listing
            name = listing?.name
            rating = listing?.ratings.allVersions.map(RatingJSON.init)
            price = listing.map { PriceJSON($0.price) }
            version = listing?.version
            reason = row.answer.failure?.message
            weekBefore = row.move.map(WeekBefore.init)
            switch row.answer {
            case .available(let fetched):
                (status, freshness) = ("available", FreshnessJSON(fetched.freshness, sample: nil))
            case .notAvailable: (status, freshness) = ("notAvailable", nil)
            case .failed: (status, freshness) = ("failed", nil)
            case .notAsked: (status, freshness) = ("notAsked", nil)
            }
        }
    }

    let schemaVersion = 1
    /// The app as asked for: its id's digits or its bundle id.
    let app: String
    let whole: Whole
    let storefronts: [StorefrontRecord]

    /// The document of `world` with its rows in `order` (storefront codes).
    init(world: AppAroundTheWorld, order: [String]) {
        app = world.lookup.description
        let whole = world.whole
        self.whole = Whole(
            rating: whole.weightedRating, ratingCount: whole.ratingCount,
            ratedStorefronts: whole.ratedStorefronts,
            available: whole.available, notAvailable: whole.notAvailable, unanswered: whole.unanswered)
        let rows = Dictionary(uniqueKeysWithValues: world.rows.map { ($0.id, $0) })
        storefronts = order.compactMap { rows[$0] }.map(StorefrontRecord.init)
    }
}
