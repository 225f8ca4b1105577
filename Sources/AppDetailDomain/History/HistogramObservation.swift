import Foundation

/// The ratings histogram of the App Store page, from the first moment it was seen to the last.
public struct HistogramObservation: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store.
    public let storefront: Storefront
    /// The first moment seen.
    public let observedAt: Date
    /// The last moment seen.
    public let lastSeenAt: Date
    /// The counts of one to five stars, in that order.
    public let countsFromOneStar: [Int]

    /// A histogram as a history holds it.
    public init(
        app: AppID, storefront: Storefront, observedAt: Date, lastSeenAt: Date, countsFromOneStar: [Int]
    ) {
        self.app = app
        self.storefront = Storefront.countryOnly(storefront)
        self.observedAt = observedAt
        self.lastSeenAt = max(lastSeenAt, observedAt)
        self.countsFromOneStar = countsFromOneStar
    }
}
