import DiffableSections

/// The one section of the search screen.
public enum SearchSection: String, Hashable, Sendable, Diffable {
    /// The results, best match first.
    case results

    /// A section is its own identity.
    public var diffIdentifier: SearchSection { self }
}
