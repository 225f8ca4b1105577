/// An app across the storefronts asked: the rating weighted by each storefront's count, the
/// total count and where the app is missing.
///
/// Computed from the stores' own figures only: a storefront's all-versions average counts as
/// many times as the ratings it is made of, so the whole agrees with the stores' figures to
/// within their rounding (each average is given to a few decimals).
public struct WorldWhole: Hashable, Sendable {
    /// The average over every rating in the storefronts that have ratings, or `nil` when none has.
    public let weightedRating: Double?
    /// Every rating counted, over all storefronts.
    public let ratingCount: Int
    /// How many storefronts have ratings: the ones ``weightedRating`` covers.
    public let ratedStorefronts: Int
    /// The codes of the storefronts that sell the app, in the order asked.
    public let available: [String]
    /// The codes of the storefronts that answered that they do not sell it.
    public let notAvailable: [String]
    /// The codes of the storefronts that could not be asked or whose answer failed.
    public let unanswered: [String]

    /// The whole of `rows`.
    public init(rows: [WorldRow]) {
        var weighted = 0.0
        var count = 0
        var rated = 0
        for row in rows {
            guard let rating = row.answer.listing?.ratings.allVersions, rating.count > 0 else { continue }
            weighted += rating.average * Double(rating.count)
            count += rating.count
            rated += 1
        }
        weightedRating = count > 0 ? weighted / Double(count) : nil
        ratingCount = count
        ratedStorefronts = rated
        available = rows.filter { $0.answer.listing != nil }.map(\.id)
        notAvailable = rows.filter { $0.answer == .notAvailable }.map(\.id)
        unanswered = rows.filter { $0.answer.failure != nil }.map(\.id)
    }

    /// Whether every storefront answered and none sells the app: the app exists nowhere asked.
    public var isNowhere: Bool { available.isEmpty && unanswered.isEmpty && !notAvailable.isEmpty }
}
