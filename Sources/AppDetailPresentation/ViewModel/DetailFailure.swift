/// Why there is nothing to show.
public struct DetailFailure: Hashable, Sendable {
    /// What happened, for a person.
    public let message: String
    /// What to do about it, when there is something to do.
    public let hint: String?
    /// Whether a "Try Again" button makes sense.
    public let canRetry: Bool
}
