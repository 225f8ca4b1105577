import AppDetailDomain
import Foundation

/// A history and a watch list kept in memory, for tests of following apps without SQLite: what
/// ``MemoryStore`` records into when it answers, read back and reported the way the cache does it —
/// a state kept only when it differs from the last, each change handed to one report.
public final class MemoryHistory: HistoryRepository, WatchList, Sendable {
    /// A run noted by ``noteRun(startedAt:finishedAt:observed:)``.
    public struct NotedRun: Hashable, Sendable {
        /// When it started.
        public let startedAt: Date
        /// How many followed apps' listings it observed.
        public let observed: Int
    }

    private let kept = Locked(Kept())

    /// An empty history and watch list.
    public init() {}

    /// The runs noted, oldest first.
    public var runs: [NotedRun] { kept.withLock { $0.runs } }

    /// How many times the history was asked whether it can record, and the watch list read.
    public var reads: (recordingProblem: Int, followed: Int) {
        kept.withLock { ($0.problemChecks, $0.followedReads) }
    }

    /// Makes recording fail with `problem` from now on, or work again with `nil`.
    public func setProblem(_ problem: AppDetailError?) { kept.withLock { $0.problem = problem } }

    /// Keeps what the store said of an app: a new state when it says something else than the
    /// last, otherwise the last state seen until this moment.
    public func record(_ observation: ListingObservation) {
        kept.withLock { kept in
            let key = Key(observation.app, observation.storefront)
            var states = kept.states[key, default: []]
            if let last = states.last, last.saysTheSame(as: observation) {
                states[states.count - 1] = ListingObservation(
                    app: last.app, storefront: last.storefront, observedAt: last.observedAt,
                    lastSeenAt: observation.observedAt, status: last.status, figures: last.figures,
                    texts: last.texts)
            } else {
                states.append(observation)
            }
            kept.states[key] = states
        }
    }

    /// How many states of `app` in `storefront` are kept.
    public func stateCount(of app: AppID, in storefront: Storefront) -> Int {
        kept.withLock { $0.states[Key(app, storefront)]?.count ?? 0 }
    }

    // MARK: HistoryRepository

    /// The app's states from `since` on, with the last one before it (the protocol's requirement).
    public func history(of app: AppID, in storefront: Storefront, since: Date?) -> AppHistory {
        kept.withLock { $0.history(of: Key(app, storefront), storefront: storefront, since: since) }
    }

    /// The apps with a state, most recently seen first (the protocol's requirement).
    public func observedApps() -> [ObservedApp] {
        kept.withLock { kept in
            kept.states.values.compactMap { states in
                states.last.map {
                    ObservedApp(
                        app: $0.app, storefront: $0.storefront, name: $0.name ?? "", lastSeenAt: $0.lastSeenAt
                    )
                }
            }.sorted { $0.lastSeenAt > $1.lastSeenAt }
        }
    }

    /// Why nothing can be recorded, as set (the protocol's requirement).
    public func recordingProblem() -> AppDetailError? {
        kept.withLock { kept in
            kept.problemChecks += 1
            return kept.problem
        }
    }

    // MARK: WatchList

    /// Follows `app`; true when it was followed before (the protocol's requirement).
    public func follow(_ app: AppID, in storefront: Storefront, reviews: Bool, at moment: Date) throws -> Bool
    {
        try kept.withLock { kept in
            if let problem = kept.problem { throw problem }
            let key = Key(app, storefront)
            let before = kept.watched[key]
            kept.watched[key] = FollowedApp(
                app: app, storefront: storefront, reviews: reviews, since: before?.since ?? moment,
                partsObservedAt: before?.partsObservedAt)
            if before == nil { kept.reportedThrough[key] = moment }
            return before != nil
        }
    }

    /// Follows each of `apps` (the protocol's requirement).
    public func follow(_ apps: [AppID], in storefront: Storefront, reviews: Bool, at moment: Date) throws
        -> Set<AppID>
    {
        Set(try apps.filter { try follow($0, in: storefront, reviews: reviews, at: moment) })
    }

    /// Stops following `app` (the protocol's requirement).
    public func unfollow(_ app: AppID, in storefront: Storefront) -> Bool {
        kept.withLock { $0.watched.removeValue(forKey: Key(app, storefront)) != nil }
    }

    /// The apps followed, by store and id (the protocol's requirement).
    public func followed() -> [FollowedApp] {
        kept.withLock { kept in
            kept.followedReads += 1
            return kept.watched.values.sorted {
                ($0.storefront.country, $0.app.rawValue) < ($1.storefront.country, $1.app.rawValue)
            }
        }
    }

    /// Notes when the app's other parts were observed (the protocol's requirement).
    public func notePartsObserved(of app: FollowedApp, at moment: Date) {
        kept.withLock { kept in
            let key = Key(app.app, app.storefront)
            guard let known = kept.watched[key] else { return }
            kept.watched[key] = FollowedApp(
                app: known.app, storefront: known.storefront, reviews: known.reviews, since: known.since,
                partsObservedAt: moment)
        }
    }

    /// Notes a run (the protocol's requirement).
    public func noteRun(startedAt: Date, finishedAt: Date, observed: Int) {
        kept.withLock { $0.runs.append(NotedRun(startedAt: startedAt, observed: observed)) }
    }

    /// The start of the last run that observed a listing (the protocol's requirement).
    public func lastRunStart() -> Date? { kept.withLock { $0.runs.last { $0.observed > 0 }?.startedAt } }

    /// Hands out the changes of `apps` after the last reported one, and counts them reported
    /// once `deliver` returns (the protocol's requirement). Calls take turns under one lock.
    public func reportChanges<Value>(of apps: [FollowedApp], _ deliver: (UnreportedChanges) throws -> Value)
        throws -> Value
    {
        try kept.withLock { kept in
            if let problem = kept.problem { throw problem }
            var unreported = UnreportedChanges()
            var marks: [Key: Date] = [:]
            for app in apps {
                let key = Key(app.app, app.storefront)
                guard let through = kept.reportedThrough[key] else { continue }
                let changes = kept.history(of: key, storefront: app.storefront, since: nil).changes.filter {
                    $0.observedAt > through
                }
                unreported.changes += changes
                if let newest = changes.map(\.observedAt).max() { marks[key] = newest }
            }
            unreported.changes.sort { $0.observedAt > $1.observedAt }
            let value = try deliver(unreported)
            kept.reportedThrough.merge(marks) { _, new in new }
            return value
        }
    }

    /// Everything kept, behind the lock.
    private struct Kept: Sendable {
        var problem: AppDetailError?
        var runs: [NotedRun] = []
        var states: [Key: [ListingObservation]] = [:]
        var watched: [Key: FollowedApp] = [:]
        var reportedThrough: [Key: Date] = [:]
        var problemChecks = 0
        var followedReads = 0

        func history(of key: Key, storefront: Storefront, since: Date?) -> AppHistory {
            let all = states[key] ?? []
            let start = since.map { since in all.lastIndex { $0.observedAt <= since } ?? 0 } ?? 0
            return AppHistory(
                app: key.app, storefront: storefront, listings: Array(all[start...]), chartPlaces: [],
                histograms: [], reviews: [], storesAccount: [], skipped: [])
        }
    }

    /// An app in a storefront, by its country.
    private struct Key: Hashable, Sendable {
        let app: AppID
        let country: String
        init(_ app: AppID, _ storefront: Storefront) {
            self.app = app
            country = storefront.country
        }
    }
}
