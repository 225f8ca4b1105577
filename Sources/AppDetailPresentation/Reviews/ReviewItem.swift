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
