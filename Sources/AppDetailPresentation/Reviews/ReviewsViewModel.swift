import AppDetailDomain
import DiffableSections
import Foundation

/// Drives a screen of an app's customer reviews that pages: ``load(policy:)`` shows the first
/// page, ``loadMore()`` adds the next (the store serves ten), ``refresh()`` asks again for every
/// page shown.
///
/// It follows the detail page's rules: any number of readers of ``states``, each from the current
/// state on; a refresh keeps the cards until the new pages replace them, in one batch of what
/// changed; a page that cannot be had (the store throttling, say) leaves the list as it was with
/// a ``ReviewsScreen/note``, and asking again retries it; nothing a reader holds keeps the view
/// model alive, and letting it go cancels the request in flight. It is an actor and knows nothing
/// about UIKit.
public actor ReviewsViewModel {
    private let broadcast = StateBroadcast(ReviewsViewState.idle)
    private var driver: ScreenDriver<ReviewsViewState, ReviewsScreen>
    private let app: AppID
    private let storefront: Storefront
    private let sort: ReviewSort
    private let fetching: any ReviewsFetching
    private let builder: DetailSnapshotBuilder
    /// The pages behind the cards on screen.
    private var pages: [ReviewPage] = []

    /// - Parameters:
    ///   - app: whose reviews.
    ///   - storefront: the store's reviews; also chooses the labels' language.
    ///   - sort: most recent or most helpful first.
    ///   - fetching: the fetch-reviews use case.
    ///   - now: the clock for relative dates.
    public init(
        app: AppID, storefront: Storefront, sort: ReviewSort, fetching: any ReviewsFetching,
        now: @escaping @Sendable () -> Date
    ) {
        self.driver = ScreenDriver(broadcast)
        self.app = app
        self.storefront = storefront
        self.sort = sort
        self.fetching = fetching
        self.builder = DetailSnapshotBuilder(storefront: storefront, now: now)
    }

    deinit { driver.finish() }

    /// A new reader of the screen's states: the current state first (a list comes without
    /// changes, to be installed whole), then every later state; it ends when the view model goes
    /// away. The sequence holds no reference to the view model.
    public nonisolated var states: AsyncStream<ReviewsViewState> { broadcast.subscribe { $0.joined } }

    /// The latest state, as a reader subscribing now would see it first.
    public nonisolated var currentState: ReviewsViewState { broadcast.current.joined }

    /// Loads the pages shown (the first page when none is) under `policy`, replacing whatever is
    /// in flight; the cards stay on screen until the new pages replace them. Returns the load's
    /// number.
    @discardableResult
    public func load(policy: CachePolicy) -> Int {
        let load = driver.beginLoad()
        if let shown = driver.shown {
            show(pages, note: shown.note, load: load, isLoadingMore: false, isSettled: false)
        }
        start(pages: 1...max(1, pages.count), policy: policy, load: load, appending: false)
        return load
    }

    /// ``load(policy:)`` with `CachePolicy.standard`.
    @discardableResult public func load() -> Int { load(policy: .standard) }

    /// ``load(policy:)`` with `CachePolicy.refresh`.
    @discardableResult public func refresh() -> Int { load(policy: .refresh) }

    /// Adds the next page, when there is one and nothing else is being asked.
    public func loadMore() {
        guard let shown = driver.shown, shown.canLoadMore, shown.isSettled else { return }
        show(pages, note: nil, load: shown.load, isLoadingMore: true, isSettled: false)
        start(
            pages: (pages.count + 1)...(pages.count + 1), policy: .standard, load: shown.load, appending: true
        )
    }

    /// Stops what is in flight: the list on screen stays, settled, or the state goes back to
    /// ``ReviewsViewState/idle`` when nothing was shown.
    public func cancel() {
        guard let shown = driver.cancel(), !shown.isSettled else { return }
        show(pages, note: shown.note, load: shown.load, isLoadingMore: false, isSettled: true)
    }

    private func start(pages numbers: ClosedRange<Int>, policy: CachePolicy, load: Int, appending: Bool) {
        let (app, storefront, sort, fetching) = (self.app, self.storefront, self.sort, self.fetching)
        driver.run(
            for: self,
            operation: {
                var fetched: [ReviewPage] = []
                for number in numbers {
                    let request = ReviewRequest(
                        app: app, storefront: storefront, page: try ReviewPageNumber(number), sort: sort)
                    let page = try await fetching.fetch(request, policy: policy).value
                    fetched.append(page)
                    if !page.hasNextPage { break }
                }
                return fetched
            },
            then: { owner, result, generation in
                await owner.end(result, load: load, appending: appending, generation: generation)
            })
    }

    private func end(
        _ result: Result<[ReviewPage], any Error>, load: Int, appending: Bool, generation: Int
    ) {
        switch result {
        case .success(let fetched):
            guard driver.isCurrent(generation) else { return }
            pages = appending ? pages + fetched : fetched
            show(pages, note: nil, load: load, isLoadingMore: false, isSettled: true)
        case .failure(let error):
            guard driver.shows(error, of: generation),
                let (_, note) = driver.keepOrFail(error, in: builder.language)
            else { return }
            show(pages, note: note, load: load, isLoadingMore: false, isSettled: true)
        }
    }

    private func show(_ pages: [ReviewPage], note: String?, load: Int, isLoadingMore: Bool, isSettled: Bool) {
        var seen: Set<String> = []
        let cards = pages.flatMap { builder.reviewItems(for: $0) }.filter { seen.insert($0.id).inserted }
        // Each card once, by id: building cannot fail.
        let snapshot =
            (try? ReviewsSnapshot([SectionData(section: .reviews, items: cards)], duplicates: .keepFirst))
            ?? ReviewsSnapshot()
        let changes = driver.shown.map { $0.snapshot.batchUpdate(to: snapshot, updateStyle: .reconfigure) }
        let canLoadMore = pages.last?.hasNextPage ?? false  // false past the tenth page (ReviewPage)
        let screen = ReviewsScreen(
            snapshot: snapshot, changes: changes, pages: pages.count, canLoadMore: canLoadMore,
            isLoadingMore: isLoadingMore, note: note, load: load, isSettled: isSettled)
        driver.show(screen, as: .loaded(screen))
    }
}
