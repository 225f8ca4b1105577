/// An app's ratings for all versions and for the current version; each is `nil` when the store did
/// not send it.
public struct Ratings: Hashable, Sendable, Codable {
    /// Ratings across every version of the app.
    public let allVersions: Rating?
    /// Ratings of the current version only.
    public let currentVersion: Rating?

    /// Groups both scopes.
    public init(allVersions: Rating?, currentVersion: Rating?) {
        self.allVersions = allVersions
        self.currentVersion = currentVersion
    }
}

/// The average of the stars people gave and how many gave them.
///
/// A listing with no ratings yet has ``count`` zero; a listing whose rating the store did not send
/// has no `Rating` at all (see ``Ratings``). Neither is a rating of zero stars.
public struct Rating: Hashable, Sendable, Codable {
    /// The average, from 0 to 5 stars.
    public let average: Double
    /// How many ratings the average is made of.
    public let count: Int

    /// A rating; the average is clamped to 0…5 and the count to zero or more.
    public init(average: Double, count: Int) {
        self.average = average.isFinite ? min(max(average, 0), 5) : 0
        self.count = max(count, 0)
    }

    /// Whether nobody has rated yet.
    public var isEmpty: Bool { count == 0 }
}
