import Foundation

/// The order a tracking run asks in, so that a run stopped part way leaves the rest to the next
/// and none is starved: the storefronts whose listings were observed longest ago first, and in
/// each the apps observed longest ago first; then the other parts of the apps whose turn it is.
struct TrackPlan {
    /// When each followed app's listing was last seen, by app and storefront.
    let lastSeen: [TrackFollowedAppsUseCase.Key: Date]

    /// The listings to ask: storefront by storefront, stalest storefront first (one never
    /// observed before any), each storefront's ids stalest first, in lookups of at most
    /// ``ListingLimits/idsPerLookup`` ids — of the apps `isDue` lets through. Only each app's
    /// id and moment are held while ordering, not a copy of the apps.
    func listingBatches(of apps: [FollowedApp], where isDue: (FollowedApp) -> Bool = { _ in true }) -> [(
        storefront: Storefront, ids: [AppID]
    )] {
        var byStore: [String: (storefront: Storefront, apps: [(seen: Date, id: AppID)])] = [:]
        for app in apps where isDue(app) {
            let seen = lastSeen[TrackFollowedAppsUseCase.Key(app.app, app.storefront)] ?? .distantPast
            byStore[app.storefront.country, default: (app.storefront, [])].apps.append((seen, app.app))
        }
        let ordered = byStore.values.map { store in
            (store.storefront, store.apps.sorted { ($0.seen, $0.id.rawValue) < ($1.seen, $1.id.rawValue) })
        }.sorted { one, other in (one.1[0].seen, one.0.country) < (other.1[0].seen, other.0.country) }
        return ordered.flatMap { storefront, apps in
            stride(from: 0, to: apps.count, by: ListingLimits.idsPerLookup).map { start in
                (storefront, apps[start..<min(start + ListingLimits.idsPerLookup, apps.count)].map(\.id))
            }
        }
    }

    /// The followed apps whose other parts this run asks for, in turn: those whose listing was
    /// observed today (`listedToday`) and whose parts were not (unless `again`), observed longest
    /// ago first, as many as `requestsPerDay` allows once today's earlier runs are counted; and
    /// how many were left for later. The apps in turn are given by their places in `followed`,
    /// so a list of 175,000 is neither copied to be sorted nor to be returned.
    static func partsInTurn(
        of followed: [FollowedApp], listedToday: (FollowedApp) -> Bool, requestsPerDay: Int?, again: Bool,
        today: Date
    ) -> (due: [Int], leftForLater: Int) {
        let doneToday = { (app: FollowedApp) in
            app.partsObservedAt.map { CacheAging.sameDay($0, today) } ?? false
        }
        var waiting = followed.indices.filter {
            listedToday(followed[$0]) && (again || !doneToday(followed[$0]))
        }
        waiting.sort { one, other in
            let (one, other) = (followed[one], followed[other])
            return (one.partsObservedAt ?? .distantPast, one.storefront.country, one.app.rawValue)
                < (other.partsObservedAt ?? .distantPast, other.storefront.country, other.app.rawValue)
        }
        guard var left = requestsPerDay else { return (waiting, 0) }
        if !again {
            for app in followed where doneToday(app) { left -= TrackSchedule.partRequests(of: app) }
        }
        var inTurn = 0
        for index in waiting {
            let cost = TrackSchedule.partRequests(of: followed[index])
            guard cost <= left else { break }
            left -= cost
            inTurn += 1
        }
        let leftForLater = waiting.count - inTurn
        waiting.removeSubrange(inTurn...)
        return (waiting, leftForLater)
    }
}

/// Counts a run's requests against its bounds.
struct RequestMeter {
    let limits: TrackLimits
    let now: @Sendable () -> Date
    private(set) var sent = 0
    private(set) var reached: TrackLimit?

    init(limits: TrackLimits, now: @escaping @Sendable () -> Date) {
        self.limits = limits
        self.now = now
    }

    /// Whether one more request may go; counts it when it may.
    mutating func mayAsk() -> Bool {
        if reached != nil { return false }
        if let most = limits.maxRequests, sent >= most {
            reached = .requests
            return false
        }
        if let until = limits.until, now() >= until {
            reached = .time
            return false
        }
        sent += 1
        return true
    }
}
