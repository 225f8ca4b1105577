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
