import DiffableSections

/// One review card: stars, title, author, relative date, version and what the reviewer wrote.
public struct ReviewItem: Hashable, Sendable {
    /// The store's id of the review; the card's identity.
    public let id: String
    /// The stars given, 1 to 5.
    public let stars: Int
    /// The title; may be empty.
    public let title: String
    /// The reviewer's nickname; may be empty.
    public let author: String
    /// When, relative to the moment the card was made ("3d ago"), or `nil` when the feed gave
    /// no date.
    public let date: String?
    /// When, as a moment that can be put into words again later (``RelativeDate/text(at:)``),
    /// or `nil` when the feed gave no date.
    public let posted: RelativeDate?
    /// "Version 2.1", or `nil` when the feed named no version.
    public let version: String?
    /// What the reviewer wrote.
    public let body: String
}

extension ReviewItem: Diffable {
    /// The store's id of the review: a card that moves to the next page is the same card.
    public var diffIdentifier: String { id }
}

/// The head of Ratings & Reviews: the listing's average and how many rated, such as "4.5 out of
/// 5" over "1.2K Ratings".
public struct RatingsSummaryItem: Hashable, Sendable {
    /// The average, rounded to one decimal, as text ("4.5"), or the "No Ratings" label.
    public let average: String
    /// "out of 5", or empty when nobody has rated.
    public let outOf: String
    /// "1.2K Ratings", or empty when nobody has rated.
    public let count: String
    /// The average as the text shows it, as a number (0 when nobody has rated), for drawing
    /// stars that agree with the text.
    public let stars: Double
}
