import Foundation

/// A customer review as a history keeps it: when it was first seen, its stars, and enough of it
/// to say what it said — its title, the start of its text, its author, the version it was
/// written for and when (each `nil` when the feed did not give it, or for a review kept before
/// the history kept them).
public struct ReviewSighting: Hashable, Sendable {
    /// The review's id in the feed.
    public let id: String
    /// Its stars, 1 to 5.
    public let stars: Int
    /// The first moment a feed showed it.
    public let firstSeenAt: Date
    /// Its title.
    public let title: String?
    /// The start of its text (at most ``excerptLength`` characters).
    public let excerpt: String?
    /// Its author's name.
    public let author: String?
    /// The app's version it was written for.
    public let version: String?
    /// When it was written.
    public let writtenAt: Date?

    /// How many characters of a review's text a history keeps.
    public static let excerptLength = 500

    /// A sighting as a history holds it.
    public init(
        id: String, stars: Int, firstSeenAt: Date, title: String? = nil, excerpt: String? = nil,
        author: String? = nil, version: String? = nil, writtenAt: Date? = nil
    ) {
        self.id = id
        self.stars = stars
        self.firstSeenAt = firstSeenAt
        self.title = title
        self.excerpt = excerpt.map { String($0.prefix(Self.excerptLength)) }
        self.author = author
        self.version = version
        self.writtenAt = writtenAt
    }
}

/// Reviews a feed showed for the first time at one moment, and how many new reviews the app
/// usually gets in a day, to tell a surge from an ordinary day.
public struct NewReviews: Hashable, Sendable {
    /// The reviews, newest first seen first (all first seen at one moment).
    public let reviews: [ReviewSighting]
    /// New reviews a day on average from the first read of the feed to this moment, or `nil`
    /// when less than a day of the feed has been read.
    public let usualPerDay: Double?

    /// New reviews.
    public init(reviews: [ReviewSighting], usualPerDay: Double?) {
        self.reviews = reviews
        self.usualPerDay = usualPerDay
    }

    /// How many.
    public var count: Int { reviews.count }

    /// Their stars.
    public var stars: [Int] { reviews.map(\.stars) }

    /// The review a message leads with: the fewest stars, then the newest written.
    public var worst: ReviewSighting? {
        reviews.min {
            ($0.stars, -($0.writtenAt ?? .distantPast).timeIntervalSince1970)
                < ($1.stars, -($1.writtenAt ?? .distantPast).timeIntervalSince1970)
        }
    }
}
