import AppDetailDomain

/// An in-app event the page announces.
public struct EventItem: Hashable, Sendable {
    /// The event's id, its identity.
    public let id: String
    /// The badge in the page's language ("Happening Now", "Event").
    public let badge: String
    /// Its title.
    public let title: String
    /// The short line under it.
    public let subtitle: String
    /// When it runs, in the page's language ("ends in 3d"), or empty when the store gave no dates.
    public let when: String
    /// Its page on the store.
    public let url: String

    /// An event.
    public init(id: String, badge: String, title: String, subtitle: String, when: String, url: String) {
        self.id = id
        self.badge = badge
        self.title = title
        self.subtitle = subtitle
        self.when = when
        self.url = url
    }
}
