import AppDetailDomain
import Foundation

/// The history and the watch list over the cache file; with no cache, an empty history that
/// cannot record.
struct SQLiteHistoryRepository: HistoryRepository, WatchList {
    let cache: SQLiteAppCache?
    /// Said when there is no cache at all (its folder was not usable).
    let noCache: CacheReason

    func history(of app: AppID, in storefront: Storefront, since: Date?) async throws -> AppHistory {
        guard let cache else { return AppHistory.empty(app, storefront) }
        return try cache.reporting {
            try HistoryStore(database: cache).history(of: app, in: storefront, since: since)
        }
    }

    func observedApps() async throws -> [ObservedApp] {
        guard let cache else { return [] }
        return try cache.reporting { try HistoryStore(database: cache).observedApps() }
    }

    func recordingProblem() async -> AppDetailError? {
        guard let cache else { return .cacheUnavailable(noCache) }
        guard let reason = cache.readOnlyReason else { return nil }
        return .cacheUnavailable(
            CacheReason(path: cache.fileURL.path, detail: reason, remedy: .chooseAnotherPlace))
    }

    func follow(_ app: AppID, in storefront: Storefront, reviews: Bool, at moment: Date) async throws -> Bool
    {
        let cache = try usable()
        return try cache.reporting {
            try WatchListStore(database: cache).follow(
                app, in: storefront.country, reviews: reviews, at: moment)
        }
    }

    func unfollow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        let cache = try usable()
        return try cache.reporting {
            try WatchListStore(database: cache).unfollow(app, in: storefront.country)
        }
    }

    func followed() async throws -> [FollowedApp] {
        guard let cache else { return [] }
        return try cache.reporting { try WatchListStore(database: cache).followed() }
    }

    func noteRun(startedAt: Date, finishedAt: Date) async throws {
        let cache = try usable()
        try cache.reporting {
            try WatchListStore(database: cache).noteRun(startedAt: startedAt, finishedAt: finishedAt)
        }
    }

    func lastRunStart() async throws -> Date? {
        guard let cache else { return nil }
        return try cache.reporting { try WatchListStore(database: cache).lastRunStart() }
    }

    private func usable() throws(AppDetailError) -> SQLiteAppCache {
        guard let cache else { throw .cacheUnavailable(noCache) }
        return cache
    }
}
