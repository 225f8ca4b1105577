import Foundation

/// The one place where a ``CachePolicy`` becomes reads of a cache and requests to the store, for
/// every source of the page (listing, reviews, a developer's apps), so they cannot disagree.
///
/// - ``CachePolicy/offline``: the cached value whatever its age, or `notCached`;
/// - ``CachePolicy/standard``: a current cached value without asking; otherwise the store, and
///   after a passing failure the older cached value marked as served after it;
/// - ``CachePolicy/refresh``: the store first, with the same fallback.
///
/// A cache that cannot be read never stops the store from being asked.
struct PolicyLoader<Value: Hashable & Sendable>: Sendable {
    let maxAge: Duration
    let now: @Sendable () -> Date
    let cached: @Sendable () async throws -> Stored<Value>?
    let fetch: @Sendable () async throws -> Stored<Value>
    /// What `offline` throws when nothing is cached.
    let notCached: AppDetailError
    /// Whether a cached value is current only on the day (UTC) it was fetched, and no longer
    /// than `maxAge`: following apps observes each part once a day, whatever hour a schedule
    /// runs at.
    var keepsToItsDay = false

    /// Loads under `policy`, calling `provisional` with the cached value before the store is
    /// asked (when there is one), and returns the final value.
    func load(policy: CachePolicy, provisional: (Fetched<Value>) async -> Void) async throws -> Fetched<Value>
    {
        switch policy {
        case .offline:
            guard let stored = try await cached() else { throw notCached }
            return fromCacheByAge(stored)
        case .standard:
            let stored = try await readCacheTolerantly()
            if let stored, aging.isCurrent(stored) { return fromCache(stored, staleness: .current) }
            return try await askStore(falling: stored, provisional: provisional)
        case .refresh:
            return try await askStore(falling: try await readCacheTolerantly(), provisional: provisional)
        }
    }

    private func askStore(falling stored: Stored<Value>?, provisional: (Fetched<Value>) async -> Void)
        async throws -> Fetched<Value>
    {
        if let stored { await provisional(fromCacheByAge(stored)) }
        do {
            let fresh = try await fetch()
            return Fetched(
                value: fresh.value,
                freshness: Freshness(source: .network, fetchedAt: fresh.fetchedAt, staleness: .current))
        } catch let error as AppDetailError where error.isRetryable {
            guard let stored else { throw error }
            return fromCache(stored, staleness: .servedAfterFailure(error))
        }
    }

    /// The cached value, or `nil` when there is none or the cache cannot be read; only
    /// cancellation is thrown.
    func readCacheTolerantly() async throws -> Stored<Value>? {
        do {
            return try await cached()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return nil
        }
    }

    /// The cached value when it is current, so that ``CachePolicy/standard`` would take it
    /// without asking the store; `nil` otherwise (none, expired, or the cache unreadable). For a
    /// caller that asks the store its own way when it is not.
    func currentCachedValue() async throws -> Stored<Value>? {
        guard let stored = try await readCacheTolerantly(), aging.isCurrent(stored) else { return nil }
        return stored
    }

    private var aging: CacheAging {
        var aging = CacheAging(maxAge: maxAge, now: now)
        aging.keepsToItsDay = keepsToItsDay
        return aging
    }

    private func fromCacheByAge(_ stored: Stored<Value>) -> Fetched<Value> { aging.fetchedByAge(stored) }

    private func fromCache(_ stored: Stored<Value>, staleness: Freshness.Staleness) -> Fetched<Value> {
        aging.fetched(stored, staleness: staleness)
    }
}

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

/// How old a cached value may be and what a cached value is as a ``Fetched`` one: the rules
/// ``PolicyLoader`` and the many-apps lookup share.
struct CacheAging: Sendable {
    let maxAge: Duration
    let now: @Sendable () -> Date
    /// Whether a value is current only on its day (UTC) as well.
    var keepsToItsDay = false

    /// Whether the entry is younger than the maximum age, compared in seconds as `Double` so that
    /// any date, however far off, gives an answer instead of a trap (an entry from the future is
    /// treated as current, an age that is not a number as expired).
    func isCurrent<Value>(_ stored: Stored<Value>) -> Bool {
        let moment = now()
        if keepsToItsDay, !Self.sameDay(stored.fetchedAt, moment) { return false }
        let age = moment.timeIntervalSince(stored.fetchedAt)
        let (seconds, attoseconds) = maxAge.components
        return age.isFinite && age <= Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Whether two moments fall on one day in UTC.
    static func sameDay(_ one: Date, _ other: Date) -> Bool {
        (one.timeIntervalSince1970 / 86_400).rounded(.down)
            == (other.timeIntervalSince1970 / 86_400).rounded(.down)
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
