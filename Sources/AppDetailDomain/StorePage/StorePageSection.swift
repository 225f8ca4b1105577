/// A part of the App Store page that only the page's own data supplies: what a client may show
/// beside the listing, or say it cannot.
public enum StorePageSection: String, CaseIterable, Hashable, Sendable {
    /// The ratings histogram: how many ratings each number of stars got.
    case ratingHistogram
    /// The version history, the current version first.
    case versionHistory
    /// App Privacy.
    case privacy
    /// The in-app purchases.
    case inAppPurchases
    /// You Might Also Like.
    case similarApps
    /// The developer's other apps, as the page lists them.
    case moreByDeveloper
    /// The events the page announces.
    case events
    /// The age rating and its reasons.
    case ageRating
    /// The app's own place in a chart.
    case chartPosition
    /// Today's page's Information shelf.
    case information
}

/// Whether the page supplied a section: with something in it, empty, or not at all and why.
public enum StorePageSectionState: Hashable, Sendable {
    /// The page had it, with something in it.
    case present
    /// The page had it, and it is empty: the app has no events, discloses no data, sells nothing.
    case empty
    /// The page could not supply it, and why: unknown, which is not the same as empty.
    case unavailable(StorePageGap)

    /// Whether the page had the section (with something in it or empty).
    public var isKnown: Bool {
        if case .unavailable = self { return false }
        return true
    }
}

/// Why a store page's section is unknown.
public enum StorePageGap: Hashable, Sendable {
    /// The store has no page for the app in this storefront.
    case noPage
    /// The form of the page that was read never carries this section (the catalog document has
    /// no Information shelf).
    case notInThisForm
    /// The page could have carried it and did not: the shelf was absent or empty of data.
    case notOnPage
    /// The shelf was there but could not be read; `detail` says what was wrong with it.
    case damaged(detail: String)
}
