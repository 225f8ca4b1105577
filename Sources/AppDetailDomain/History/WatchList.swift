import Foundation

/// The apps a person follows, kept with the cache: what ``TrackFollowedAppsUseCase`` observes.
public protocol WatchList: Sendable {
    /// Follows `app` in `storefront` (its country), with its new reviews when `reviews` is true;
    /// following an app again updates `reviews`. Returns whether it was followed before.
    func follow(_ app: AppID, in storefront: Storefront, reviews: Bool, at moment: Date) async throws -> Bool

    /// Follows each of `apps` in `storefront` as ``follow(_:in:reviews:at:)`` does, at once — a
    /// storefront's answer for up to 200 apps kept in one write; returns those followed before.
    func follow(_ apps: [AppID], in storefront: Storefront, reviews: Bool, at moment: Date) async throws
        -> Set<AppID>

    /// Stops following `app` in `storefront`; returns whether it was followed.
    func unfollow(_ app: AppID, in storefront: Storefront) async throws -> Bool

    /// The apps followed, by store and id.
    func followed() async throws -> [FollowedApp]

    /// The stores `app` is followed in, as ``followed()`` says them (a default filters it).
    func followed(app: AppID) async throws -> [FollowedApp]

    /// Notes that the parts of `app` a run observes besides its listing — its App Store page, its
    /// chart place and its newest reviews — were observed at `moment`: when a watch list is too
    /// large for every part every day, the next turn goes to those observed longest ago.
    func notePartsObserved(of app: FollowedApp, at moment: Date) async throws

    /// Notes that a tracking run started and finished at these moments, having observed
    /// `observed` followed apps' listings.
    func noteRun(startedAt: Date, finishedAt: Date, observed: Int) async throws

    /// When the last tracking run that observed any listing started, or `nil` before any (a
    /// repeat run that asked nothing is not the last run).
    func lastRunStart() async throws -> Date?

    /// Hands `deliver` every change of `apps` not reported yet — observed after the last change
    /// reported of each app (or after it was followed), by whichever run or command observed it
    /// — and counts them reported once `deliver` returns, so that no later call hands them out
    /// again. When `deliver` throws, nothing counts as reported and the error comes out of this
    /// call. Calls made at once, by any process, take turns: each change goes to one of them.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the history cannot be read or the
    ///   report cannot be noted; what `deliver` throws.
    func reportChanges<Value>(of apps: [FollowedApp], _ deliver: (UnreportedChanges) throws -> Value)
        async throws -> Value
}

extension WatchList {
    /// The stores `app` is followed in, read from the whole list, for a watch list with no faster
    /// way.
    public func followed(app: AppID) async throws -> [FollowedApp] {
        try await followed().filter { $0.app == app }
    }
}

/// An app on the watch list.
public struct FollowedApp: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The store.
    public let storefront: Storefront
    /// Whether its new reviews are read on each run.
    public let reviews: Bool
    /// When it was followed.
    public let since: Date
    /// When its App Store page, chart place and reviews were last observed together by a run, or
    /// `nil` before any: what decides whose turn it is when they go in rotation.
    public let partsObservedAt: Date?

    /// A followed app.
    public init(app: AppID, storefront: Storefront, reviews: Bool, since: Date, partsObservedAt: Date? = nil)
    {
        self.app = app
        self.storefront = storefront
        self.reviews = reviews
        self.since = since
        self.partsObservedAt = partsObservedAt
    }
}
