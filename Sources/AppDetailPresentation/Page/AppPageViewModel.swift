import AppDetailDomain
import DiffableSections
import Foundation

/// Drives an app's whole detail page — listing, Ratings & Reviews, More by this developer —
/// as its parts arrive: ``load(policy:)`` (or ``load()``, ``refresh()``, ``loadOffline()``) in,
/// ``states`` out.
///
/// Each arrival is one ``AppPageViewState/loaded(_:)`` state with the changeset from the page on
/// screen, so a collection view animates exactly what arrived: the reviews section is inserted
/// when the reviews come and nothing else moves. The first page shown holds the listing (or the
/// listing's failure), whatever order the parts arrive in. A part still loading shows no
/// placeholder (an empty cell would be replaced by cards of another height, moving everything
/// under it); a client that wants a spinner reads the part's state in ``LoadedPage/page``.
///
/// **A living screen.** A reload or refresh keeps the page on screen: its states carry only what
/// changed, a part that fails keeps what it showed with a note, and ``LoadedPage/isSettled`` says
/// when the load is over. A second `load()` or `refresh()` replaces the first; ``cancel()`` ends
/// it with a settled state. Any number of readers may follow ``states``, each from the current
/// state on. Nothing a reader does keeps the view model alive: when its owner lets it go, its
/// requests are cancelled and every reader's sequence ends. It is an actor and knows nothing
/// about UIKit.
public actor AppPageViewModel {
    private let broadcast = StateBroadcast(AppPageViewState.idle)
    private var driver: ScreenDriver<AppPageViewState, LoadedPage>
    private let lookup: AppLookup
    private let storefront: Storefront
    private let observing: any AppPageObserving
    private let builder: DetailSnapshotBuilder
    private let updateStyle: UpdateStyle
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - lookup: the app.
    ///   - storefront: its store; also chooses the labels' language.
    ///   - observing: the observe-page use case.
    ///   - updateStyle: how changed cells are refreshed.
    ///   - now: the clock for relative dates.
    public init(
        lookup: AppLookup, storefront: Storefront, observing: any AppPageObserving, updateStyle: UpdateStyle,
        now: @escaping @Sendable () -> Date
    ) {
        self.driver = ScreenDriver(broadcast)
        self.lookup = lookup
        self.storefront = storefront
        self.observing = observing
        self.builder = DetailSnapshotBuilder(storefront: storefront, now: now)
        self.updateStyle = updateStyle
        self.now = now
    }

    deinit { driver.finish() }

    /// Why `section` of the store page shows nothing on this page, in its language — not on the
    /// App Store page, unreadable there, no page at all, or there and empty — or `nil` when it has
    /// something to show: for a screen that shows one part of the page alone. `details` is the
    /// store page a state's ``LoadedPage/page`` holds (`nil` when it has none).
    public nonisolated func note(for section: StorePageSection, in details: StorePageDetails?) -> String? {
        builder.note(for: section, in: details)
    }

    /// A new reader of the page's states: the current state first (a page comes without
    /// changes, to be installed whole), then every later state in order; it ends when the view
    /// model goes away. Each read of this property is a reader of its own, and every reader sees
    /// the same states; the sequence holds no reference to the view model.
    public nonisolated var states: AsyncStream<AppPageViewState> {
        broadcast.subscribe { $0.joined }
    }

    /// The latest state, as a reader subscribing now would see it first.
    public nonisolated var currentState: AppPageViewState { broadcast.current.joined }

    /// Loads the page under `policy`: `CachePolicy.standard` shows what the cache has at once,
    /// then each part as the store answers; `CachePolicy.refresh` asks the store again for
    /// every part, keeping the page on screen meanwhile; `CachePolicy.offline` shows only what
    /// the cache has and never touches the network. Replaces a load in flight.
    ///
    /// - Returns: the load's number, which every state it produces carries
    ///   (``LoadedPage/load``).
    @discardableResult
    public func load(policy: CachePolicy) -> Int {
        startLoad(policy: policy).load
    }

    /// Starts a load; returns its number and the number of its first state in ``states``.
    func startLoad(policy: CachePolicy) -> (load: Int, firstState: Int) {
        let earlier = driver.shown.map { PageContinuity.settled($0.page) }
        let load = driver.beginLoad()
        let firstState =
            if let shown = driver.shown {
                send(shown.page, load: load, isSettled: false)  // the page stays; a new load is under way
            } else {
                broadcast.sentCount
            }
        let pages = observing.observe(lookup, in: storefront, policy: policy)
        driver.replaceWork { generation in
            Task { [weak self] in
                do {
                    for try await page in pages {
                        guard let self else { return }
                        await self.show(page, over: earlier, load: load, generation: generation)
                    }
                    await self?.end(load, generation: generation)
                } catch {
                    await self?.fail(error, load: load, generation: generation)
                }
            }
        }
        return (load, firstState)
    }

    /// ``states`` with the number of the reader's first state (see ``startLoad(policy:)``).
    nonisolated func numberedStates() -> (first: Int, stream: AsyncStream<AppPageViewState>) {
        broadcast.subscribeNumbered { $0.joined }
    }

    /// ``load(policy:)`` with `CachePolicy.standard`.
    @discardableResult public func load() -> Int { load(policy: .standard) }

    /// ``load(policy:)`` with `CachePolicy.refresh`.
    @discardableResult public func refresh() -> Int { load(policy: .refresh) }

    /// ``load(policy:)`` with `CachePolicy.offline`.
    @discardableResult public func loadOffline() -> Int { load(policy: .offline) }

    /// Stops the load in flight: the page on screen stays, in a settled state, or the state goes
    /// back to ``AppPageViewState/idle`` when nothing was shown yet. A later ``load(policy:)``
    /// starts afresh.
    public func cancel() {
        guard let shown = driver.cancel(), !shown.isSettled else { return }
        send(PageContinuity.settled(shown.page), load: driver.loads, isSettled: true)
    }

    private func show(_ incoming: AppPage, over earlier: AppPage?, load: Int, generation: Int) {
        guard driver.isCurrent(generation) else { return }
        let page = PageContinuity.page(incoming, over: earlier)
        // The header first: a page without its listing is held back until the listing comes.
        guard page.listing.fetched != nil else { return }
        send(page, load: load, isSettled: incoming.isSettled)
    }

    private func end(_ load: Int, generation: Int) {
        guard driver.isCurrent(generation) else { return }
        guard let shown = driver.shown else {
            if broadcast.current == .loading { broadcast.send(.idle) }
            return
        }
        if !shown.isSettled { send(PageContinuity.settled(shown.page), load: load, isSettled: true) }
    }

    /// A load that ends with the listing's failure keeps the page on screen, its listing marked
    /// as served after the failure — or, with nothing shown, fails.
    private func fail(_ error: any Error, load: Int, generation: Int) {
        guard driver.shows(error, of: generation) else { return }
        if let shown = driver.shown, let domainError = error as? AppDetailError,
            let kept = PageContinuity.page(shown.page, listingFailed: domainError)
        {
            send(kept, load: load, isSettled: true)
        } else {
            broadcast.send(.failed(DetailFailure(error, in: builder.language)))
        }
    }

    @discardableResult
    private func send(_ page: AppPage, load: Int, isSettled: Bool) -> Int {
        // The builder keeps the first of a repeated identity: it does not fail.
        let snapshot = (try? builder.snapshot(for: page)) ?? DetailSnapshot()
        let changes = driver.shown.map { $0.snapshot.batchUpdate(to: snapshot, updateStyle: updateStyle) }
        let notes = PageNotes(builder.language, now: now())
        let loaded = LoadedPage(
            page: page, snapshot: snapshot, changes: changes,
            freshnessNote: page.listing.fetched.flatMap { notes.listingNote($0.freshness) },
            partNotes: notes.partNotes(for: page), load: load, isSettled: isSettled)
        return driver.show(loaded, as: .loaded(loaded))
    }
}
