import AppDetailDomain
import Foundation

/// The history and the watch list over the cache file; with no cache yet, an empty history that
/// cannot record; with a cache that could not be opened, one that says why whenever it is read.
struct SQLiteHistoryRepository: HistoryRepository, WatchList {
    let cache: SQLiteAppCache?
    /// Why the cache file could not be opened, when it could not: every read says so (a watch
    /// list that cannot be read is not an empty one).
    let unusable: CacheReason?
    /// Said when there is no cache at all (its folder was not usable).
    let noCache: CacheReason

    func history(of app: AppID, in storefront: Storefront, since: Date?) async throws -> AppHistory {
        guard let cache = try readable() else { return AppHistory.empty(app, storefront) }
        return try cache.reporting {
            try HistoryStore(database: cache).history(of: app, in: storefront, since: since)
        }
    }

    func histories(of apps: [FollowedApp], since: Date?) async throws -> [AppHistory] {
        guard let cache = try readable() else { return apps.map { AppHistory.empty($0.app, $0.storefront) } }
        return try cache.reporting {
            try HistoryStore(database: cache).histories(
                of: apps.map { ($0.app, $0.storefront) }, since: since)
        }
    }

    func observedApps() async throws -> [ObservedApp] {
        guard let cache = try readable() else { return [] }
        return try cache.reporting { try HistoryStore(database: cache).observedApps() }
    }

    func lastSightings() async throws -> [AppSighting] {
        guard let cache = try readable() else { return [] }
        return try cache.reporting { try HistoryStore(database: cache).lastSightings() }
    }

    func lastSightings(of app: AppID) async throws -> [AppSighting] {
        guard let cache = try readable() else { return [] }
        return try cache.reporting { try HistoryStore(database: cache).lastSightings(of: app) }
    }

    func recordingProblem() async -> AppDetailError? {
        guard let cache else { return .cacheUnavailable(unusable ?? noCache) }
        guard let reason = cache.readOnlyReason else { return nil }
        return .cacheUnavailable(
            CacheReason(path: cache.fileURL.path, detail: reason, remedy: .chooseAnotherPlace))
    }

    func follow(_ app: AppID, in storefront: Storefront, reviews: Bool, at moment: Date) async throws -> Bool
    {
        let cache = try usable()
        return try cache.reporting {
            try WatchListStore(database: cache).follow(
                [app], in: storefront.country, reviews: reviews, at: moment
            ).contains(app)
        }
    }

    func follow(_ apps: [AppID], in storefront: Storefront, reviews: Bool, at moment: Date) async throws
        -> Set<AppID>
    {
        let cache = try usable()
        return try cache.reporting {
            try WatchListStore(database: cache).follow(
                apps, in: storefront.country, reviews: reviews, at: moment)
        }
    }

    func unfollow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        let cache = try usable()
        return try cache.reporting {
            try WatchListStore(database: cache).unfollow(app, in: storefront.country)
        }
    }

    func followed() async throws -> [FollowedApp] {
        guard let cache = try readable() else { return [] }
        return try cache.reporting { try WatchListStore(database: cache).followed() }
    }

    func followed(app: AppID) async throws -> [FollowedApp] {
        guard let cache = try readable() else { return [] }
        return try cache.reporting { try WatchListStore(database: cache).followed(app: app) }
    }

    func notePartsObserved(of app: FollowedApp, at moment: Date) async throws {
        let cache = try usable()
        try cache.reporting {
            try WatchListStore(database: cache).notePartsObserved(
                of: app.app, in: app.storefront.country, at: moment)
        }
    }

    func noteRun(startedAt: Date, finishedAt: Date, observed: Int) async throws {
        let cache = try usable()
        try cache.reporting {
            try WatchListStore(database: cache).noteRun(
                startedAt: startedAt, finishedAt: finishedAt, observed: observed)
        }
    }

    func lastRunStart() async throws -> Date? {
        guard let cache = try readable() else { return nil }
        return try cache.reporting { try WatchListStore(database: cache).lastRunStart() }
    }

    func reportChanges<Value>(of apps: [FollowedApp], _ deliver: (UnreportedChanges) throws -> Value)
        async throws -> Value
    {
        let cache = try usable()
        // What `deliver` throws comes out as it is; only the cache's own failures are reworded.
        var delivered: Result<Value, any Error>?
        do {
            try cache.reporting {
                try WatchListStore(database: cache).reportChanges(of: apps) { changes in
                    do {
                        let value = try deliver(changes)
                        delivered = .success(value)
                        return value
                    } catch {
                        delivered = .failure(error)
                        throw error
                    }
                }
            }
        } catch {
            if case .failure(let error)? = delivered { throw error }
            throw error
        }
        guard case .success(let value)? = delivered else { throw AppDetailError.cacheUnavailable(noCache) }
        return value
    }

    private func usable() throws(AppDetailError) -> SQLiteAppCache {
        guard let cache else { throw .cacheUnavailable(unusable ?? noCache) }
        return cache
    }

    /// The cache to read; `nil` when there is none yet (nothing to read).
    private func readable() throws(AppDetailError) -> SQLiteAppCache? {
        if cache == nil, let unusable { throw .cacheUnavailable(unusable) }
        return cache
    }
}
