import Foundation

/// What a tracking run did, and what it reports: every change not reported before.
public struct TrackRun: Hashable, Sendable {
    /// When it started: every change observed from then on is the run's.
    public let startedAt: Date
    /// The apps followed when it started.
    public let followed: [FollowedApp]
    /// The apps whose listing was not asked because it was already observed today.
    public var skipped: [FollowedApp] = []
    /// How many followed apps' listings this run observed: the store answered with the app, or
    /// without it (gone), and the answer was recorded.
    public var observed = 0
    /// Every change not reported before, newest first (an app gone from the store among them):
    /// observed by this run, by an earlier one that could not report it, or by another command.
    public var changes: [HistoryChange] = []
    /// Rows of the history that could not be read for the report and were skipped, one
    /// sentence each.
    public var skippedRows: [String] = []
    /// The apps whose listing, page, chart or reviews could not be had, with why.
    public var failures: [TrackFailure] = []
    /// Why the run stopped before asking for everything (a throttled or unreachable store), or
    /// `nil` when it asked for everything it meant to.
    public var stoppedBy: AppDetailError?
    /// The bound that stopped the run before it asked for everything it meant to (its own
    /// choice, not the store's: the next run goes on with the rest), or `nil`.
    public var limitReached: TrackLimit?
    /// How many requests the run sent to the store (a retry of one counted once).
    public var requests = 0
    /// How many followed apps had their listing observed today but their App Store page, chart
    /// and reviews left to a later run: their turn in the rotation had not come (see
    /// ``TrackSchedule``).
    public var partsLeftForLater = 0
    /// How the watch list's day is planned at the budget the run was given, or `nil` when it was
    /// given none.
    public var schedule: TrackSchedule?

    /// A run that has just started.
    public init(startedAt: Date, followed: [FollowedApp]) {
        self.startedAt = startedAt
        self.followed = followed
    }

    /// How many followed apps this run meant to observe and did not: their listing could not be
    /// had, or the run stopped before asking for it.
    public var unobserved: Int { followed.count - skipped.count - observed }

    /// Whether everything the run meant to ask was had: no failure, no stop, no bound reached.
    public var isComplete: Bool {
        failures.isEmpty && stoppedBy == nil && limitReached == nil && unobserved == 0
    }

    /// Whether nothing went wrong: no failure and no stop by the store or the cache — though a
    /// bound of the run's own may have left some apps to the next run.
    public var isSound: Bool { failures.isEmpty && stoppedBy == nil }
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
