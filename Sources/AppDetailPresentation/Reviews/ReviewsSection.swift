import DiffableSections

/// The one section of a reviews screen.
public enum ReviewsSection: String, Hashable, Sendable, Diffable {
    /// The review cards, in the feed's order, page after page.
    case reviews

    /// A section is its own identity.
    public var diffIdentifier: ReviewsSection { self }
}

/// A reviews screen as a diffable snapshot: one section of review cards.
public typealias ReviewsSnapshot = DiffableSnapshot<ReviewsSection, ReviewItem>
