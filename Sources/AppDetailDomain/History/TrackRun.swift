import Foundation

/// What a tracking run did, as the history shows it afterwards.
public struct TrackRun: Hashable, Sendable {
    /// When it started: every change observed from then on is the run's.
    public let startedAt: Date
    /// The apps followed when it started.
    public let followed: [FollowedApp]
    /// The apps not asked because they were already observed today.
    public var skipped: [FollowedApp] = []
    /// How many followed apps' listings the history shows seen since the run started.
    public var observed = 0
    /// What changed, newest first (an app gone from the store among them).
    public var changes: [HistoryChange] = []
    /// The apps whose listing, page, chart or reviews could not be had, with why.
    public var failures: [TrackFailure] = []
    /// Why the run stopped before asking for everything (a throttled or unreachable store), or
    /// `nil` when it asked for everything it meant to.
    public var stoppedBy: AppDetailError?

    /// A run that has just started.
    public init(startedAt: Date, followed: [FollowedApp]) {
        self.startedAt = startedAt
        self.followed = followed
    }
}

/// An app a run could not observe (in part), and why.
public struct TrackFailure: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store.
    public let storefront: Storefront
    /// Why.
    public let error: AppDetailError

    /// A failure.
    public init(_ app: AppID, _ storefront: Storefront, _ error: AppDetailError) {
        self.app = app
        self.storefront = storefront
        self.error = error
    }
}
