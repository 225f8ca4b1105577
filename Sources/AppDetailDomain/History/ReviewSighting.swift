import Foundation

/// A customer review as a history keeps it: when it was first seen, and its stars.
public struct ReviewSighting: Hashable, Sendable {
    /// The review's id in the feed.
    public let id: String
    /// Its stars, 1 to 5.
    public let stars: Int
    /// The first moment a feed showed it.
    public let firstSeenAt: Date

    /// A sighting as a history holds it.
    public init(id: String, stars: Int, firstSeenAt: Date) {
        self.id = id
        self.stars = stars
        self.firstSeenAt = firstSeenAt
    }
}
