import Foundation

/// What the store said about an app's listing in one store, from the first moment it said it to
/// the last: a history keeps one observation per distinct state, so a flat month is one
/// observation whose ``lastSeenAt`` moves.
///
/// Two answers are the same state when ``ObservedFigures`` and ``ObservedTexts`` are equal under
/// their rules (see ``ObservedTexts`` for what is not a change).
public struct ListingObservation: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store it was observed in (country only: a history does not depend on the language).
    public let storefront: Storefront
    /// The first moment this state was seen.
    public let observedAt: Date
    /// The last moment this state was seen (equal to ``observedAt`` when seen once).
    public let lastSeenAt: Date
    /// Whether the app was in the store.
    public let status: ListingStatus
    /// The figures; all `nil` when the app was gone from the store.
    public let figures: ObservedFigures
    /// The texts and images; `nil` when the app was gone from the store.
    public let texts: ObservedTexts?

    /// An observation as a history holds it.
    public init(
        app: AppID, storefront: Storefront, observedAt: Date, lastSeenAt: Date, status: ListingStatus,
        figures: ObservedFigures, texts: ObservedTexts?
    ) {
        self.app = app
        self.storefront = Storefront.countryOnly(storefront)
        self.observedAt = observedAt
        self.lastSeenAt = max(lastSeenAt, observedAt)
        self.status = status
        self.figures = figures
        self.texts = texts
    }

    /// What `listing` says, observed at `moment` in `storefront`.
    public init(_ listing: Listing, in storefront: Storefront, at moment: Date) {
        self.init(
            app: listing.id, storefront: storefront, observedAt: moment, lastSeenAt: moment, status: .listed,
            figures: ObservedFigures(listing), texts: ObservedTexts(listing))
    }

    /// The app gone from `storefront` at `moment`: the store answered without it.
    public static func gone(_ app: AppID, from storefront: Storefront, at moment: Date) -> ListingObservation
    {
        ListingObservation(
            app: app, storefront: storefront, observedAt: moment, lastSeenAt: moment, status: .goneFromStore,
            figures: ObservedFigures(), texts: nil)
    }

    /// Whether `other` says the same as this one (its moments aside).
    public func saysTheSame(as other: ListingObservation) -> Bool {
        Self.sameState(status, figures, texts, as: other.status, other.figures, other.texts)
    }

    /// The one rule of a new state: the same status, the same figures (``ObservedFigures``'
    /// rule) and the same texts — or anything standing for them one to one, such as the row a
    /// history keeps them in.
    package static func sameState<Texts: Equatable>(
        _ status: ListingStatus, _ figures: ObservedFigures, _ texts: Texts,
        as otherStatus: ListingStatus, _ otherFigures: ObservedFigures, _ otherTexts: Texts
    ) -> Bool {
        status == otherStatus && figures.isSame(as: otherFigures) && texts == otherTexts
    }

    /// The app's name as observed, if it was in the store.
    public var name: String? { texts?.name }
}

/// Whether an app was in the store when it was observed.
public enum ListingStatus: String, Hashable, Sendable, Codable {
    /// The store answered with the app.
    case listed
    /// The store answered a lookup of the app without it: removed, or no longer sold there.
    case goneFromStore
}
