/// What removing one app from the cache took away: its listings (one per store and language it
/// was cached in) and the answers kept for it beside them.
public struct RemovedAnswers: Hashable, Sendable {
    /// The app's listings.
    public let listings: Int
    /// Pages of its customer reviews.
    public let reviewPages: Int
    /// Its App Store pages' data.
    public let storePages: Int
    /// Its history's observations (listing states, chart places, histograms), and whether it was
    /// followed: removing an app forgets its past too.
    public var observations = 0

    /// A count of what was removed.
    public init(listings: Int, reviewPages: Int, storePages: Int) {
        self.listings = listings
        self.reviewPages = reviewPages
        self.storePages = storePages
    }

    /// Every answer removed.
    public var total: Int { listings + reviewPages + storePages }
}
