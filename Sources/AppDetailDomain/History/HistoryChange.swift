import Foundation

/// One thing that changed in an app's store page between two observations, at the moment the
/// later one was made.
public struct HistoryChange: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store.
    public let storefront: Storefront
    /// The app's name as last observed, to head the change with.
    public let appName: String
    /// The moment the change was observed (the later observation's first moment).
    public let observedAt: Date
    /// The moment of the observation before, against which it changed.
    public let since: Date?
    /// What changed.
    public let kind: HistoryChangeKind
    /// The currency of the app's prices when the change was observed (`KRW`), to word a price.
    public let currency: String?

    /// A change.
    public init(
        app: AppID, storefront: Storefront, appName: String, observedAt: Date, since: Date?,
        kind: HistoryChangeKind, currency: String? = nil
    ) {
        self.app = app
        self.storefront = storefront
        self.appName = appName
        self.observedAt = observedAt
        self.since = since
        self.kind = kind
        self.currency = currency
    }
}

/// What changed, with the values before and after.
public enum HistoryChangeKind: Hashable, Sendable {
    /// A figure moved (a rating average, a count, the price, the size).
    case figure(HistoryFigure, before: Double?, after: Double?)
    /// A new version.
    case version(before: String, after: String)
    /// A text changed (name, developer, description, release notes, genre, age rating).
    case text(HistoryText, before: String?, after: String?)
    /// Screenshots added, removed or put in another order.
    case screenshots(added: Int, removed: Int, reordered: Bool)
    /// The icon is another image (or the same one filed anew: see ``ObservedTexts``).
    case icon
    /// Languages added or removed.
    case languages(added: [String], removed: [String])
    /// A place in a chart: entered (`before` nil), left (`after` nil) or moved.
    case chartPlace(ChartName, before: Int?, after: Int?)
    /// The store answered without the app.
    case goneFromStore
    /// The app is in the store again.
    case backInStore
    /// Reviews the feed had not shown before, with what they say.
    case newReviews(NewReviews)
}

/// A text of the listing a history follows.
public enum HistoryText: String, Hashable, Sendable, CaseIterable, Codable {
    /// The app's name.
    case name
    /// The developer's name.
    case developer
    /// The description.
    case description
    /// What's new.
    case releaseNotes
    /// The primary genre.
    case genre
    /// The age rating.
    case ageRating
    /// The price's currency.
    case currency
}
