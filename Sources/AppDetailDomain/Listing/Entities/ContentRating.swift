/// The age rating and the content advisories behind it.
public struct ContentRating: Hashable, Sendable, Codable {
    /// The store's age rating, such as `"4+"` or `"17+"`.
    public let ageRating: String
    /// Localized reasons for the rating, such as "Infrequent/Mild Cartoon or Fantasy Violence";
    /// often empty.
    public let advisories: [String]

    /// Pairs an age rating with its advisories.
    public init(ageRating: String, advisories: [String]) {
        self.ageRating = ageRating
        self.advisories = advisories
    }
}
