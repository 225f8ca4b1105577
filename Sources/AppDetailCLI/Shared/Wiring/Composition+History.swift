import AppDetailData
import AppDetailDomain

extension Composition {
    /// The use case `history` runs: one app's observations, read back.
    func makeHistoryLoader(sources: PageSources) -> LoadHistoryUseCase {
        LoadHistoryUseCase(repository: sources.history)
    }

    /// The use case `changes` runs: what changed across the apps observed.
    func makeChangesLister(sources: PageSources) -> ListChangesUseCase {
        ListChangesUseCase(history: sources.history)
    }

    /// The use case `track list` runs: each followed app with what was last seen of it.
    func makeWatchListLoader(sources: PageSources) -> LoadWatchListUseCase {
        LoadWatchListUseCase(watchList: sources.watchList, history: sources.history, now: now)
    }

    /// The use case `track run` runs, and `track add` observes a first time with.
    func makeTracker(sources: PageSources) -> TrackFollowedAppsUseCase {
        TrackFollowedAppsUseCase(sources: sources.tracking, now: now)
    }

    /// The use case `track add --countries` runs: apps followed in many storefronts at once,
    /// each storefront asked once for all of them.
    func makeFollower(sources: PageSources) -> FollowAppsUseCase {
        FollowAppsUseCase(
            listings: makeManyListingsFetcher(sources: sources), watchList: sources.watchList, now: now)
    }

    /// The use case `cache refresh` runs: cached listings asked again, many ids a request.
    func makeListingsRefresher(sources: PageSources) -> RefreshListingsUseCase {
        RefreshListingsUseCase(repository: sources.listings)
    }
}
