import Foundation

/// How old a cached value may be and what a cached value is as a ``Fetched`` one: the rules
/// ``PolicyLoader`` and the many-apps lookup share.
struct CacheAging: Sendable {
    let maxAge: Duration
    let now: @Sendable () -> Date

    /// Whether the entry is younger than the maximum age, compared in seconds as `Double` so that
    /// any date, however far off, gives an answer instead of a trap (an entry from the future is
    /// treated as current, an age that is not a number as expired).
    func isCurrent<Value>(_ stored: Stored<Value>) -> Bool {
        let age = now().timeIntervalSince(stored.fetchedAt)
        let (seconds, attoseconds) = maxAge.components
        return age.isFinite && age <= Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The cached value, current or expired by its age.
    func fetchedByAge<Value>(_ stored: Stored<Value>) -> Fetched<Value> {
        fetched(stored, staleness: isCurrent(stored) ? .current : .expired)
    }

    /// The cached value with this staleness, a sample marked as one.
    func fetched<Value>(_ stored: Stored<Value>, staleness: Freshness.Staleness) -> Fetched<Value> {
        Fetched(
            value: stored.value,
            freshness: Freshness(
                source: stored.isSample ? .sample : .cache, fetchedAt: stored.fetchedAt, staleness: staleness)
        )
    }
}
