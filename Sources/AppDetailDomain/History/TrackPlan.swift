import Foundation

/// The order a tracking run asks in, so that a run stopped part way leaves the rest to the next
/// and none is starved: the storefronts whose listings were observed longest ago first, and in
/// each the apps observed longest ago first; then the other parts of the apps whose turn it is.
struct TrackPlan {
    /// When each followed app's listing was last seen, by app and storefront.
    let lastSeen: [TrackFollowedAppsUseCase.Key: Date]

    /// The listings to ask: storefront by storefront, stalest storefront first (one never
    /// observed before any), each storefront's ids stalest first, in lookups of at most
    /// ``ListingLimits/idsPerLookup`` ids.
    func listingBatches(of due: [FollowedApp]) -> [(storefront: Storefront, ids: [AppID])] {
        let stalest = { (app: FollowedApp) in
            lastSeen[TrackFollowedAppsUseCase.Key(app.app, app.storefront)] ?? .distantPast
        }
        let byStore = Dictionary(grouping: due, by: \.storefront.country).values.map { apps in
            apps.sorted { (stalest($0), $0.app.rawValue) < (stalest($1), $1.app.rawValue) }
        }
        let ordered = byStore.sorted { one, other in
            (stalest(one[0]), one[0].storefront.country) < (stalest(other[0]), other[0].storefront.country)
        }
        return ordered.flatMap { apps in
            stride(from: 0, to: apps.count, by: ListingLimits.idsPerLookup).map { start in
                let batch = apps[start..<min(start + ListingLimits.idsPerLookup, apps.count)]
                return (apps[0].storefront, batch.map(\.app))
            }
        }
    }

    /// The followed apps whose other parts this run asks for, in turn: those whose listing was
    /// observed today (`listedToday`) and whose parts were not (unless `again`), observed longest
    /// ago first, as many as `requestsPerDay` allows once today's earlier runs are counted; and
    /// how many were left for later.
    static func partsInTurn(
        of followed: [FollowedApp], listedToday: (FollowedApp) -> Bool, requestsPerDay: Int?, again: Bool,
        today: Date
    ) -> (due: [FollowedApp], leftForLater: Int) {
        let doneToday = { (app: FollowedApp) in
            app.partsObservedAt.map { TrackFollowedAppsUseCase.sameDay($0, today) } ?? false
        }
        let waiting = followed.filter { listedToday($0) && (again || !doneToday($0)) }
            .sorted { one, other in
                (one.partsObservedAt ?? .distantPast, one.storefront.country, one.app.rawValue)
                    < (other.partsObservedAt ?? .distantPast, other.storefront.country, other.app.rawValue)
            }
        guard var left = requestsPerDay else { return (waiting, 0) }
        if !again {
            left -= followed.filter(doneToday).reduce(0) { $0 + TrackSchedule.partRequests(of: $1) }
        }
        var due: [FollowedApp] = []
        for app in waiting {
            let cost = TrackSchedule.partRequests(of: app)
            guard cost <= left else { break }
            left -= cost
            due.append(app)
        }
        return (due, waiting.count - due.count)
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
