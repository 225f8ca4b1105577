import AppDetailDomain
import AppDetailPresentation

/// The view models the web client shows and the watch list it changes, made by the composition
/// root: the same ones, over the same cache and use cases, that any other client of the library
/// binds to.
///
/// The server asks for a new view model for each page a browser opens, keeps it while the page
/// listens to it and lets it go when the page closes.
public protocol WebScreens: Sendable {
    /// A view model of `lookup`'s page in `storefront`, not loaded yet: the server loads it.
    func appPage(_ lookup: AppLookup, in storefront: Storefront) -> AppPageViewModel
    /// A view model of `app`'s history in `storefront`, over the last `days` (all of it when
    /// `nil`), not loaded yet.
    func history(of app: AppID, in storefront: Storefront, days: Int?) -> HistoryViewModel
    /// A view model of a search in `storefront`, for a field a person types into (debounced).
    func search(in storefront: Storefront) -> SearchViewModel
    /// A view model of `lookup` in each of `storefronts`, its rows in `sort` order and its words
    /// in `language`, not loaded yet.
    func world(
        of lookup: AppLookup, in storefronts: [Storefront], sort: WorldSort, language: DetailLanguage
    ) -> WorldViewModel
    /// A view model of the watch list, its words in `language`, not loaded yet.
    func watchList(language: DetailLanguage) -> WatchListViewModel
    /// The storefronts `app` is followed in, in the watch list's order.
    func followedStorefronts(of app: AppID) async throws -> [Storefront]
    /// Follows `app` in `storefront`, as following it anywhere else would (a first observation
    /// included); returns whether it was followed already.
    func follow(_ app: AppID, in storefront: Storefront) async throws -> Bool
    /// Stops following `app` in `storefront`; returns whether it was followed.
    func unfollow(_ app: AppID, in storefront: Storefront) async throws -> Bool
}
