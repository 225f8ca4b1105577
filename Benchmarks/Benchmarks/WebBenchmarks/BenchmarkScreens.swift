import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import AppDetailWeb
import Foundation

/// The web client's screens over one real cache, as a composition root makes them; the page's
/// parts other than its listing are left out (``CachedPageObserving``), so that nothing is asked
/// of a store.
struct BenchmarkScreens: WebScreens {
    let sources: PageSources

    func appPage(_ lookup: AppLookup, in storefront: Storefront) -> AppPageViewModel {
        AppPageViewModel(
            lookup: lookup, storefront: storefront,
            observing: CachedPageObserving(listings: sources.listings),
            updateStyle: .reconfigure, now: { Date() })
    }

    func history(of app: AppID, in storefront: Storefront, days: Int?) -> HistoryViewModel {
        HistoryViewModel(
            app: app, storefront: storefront,
            since: days.map { Date().addingTimeInterval(-Double($0) * 86_400) },
            loading: LoadHistoryUseCase(repository: sources.history))
    }

    func search(in storefront: Storefront) -> SearchViewModel {
        SearchViewModel(
            storefront: storefront, limit: Self.limit,
            searching: SearchAppsUseCase(
                repository: sources.search, maxAge: .seconds(3_600), now: { Date() }),
            debounce: .milliseconds(300), clock: ContinuousClock())
    }

    func world(
        of lookup: AppLookup, in storefronts: [Storefront], sort: WorldSort, language: DetailLanguage
    ) -> WorldViewModel {
        WorldViewModel(
            lookup: lookup, storefronts: storefronts, sort: sort,
            loading: LoadAppAroundTheWorldUseCase(
                repository: sources.listings, history: sources.history, maxAge: .seconds(3_600),
                now: { Date() }),
            language: language)
    }

    func watchList(language: DetailLanguage) -> WatchListViewModel {
        WatchListViewModel(
            loading: LoadWatchListUseCase(
                watchList: sources.watchList, history: sources.history, now: { Date() }),
            language: language, now: { Date() })
    }

    func followedStorefronts(of app: AppID) async throws -> [Storefront] {
        try await sources.watchList.followed(app: app).map(\.storefront)
    }

    func follow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        try await sources.watchList.follow(app, in: storefront, reviews: false, at: Date())
    }

    func unfollow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        try await sources.watchList.unfollow(app, in: storefront)
    }

    private static let limit: SearchLimit = {
        do { return try SearchLimit(25) } catch { preconditionFailure("25 is a search limit") }
    }()
}
