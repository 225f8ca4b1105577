import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import AppDetailWeb

/// The web client's view models and watch list, made by the same wiring as the command line's
/// own: a page's view model is `show`'s, following an app is `track add`'s.
struct WebScreensWiring: WebScreens {
    let composition: Composition
    let sources: PageSources
    /// How many results a search of the field shows.
    let searchLimit: SearchLimit

    func appPage(_ lookup: AppLookup, in storefront: Storefront) -> AppPageViewModel {
        composition.makePageViewModel(lookup: lookup, storefront: storefront, sources: sources)
    }

    func history(of app: AppID, in storefront: Storefront, days: Int?) -> HistoryViewModel {
        let since = days.map { composition.now().addingTimeInterval(-Double($0) * 86_400) }
        let loading = composition.makeHistoryLoader(sources: sources)
        return HistoryViewModel(app: app, storefront: storefront, since: since, loading: loading)
    }

    func search(in storefront: Storefront) -> SearchViewModel {
        // As `search` searches, but for a field typed into: a pause before asking the store.
        composition.makeSearchViewModel(
            storefront: storefront, limit: searchLimit, debounce: .milliseconds(300))
    }

    func world(
        of lookup: AppLookup, in storefronts: [Storefront], sort: WorldSort, language: DetailLanguage
    ) -> WorldViewModel {
        WorldViewModel(
            lookup: lookup, storefronts: storefronts, sort: sort,
            loading: composition.makeWorldLoader(sources: sources), language: language)
    }

    func watchList(language: DetailLanguage) -> WatchListViewModel {
        WatchListViewModel(
            loading: composition.makeWatchListLoader(sources: sources), language: language,
            now: composition.now)
    }

    func followedStorefronts(of app: AppID) async throws -> [Storefront] {
        try await sources.watchList.followed(app: app).map(\.storefront)
    }

    func follow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        // As `track add` does: the store must sell the app there, and the first observation of
        // everything a run observes is made now, for the first run to compare with.
        let found = try await composition.makeManyListingsFetcher(sources: sources).listings(
            for: [app], in: storefront, policy: .standard)
        guard found.found[app] != nil else {
            throw found.unreadable[app] ?? found.error ?? AppDetailError.notFound(.id(app), storefront)
        }
        let now = composition.now()
        let known = try await sources.watchList.follow(app, in: storefront, reviews: false, at: now)
        let followed = FollowedApp(app: app, storefront: storefront, reviews: false, since: now)
        _ = try await composition.makeTracker(sources: sources).observe([followed], again: false)
        return known
    }

    func unfollow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        try await sources.watchList.unfollow(app, in: storefront)
    }
}
