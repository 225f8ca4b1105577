import AppDetailDomain

/// How a new load's page is laid over the page already on screen, so that reloading or refreshing
/// never moves the page backwards: what is shown stays until newer data replaces it.
///
/// - A part the new load has not answered yet keeps the earlier value, as provisional.
/// - A part the new load failed to get keeps the earlier value, marked as served after that
///   failure (the page's notes then say so), instead of losing its section.
/// - Anything else is the new load's.
enum PageContinuity {
    /// The page to show for `incoming`, a page of the new load, when `earlier` was on screen as
    /// the load began.
    static func page(_ incoming: AppPage, over earlier: AppPage?) -> AppPage {
        guard let earlier else { return incoming }
        return AppPage(
            listing: part(incoming.listing, over: earlier.listing),
            reviews: part(incoming.reviews, over: earlier.reviews),
            moreByDeveloper: part(incoming.moreByDeveloper, over: earlier.moreByDeveloper),
            chartStanding: part(incoming.chartStanding, over: earlier.chartStanding),
            storePage: incoming.storePage.map { incoming in
                earlier.storePage.map { part(incoming, over: $0) } ?? incoming
            })
    }

    /// The page on screen when its load ended early (cancelled, or its listing failed): parts
    /// still waiting for that load are final as they are.
    static func settled(_ page: AppPage) -> AppPage {
        AppPage(
            listing: settled(page.listing), reviews: settled(page.reviews),
            moreByDeveloper: settled(page.moreByDeveloper), chartStanding: settled(page.chartStanding),
            storePage: page.storePage.map(settled))
    }

    /// `page` with its listing kept after the new load's listing failed with `error`.
    static func page(_ page: AppPage, listingFailed error: AppDetailError) -> AppPage? {
        guard let listing = page.listing.fetched else { return nil }
        var kept = settled(page)
        kept.listing = .loaded(servedAfter(error, listing))
        return kept
    }

    private static func part<Value>(_ incoming: PagePart<Value>, over earlier: PagePart<Value>) -> PagePart<
        Value
    > {
        switch (incoming, earlier.fetched) {
        case (.loading, let shown?): .provisional(shown)
        case (.loading, nil): earlier.failure != nil ? earlier : incoming
        case (.failed(let error), let shown?): .loaded(servedAfter(error, shown))
        default: incoming
        }
    }

    private static func settled<Value>(_ part: PagePart<Value>) -> PagePart<Value> {
        if case .provisional(let shown) = part { return .loaded(shown) }
        return part
    }

    private static func servedAfter<Value>(_ error: AppDetailError, _ shown: Fetched<Value>) -> Fetched<Value>
    {
        Fetched(
            value: shown.value,
            freshness: Freshness(
                source: shown.freshness.source, fetchedAt: shown.freshness.fetchedAt,
                staleness: .servedAfterFailure(error)))
    }
}
