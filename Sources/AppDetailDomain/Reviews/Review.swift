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

/// One page of an app's reviews (at most 50), and whether the feed has another.
public struct ReviewPage: Hashable, Sendable {
    /// The page's number.
    public let number: ReviewPageNumber
    /// The reviews in the feed's order; empty past the last page or for an app nobody reviewed.
    public let reviews: [Review]
    /// Whether a next page exists (never past ``ReviewPageNumber/deepest``).
    public let hasNextPage: Bool

    /// A page.
    public init(number: ReviewPageNumber, reviews: [Review], hasNextPage: Bool) {
        self.number = number
        self.reviews = reviews
        self.hasNextPage = hasNextPage && number.rawValue < ReviewPageNumber.deepest
    }
}
