/// A store category, such as Games (6014) or Health & Fitness (6013).
public struct Genre: Hashable, Sendable, Codable {
    /// The store's numeric genre id.
    public let id: Int
    /// The genre's name: English for the primary genre, localized in ``Listing/genres``.
    public let name: String

    /// A genre.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
