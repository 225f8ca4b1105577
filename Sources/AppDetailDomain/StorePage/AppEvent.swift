import Foundation

/// An in-app event the page announces: a challenge, a premiere, a live event. It is written as
/// its fields (`Encodable`), as a section of the store page's own can be.
public struct AppEvent: StorePageEntry, Encodable {
    /// The event's id.
    public let id: String
    /// Its title.
    public let title: String
    /// The badge the store shows, such as `happening` or `available` (the catalog's
    /// `badgeKind`), or the event's kind (`CHALLENGE`) when no badge is given.
    public let badge: String
    /// The short line under the title.
    public let subtitle: String
    /// When it starts, when given.
    public let start: Date?
    /// When it ends, when given.
    public let end: Date?
    /// Its page on the store.
    public let url: URL?

    /// An event.
    public init(
        id: String, title: String, badge: String, subtitle: String, start: Date?, end: Date?, url: URL?
    ) {
        self.id = id
        self.title = title
        self.badge = badge
        self.subtitle = subtitle
        self.start = start
        self.end = end
        self.url = url
    }
}
