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
