import Foundation

/// When an app's listing was last seen in a store: what a tracking run plans with. Unlike
/// ``ObservedApp`` it carries no name, which a large history would have to look up for every app.
public struct AppSighting: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store.
    public let storefront: Storefront
    /// The last moment its listing was seen.
    public let lastSeenAt: Date

    /// A sighting.
    public init(app: AppID, storefront: Storefront, lastSeenAt: Date) {
        self.app = app
        self.storefront = storefront
        self.lastSeenAt = lastSeenAt
    }
}
