import AppDetailDomain
import AppDetailPresentation
import AppDetailWeb
import Foundation
import TestSupport

/// The screens of a test: each page a view model over one hand-fed observe use case, every view
/// model made remembered weakly, to tell when the server let it go; the watch list and the
/// history in memory.
final class StubScreens: WebScreens, @unchecked Sendable {
    let observing = StubPageObserving()
    let history = MemoryHistory()
    let searching = StubSearching()
    let world = StubWorld()
    private let lock = NSLock()
    private var made: [WeakViewModel] = []

    private struct WeakViewModel {
        weak var viewModel: AppPageViewModel?
    }

    func appPage(_ lookup: AppLookup, in storefront: Storefront) -> AppPageViewModel {
        let viewModel = AppPageViewModel(
            lookup: lookup, storefront: storefront, observing: observing, updateStyle: .reconfigure,
            now: fixedNow)
        lock.withLock { made.append(WeakViewModel(viewModel: viewModel)) }
        return viewModel
    }

    func history(of app: AppID, in storefront: Storefront, days: Int?) -> HistoryViewModel {
        let since = days.map { fixedNow().addingTimeInterval(-Double($0) * 86_400) }
        return HistoryViewModel(
            app: app, storefront: storefront, since: since, loading: LoadHistoryUseCase(repository: history))
    }

    func search(in storefront: Storefront) -> SearchViewModel {
        // Never throws: 25 is in range.
        let limit = (try? SearchLimit(25)) ?? (try? SearchLimit(SearchLimit.maximum))
        return SearchViewModel(
            storefront: storefront, limit: limit ?? Self.anyLimit, searching: searching, debounce: .zero,
            clock: ContinuousClock())
    }

    private static var anyLimit: SearchLimit {
        do { return try SearchLimit(1) } catch { preconditionFailure("1 is a search limit") }
    }

    func world(
        of lookup: AppLookup, in storefronts: [Storefront], sort: WorldSort, language: DetailLanguage
    ) -> WorldViewModel {
        WorldViewModel(
            lookup: lookup, storefronts: storefronts, sort: sort, loading: world, language: language)
    }

    func watchList(language: DetailLanguage) -> WatchListViewModel {
        WatchListViewModel(
            loading: LoadWatchListUseCase(watchList: history, history: history, now: fixedNow),
            language: language,
            now: fixedNow)
    }

    func followedStorefronts(of app: AppID) async throws -> [Storefront] {
        try await history.followed(app: app).map(\.storefront)
    }

    func follow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        try await history.follow(app, in: storefront, reviews: false, at: fixedNow())
    }

    func unfollow(_ app: AppID, in storefront: Storefront) async throws -> Bool {
        try await history.unfollow(app, in: storefront)
    }

    /// The page view model made last, while it is alive.
    var lastPage: AppPageViewModel? { lock.withLock { made.last?.viewModel } }

    /// How many view models were made.
    var madeCount: Int { lock.withLock { made.count } }

    /// How many of them are still alive.
    var aliveCount: Int { lock.withLock { made.filter { $0.viewModel != nil }.count } }
}
