import Foundation

/// Loads a watch list screen: each followed app at a glance (``FollowedAppStatus``), from the
/// last month of its history.
public protocol WatchListLoading: Sendable {
    /// Every followed app's status, by store and id.
    func statuses() async throws -> [FollowedAppStatus]
}

/// Reads the watch list and each followed app's last month of history.
public struct LoadWatchListUseCase: WatchListLoading {
    private let watchList: any WatchList
    private let history: any HistoryRepository
    private let now: @Sendable () -> Date

    /// How far back a status reads: its last change, and its rating a week before, lie in it.
    public static let period: TimeInterval = 31 * 86_400

    /// - Parameters:
    ///   - watchList: the apps followed.
    ///   - history: where their history is kept.
    ///   - now: the clock.
    public init(watchList: any WatchList, history: any HistoryRepository, now: @escaping @Sendable () -> Date)
    {
        self.watchList = watchList
        self.history = history
        self.now = now
    }

    /// Every followed app's status, by store and id.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the watch list or the history
    ///   cannot be read.
    public func statuses() async throws -> [FollowedAppStatus] {
        let moment = now()
        let apps = try await watchList.followed()
        let recent = try await history.histories(of: apps, since: moment.addingTimeInterval(-Self.period))
        var statuses: [FollowedAppStatus] = []
        statuses.reserveCapacity(apps.count)
        for (app, read) in zip(apps, recent) {
            try Task.checkCancellation()
            var read = read
            if !read.listings.contains(where: { $0.status == .listed }) {
                // Gone for longer than the period: its name lies further back.
                read = try await history.history(of: app.app, in: app.storefront, since: nil)
            }
            statuses.append(FollowedAppStatus(app, history: read, at: moment))
        }
        return statuses
    }
}
