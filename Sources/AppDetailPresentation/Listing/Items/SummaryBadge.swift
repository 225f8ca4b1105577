/// One badge of the summary row: a small header, a large value and a small footer.
public struct SummaryBadge: Hashable, Sendable {
    /// Which badge; also its identity.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Average rating and how many gave it.
        case ratings
        /// Age rating.
        case age
        /// The app's place in its genre's chart ("No. 3 in Finance"), when it has one.
        case chart
        /// Primary category.
        case category
        /// Developer.
        case developer
        /// Languages.
        case language
        /// Download size.
        case size
    }

    /// Which badge.
    public let kind: Kind
    /// The small text above, such as "Ratings".
    public let header: String
    /// The large text, such as "4.7".
    public let value: String
    /// The small text below, such as "12K Ratings".
    public let footer: String
    /// For the ratings badge, the stars to draw under the value: the value as a number (so
    /// stars and text agree); `nil` for the other badges and for an app without ratings.
    public let stars: Double?

    init(kind: Kind, header: String, value: String, footer: String, stars: Double? = nil) {
        self.kind = kind
        self.header = header
        self.value = value
        self.footer = footer
        self.stars = stars
    }
}
