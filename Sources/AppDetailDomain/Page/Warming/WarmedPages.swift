/// What a warm-up of several apps' pages left in the cache (see ``AppPageWarming``).
///
/// Every id given is in exactly one of ``warmed``, ``leftForLater``, ``failed`` and
/// ``goneFromStore``.
public struct WarmedPages: Hashable, Sendable {
    /// The apps whose every part (listing, first page of reviews, the developer's other apps,
    /// chart standing) is now current in the cache: opening one shows the whole page without a
    /// request.
    public let warmed: [AppID]
    /// The apps with a part still to ask for when the request limit was reached or the store
    /// throttled; warming them again later, or opening them, asks for the rest.
    public let leftForLater: [AppID]
    /// The apps with a part the store could not give, each with the first such failure.
    public let failed: [AppID: AppDetailError]
    /// The apps the store no longer sells in this storefront.
    public let goneFromStore: [AppID]
    /// How many requests were sent to the store (the Data layer's own retries not counted).
    public let requests: Int

    /// A result.
    public init(
        warmed: [AppID], leftForLater: [AppID], failed: [AppID: AppDetailError], goneFromStore: [AppID],
        requests: Int
    ) {
        self.warmed = warmed
        self.leftForLater = leftForLater
        self.failed = failed
        self.goneFromStore = goneFromStore
        self.requests = requests
    }
}

/// What warming one app's page left in the cache.
enum WarmingOutcome: Hashable, Sendable {
    /// Every part current.
    case warmed
    /// A part still to ask for.
    case leftForLater
    /// A part the store could not give.
    case failed(AppDetailError)
    /// The store no longer sells the app.
    case goneFromStore

    /// The outcome of a page's last state: a part the store failed (or that was served after a
    /// failure) makes it failed; otherwise a part not settled as current leaves it for later.
    init(of page: AppPage) {
        let parts = [
            Self(part: page.listing), Self(part: page.reviews), Self(part: page.moreByDeveloper),
            Self(part: page.chartStanding),
        ]
        self =
            parts.first { if case .failed = $0 { true } else { false } }
            ?? parts.first { $0 == .leftForLater } ?? .warmed
    }

    private init<Value>(part: PagePart<Value>) {
        switch part {
        case .loaded(let fetched):
            if case .servedAfterFailure(let error) = fetched.freshness.staleness {
                self = .failed(error)
            } else {
                self = fetched.freshness.isStale ? .leftForLater : .warmed
            }
        case .failed(let error): self = .failed(error)
        case .loading, .provisional: self = .leftForLater
        }
    }
}

/// The outcomes of a warm-up, gathered per app and put in the order the ids were given.
struct WarmingTally {
    private var outcomes: [AppID: WarmingOutcome] = [:]

    mutating func record(_ outcome: WarmingOutcome, for id: AppID) {
        outcomes[id] = outcome
    }

    func result(in ids: [AppID], requests: Int) -> WarmedPages {
        var warmed: [AppID] = []
        var later: [AppID] = []
        var failed: [AppID: AppDetailError] = [:]
        var gone: [AppID] = []
        for id in ids {
            switch outcomes[id] ?? .leftForLater {
            case .warmed: warmed.append(id)
            case .leftForLater: later.append(id)
            case .failed(let error): failed[id] = error
            case .goneFromStore: gone.append(id)
            }
        }
        return WarmedPages(
            warmed: warmed, leftForLater: later, failed: failed, goneFromStore: gone, requests: requests)
    }
}
