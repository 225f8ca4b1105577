import Foundation

/// Where an app's history is kept: the observations the other repositories record whenever the
/// store answers, read back. Implementations throw ``AppDetailError`` (or `CancellationError`).
///
/// Recording is not part of this protocol: the repositories that ask the store record what it
/// said, so every client that loads a page, a chart or a review page adds to the history
/// without doing anything.
public protocol HistoryRepository: Sendable {
    /// The history of `app` in `storefront` (its country), from `since` on when given (the last
    /// observation before `since` is included, as the state the period starts from).
    ///
    /// Throws ``AppDetailError/cacheUnavailable(_:)`` when the history cannot be read.
    func history(of app: AppID, in storefront: Storefront, since: Date?) async throws -> AppHistory

    /// The histories of `apps`, each from `since` on as ``history(of:in:since:)`` reads one, in
    /// the order asked: a whole watch list read at once, which an implementation over a database
    /// does in one read.
    ///
    /// Throws ``AppDetailError/cacheUnavailable(_:)`` when the history cannot be read.
    func histories(of apps: [FollowedApp], since: Date?) async throws -> [AppHistory]

    /// The apps with a history, with the store and the last moment each was seen, most recently
    /// seen first.
    func observedApps() async throws -> [ObservedApp]

    /// When each app with a history was last seen in each store, in no order: what
    /// ``observedApps()`` says without the names, which a run planning a large watch list does
    /// not need (a default reads ``observedApps()``).
    func lastSightings() async throws -> [AppSighting]

    /// The last sightings of `app`, one a store it was seen in (a default filters
    /// ``lastSightings()``).
    func lastSightings(of app: AppID) async throws -> [AppSighting]

    /// Whether a new observation can be recorded now; when not, why (a read-only cache, none at
    /// all). A run that must record says so before asking the store.
    func recordingProblem() async -> AppDetailError?
}

extension HistoryRepository {
    /// ``lastSightings()`` of one app, for a repository with no faster way.
    public func lastSightings(of app: AppID) async throws -> [AppSighting] {
        try await lastSightings().filter { $0.app == app }
    }

    /// The sightings of ``observedApps()``, for a repository with no faster way.
    public func lastSightings() async throws -> [AppSighting] {
        try await observedApps().map {
            AppSighting(app: $0.app, storefront: $0.storefront, lastSeenAt: $0.lastSeenAt)
        }
    }

    /// Each app's history read in turn, for a repository with no faster way.
    public func histories(of apps: [FollowedApp], since: Date?) async throws -> [AppHistory] {
        var read: [AppHistory] = []
        for app in apps {
            try Task.checkCancellation()
            read.append(try await history(of: app.app, in: app.storefront, since: since))
        }
        return read
    }
}

/// An app a history holds.
public struct ObservedApp: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store.
    public let storefront: Storefront
    /// Its name as last observed.
    public let name: String
    /// The last moment its listing was seen.
    public let lastSeenAt: Date

    /// An observed app.
    public init(app: AppID, storefront: Storefront, name: String, lastSeenAt: Date) {
        self.app = app
        self.storefront = storefront
        self.name = name
        self.lastSeenAt = lastSeenAt
    }
}
