import Foundation

/// How an app's ratings moved in one storefront over the last week: the figures the history held
/// a week before the answer, and the answer's own.
///
/// The week-before state is the one a history was in at that moment: its last observation of
/// the app listed that began at or before it (as ``FollowedAppStatus`` reads it). Without one —
/// the history starts later, or the app was not sold there then — a row has no move.
public struct WorldMove: Hashable, Sendable {
    /// The moment a week before the answer that the figures are compared with.
    public let since: Date
    /// The all-versions rating average then, if the app had ratings.
    public let ratingAverageBefore: Double?
    /// The number of ratings then, if the store gave one.
    public let ratingCountBefore: Int?
    /// The all-versions rating average in the answer, if any.
    public let ratingAverage: Double?
    /// The number of ratings in the answer, if any.
    public let ratingCount: Int?

    /// A move from `before`, the figures the history held at `since`, to `listing`.
    public init(since: Date, before: ObservedFigures, to listing: Listing) {
        self.since = since
        ratingAverageBefore = before.ratingAverage
        ratingCountBefore = before.ratingCount
        ratingAverage = listing.ratings.allVersions.map(\.average)
        ratingCount = listing.ratings.allVersions.map(\.count)
    }

    /// The move of `listing` in `history` over the week before `now`, or `nil` when the history
    /// holds no listed state that old.
    public init?(_ listing: Listing, history: AppHistory, now: Date) {
        let since = now.addingTimeInterval(-AppHistory.week)
        guard let then = history.listedState(at: since) else { return nil }
        self.init(since: since, before: then.figures, to: listing)
    }

    /// The change of the rating average (now − then), or `nil` when either has none.
    public var ratingAverageChange: Double? {
        guard let ratingAverage, let ratingAverageBefore else { return nil }
        return ratingAverage - ratingAverageBefore
    }

    /// The change of the number of ratings (now − then), or `nil` when either has none.
    public var ratingCountChange: Int? {
        guard let ratingCount, let ratingCountBefore else { return nil }
        return ratingCount - ratingCountBefore
    }
}
