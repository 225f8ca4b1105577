/// How much to trust the cache.
public enum CachePolicy: String, Hashable, Sendable, CaseIterable {
    /// Use a cached detail younger than the maximum age without asking the store; otherwise ask
    /// the store, and if that fails for a passing reason, fall back to the older cached detail.
    case standard
    /// Ask the store first; if that fails for a passing reason, fall back to the cached detail.
    case refresh
    /// Use the cache only, whatever its age; never touch the network.
    case offline
}
