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

extension Listing {
    /// The primary category's name in the answer's own language: the localized entry of
    /// ``genres`` with the primary genre's id (a Korean answer's `금융`, not `Finance`), else the
    /// first localized genre, else the English ``primaryGenre`` name.
    public var categoryName: String {
        genres.first { $0.id == primaryGenre.id }?.name ?? genres.first?.name ?? primaryGenre.name
    }
}

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

/// Store features an app declares.
public struct AppFeatures: OptionSet, Hashable, Sendable, Codable {
    /// The bits.
    public let rawValue: Int

    /// Features from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The app uses Game Center.
    public static let gameCenter = AppFeatures(rawValue: 1 << 0)
    /// One purchase runs on both iPhone and iPad.
    public static let universal = AppFeatures(rawValue: 1 << 1)
}

/// How an image is laid out.
public enum Orientation: String, Hashable, Sendable, Codable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
    /// As wide as tall.
    case square
}
