import Foundation

/// One customer review of an app, as the store's reviews feed gives it.
public struct Review: Hashable, Sendable, Codable {
    /// The store's id of the review, unique within the app's reviews.
    public let id: String
    /// The reviewer's nickname; empty when the feed gave none.
    public let author: String
    /// The stars given, 1 to 5.
    public let rating: Int
    /// The review's title; may be empty.
    public let title: String
    /// What the reviewer wrote; may be empty.
    public let body: String
    /// The app version reviewed, when the feed names it.
    public let appVersion: String?
    /// When the review was written or last edited; older answers of the feed carry no date.
    public let date: Date?

    /// A review; `rating` is clamped to 1…5 (the feed's parser refuses other values before this).
    public init(
        id: String, author: String, rating: Int, title: String, body: String, appVersion: String?, date: Date?
    ) {
        self.id = id
        self.author = author
        self.rating = min(max(rating, 1), 5)
        self.title = title
        self.body = body
        self.appVersion = appVersion
        self.date = date
    }
}
