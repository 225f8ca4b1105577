import Foundation

/// Follows apps in many storefronts at once — `all`, a region, a list — in the fewest requests:
/// each storefront asked once for all the apps (``ListingLimits/idsPerLookup`` ids a lookup),
/// and each app followed where the store sells it. The answers are recorded like any lookup, so
/// they are the first observation the runs compare with; the App Store pages, charts and
/// reviews come with the runs (see ``TrackSchedule``).
///
/// A throttled or unreachable store stops the asking: the storefronts answered stay followed,
/// the rest are in ``FollowOutcome/unasked``, and following again asks only those (a listing
/// cached within the cache's age is not asked again).
public struct FollowAppsUseCase: Sendable {
    private let listings: FetchManyListingsUseCase
    private let watchList: any WatchList
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - listings: the lookup of many apps in a storefront, cache first.
    ///   - watchList: where the apps followed are kept.
    ///   - now: the clock.
    public init(
        listings: FetchManyListingsUseCase, watchList: any WatchList, now: @escaping @Sendable () -> Date
    ) {
        self.listings = listings
        self.watchList = watchList
        self.now = now
    }

    /// Follows `ids` (with their new reviews when `reviews`) in each of `storefronts` that sells
    /// them, telling `progress` after each storefront.
    ///
    /// - Throws: ``AppDetailError/cacheUnavailable(_:)`` when the watch list cannot be written;
    ///   `CancellationError`. The store's failures are in the outcome.
    public func follow(
        _ ids: [AppID], in storefronts: [Storefront], reviews: Bool,
        progress: @Sendable (WorldProgress) -> Void
    ) async throws -> FollowOutcome {
        var outcome = FollowOutcome()
        for (index, storefront) in storefronts.enumerated() {
            guard outcome.stoppedBy == nil else {
                outcome.unasked.append(storefront)
                continue
            }
            try Task.checkCancellation()
            let answer = try await listings.listings(for: ids, in: storefront, policy: .standard)
            let gone = Set(answer.goneFromStore)
            let sold = ids.filter { answer.found[$0] != nil }
            let moment = now()
            let known = try await watchList.follow(sold, in: storefront, reviews: reviews, at: moment)
            outcome.alreadyFollowed += known.count
            for id in ids {
                if let listing = answer.found[id]?.value {
                    outcome.followed.append(
                        FollowedApp(app: id, storefront: storefront, reviews: reviews, since: moment))
                    if outcome.names[id] == nil { outcome.names[id] = listing.name }
                } else if gone.contains(id) {
                    outcome.notSold[id, default: []].append(storefront)
                } else if let error = answer.unreadable[id] ?? answer.error {
                    outcome.failures.append(TrackFailure(id, storefront, error))
                }
            }
            if let error = answer.error, TrackFollowedAppsUseCase.stopsTheRun(error) {
                outcome.stoppedBy = error
            }
            progress(
                WorldProgress(
                    done: index + 1, total: storefronts.count, requestsLeft: storefronts.count - index - 1))
        }
        return outcome
    }
}

/// What following apps in many storefronts did.
public struct FollowOutcome: Hashable, Sendable {
    /// The apps followed, each in each storefront that sells it, in the order asked.
    public var followed: [FollowedApp] = []
    /// How many of ``followed`` were followed before.
    public var alreadyFollowed = 0
    /// Each app's name, as the first storefront that sells it says.
    public var names: [AppID: String] = [:]
    /// The storefronts that answered without an app: they do not sell it.
    public var notSold: [AppID: [Storefront]] = [:]
    /// The apps a storefront's answer could not give, with why.
    public var failures: [TrackFailure] = []
    /// The storefronts not asked, because the store stopped answering.
    public var unasked: [Storefront] = []
    /// Why the asking stopped, or `nil` when every storefront was asked.
    public var stoppedBy: AppDetailError?

    /// An outcome with nothing yet.
    public init() {}

    /// The storefronts `app` was followed in.
    public func storefronts(of app: AppID) -> [Storefront] {
        followed.filter { $0.app == app }.map(\.storefront)
    }
}
