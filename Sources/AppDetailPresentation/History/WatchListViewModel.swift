import AppDetailDomain
import DiffableSections
import Foundation

/// Drives a watch list screen: ``load()`` or ``refresh()`` in, ``states`` out — each followed
/// app at a glance (its name, store, rating and its week, version, chart place and last change),
/// read from the history the other screens and the scheduled runs record.
///
/// It follows the other screens' rules: any number of readers of ``states``, each from the
/// current state on; a refresh (after a run) keeps the rows on screen and animates only what
/// changed — an app whose state moved is reconfigured in place; a refresh that fails keeps them
/// with a ``WatchListScreen/note``; nothing a reader holds keeps the view model alive. It is an
/// actor and knows nothing about UIKit.
public actor WatchListViewModel {
    private let broadcast = StateBroadcast(WatchListViewState.idle)
    private var driver: ScreenDriver<WatchListViewState, WatchListScreen>
    private let loading: any WatchListLoading
    private let language: DetailLanguage
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - loading: the watch list use case.
    ///   - language: the screen's language (the apps' own texts stay as their stores give them).
    ///   - now: the clock the rows' ages are told against.
    public init(loading: any WatchListLoading, language: DetailLanguage, now: @escaping @Sendable () -> Date)
    {
        self.driver = ScreenDriver(broadcast)
        self.loading = loading
        self.language = language
        self.now = now
    }

    deinit { driver.finish() }

    /// A new reader of the screen's states: the current state first (rows to install whole),
    /// then every later state; it ends when the view model goes away.
    public nonisolated var states: AsyncStream<WatchListViewState> { broadcast.subscribe { $0.joined } }

    /// The latest state, as a reader subscribing now would see it first.
    public nonisolated var currentState: WatchListViewState { broadcast.current.joined }

    /// Reads the watch list, replacing a read in flight; returns the load's number.
    @discardableResult
    public func load() -> Int {
        let load = driver.beginLoad()
        if let shown = driver.shown { send(shown.listing, note: shown.note, load: load, isSettled: false) }
        let loading = self.loading
        driver.run(
            for: self, operation: { try await loading.statuses() },
            then: { owner, result, generation in await owner.end(result, load: load, generation: generation) }
        )
        return load
    }

    /// Reads the watch list again (a run may have observed something): the rows stay meanwhile.
    @discardableResult public func refresh() -> Int { load() }

    /// Stops the read in flight: the rows on screen stay, settled.
    public func cancel() {
        guard let shown = driver.cancel(), !shown.isSettled else { return }
        send(shown.listing, note: shown.note, load: driver.loads, isSettled: true)
    }

    private func end(_ result: Result<[FollowedAppStatus], any Error>, load: Int, generation: Int) {
        switch result {
        case .success(let statuses):
            guard driver.isCurrent(generation) else { return }
            send(
                WatchListListing(statuses: statuses, at: now(), language: language), note: nil, load: load,
                isSettled: true)
        case .failure(let error):
            guard driver.shows(error, of: generation) else { return }
            guard let (shown, note) = driver.keepOrFail(error, in: language) else { return }
            send(shown.listing, note: note, load: load, isSettled: true)
        }
    }

    private func send(_ listing: WatchListListing, note: String?, load: Int, isSettled: Bool) {
        let snapshot = listing.snapshot
        let changes = driver.shown.map { $0.snapshot.batchUpdate(to: snapshot, updateStyle: .reconfigure) }
        let screen = WatchListScreen(
            listing: listing, snapshot: snapshot, changes: changes, note: note, load: load,
            isSettled: isSettled)
        driver.show(screen, as: .loaded(screen))
    }
}
