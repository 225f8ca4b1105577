/// Why a refresh left a store's remaining apps unasked.
public enum RefreshStop: Hashable, Sendable {
    /// The time given to the whole refresh ran out.
    case timeRanOut
    /// This store used up its share of the time (the stores share what is left by how many
    /// requests each needs); the stores after it were still asked.
    case storeTooSlow
    /// The store is limiting requests: asking again at once only prolongs it, so no store was
    /// asked after that answer.
    case throttled
}
