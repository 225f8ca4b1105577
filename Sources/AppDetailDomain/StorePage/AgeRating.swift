/// The age rating with the reasons the store gives for it.
public struct AgeRating: Hashable, Sendable {
    /// The rating as shown ("12+").
    public let name: String
    /// The reasons ("Infrequent/Mild Profanity or Crude Humor"), in the store's order.
    public let advisories: [String]

    /// A rating.
    public init(name: String, advisories: [String]) {
        self.name = name
        self.advisories = advisories
    }
}
