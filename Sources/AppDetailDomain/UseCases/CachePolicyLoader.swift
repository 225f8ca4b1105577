import Foundation

/// The one place where ``CachePolicy`` is turned into calls on a repository, shared by the fetch
/// and observe use cases so they cannot disagree.
struct CachePolicyLoader: Sendable {
    let repository: any AppDetailRepository
    let maxAge: Duration
    let now: @Sendable () -> Date

    /// Loads under `policy`, calling `provisional` with the cached detail before the store is
    /// asked (when there is one), and returns the final answer.
    func load(
        _ lookup: AppLookup,
        in storefront: Storefront,
        policy: CachePolicy,
        provisional: (FetchedAppDetail) async -> Void
    ) async throws -> FetchedAppDetail {
        switch policy {
        case .offline:
            guard let cached = try await repository.cachedDetail(for: lookup, in: storefront) else {
                throw AppDetailError.offline(.notCached(lookup, storefront))
            }
            return fromCacheByAge(cached)
        case .standard:
            let cached = try await readCacheTolerantly(lookup, in: storefront)
            if let cached, isCurrent(cached) {
                return fromCache(cached, staleness: .current)
            }
            return try await askStore(lookup, in: storefront, falling: cached, provisional: provisional)
        case .refresh:
            let cached = try await readCacheTolerantly(lookup, in: storefront)
            return try await askStore(lookup, in: storefront, falling: cached, provisional: provisional)
        }
    }

    private func askStore(
        _ lookup: AppLookup,
        in storefront: Storefront,
        falling cached: StoredAppDetail?,
        provisional: (FetchedAppDetail) async -> Void
    ) async throws -> FetchedAppDetail {
        if let cached {
            await provisional(fromCacheByAge(cached))
        }
        do {
            let fresh = try await repository.fetchDetail(for: lookup, in: storefront)
            return FetchedAppDetail(
                detail: fresh.detail,
                freshness: Freshness(source: .network, fetchedAt: fresh.fetchedAt, staleness: .current)
            )
        } catch let error as AppDetailError where error.isRetryable {
            guard let cached else { throw error }
            return fromCache(cached, staleness: .servedAfterFailure(error))
        }
    }

    /// A cache that cannot be read must not stop the store from being asked.
    private func readCacheTolerantly(_ lookup: AppLookup, in storefront: Storefront) async throws
        -> StoredAppDetail?
    {
        do {
            return try await repository.cachedDetail(for: lookup, in: storefront)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            return nil
        }
    }

    /// Whether the entry is younger than the maximum age, compared in seconds as `Double` so that
    /// any date, however far off, gives an answer instead of a trap (an entry from the future is
    /// treated as current, an age that is not a number as expired).
    private func isCurrent(_ stored: StoredAppDetail) -> Bool {
        let age = now().timeIntervalSince(stored.fetchedAt)
        let (seconds, attoseconds) = maxAge.components
        return age.isFinite && age <= Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The cached detail, current or expired by its age alone.
    private func fromCacheByAge(_ stored: StoredAppDetail) -> FetchedAppDetail {
        fromCache(stored, staleness: isCurrent(stored) ? .current : .expired)
    }

    private func fromCache(_ stored: StoredAppDetail, staleness: Freshness.Staleness) -> FetchedAppDetail {
        FetchedAppDetail(
            detail: stored.detail,
            freshness: Freshness(source: .cache, fetchedAt: stored.fetchedAt, staleness: staleness)
        )
    }
}
