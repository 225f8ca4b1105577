import AppDetailDomain
import DiffableSections
import Foundation

/// Drives a History screen: ``load()`` or ``refresh()`` in, ``states`` out — the app's figures
/// over time, its chart places, its versions and what changed, read from the history the other
/// screens record as they load.
///
/// It follows the other screens' rules: any number of readers of ``states``, each from the
/// current state on; a refresh (after a new observation) keeps the rows on screen and animates
/// only what changed — the figures' rows updated in place, the new changes inserted at the top;
/// a refresh that fails keeps them with a ``HistoryScreen/note``; nothing a reader holds keeps
/// the view model alive. It is an actor and knows nothing about UIKit.
public actor HistoryViewModel {
    private let broadcast = StateBroadcast(HistoryViewState.idle)
    private var driver: ScreenDriver<HistoryViewState, HistoryScreen>
    private let app: AppID
    private let storefront: Storefront
    private let since: Date?
    private let loading: any HistoryLoading
    private let language: DetailLanguage

    /// - Parameters:
    ///   - app: the app.
    ///   - storefront: its store (the history is kept per country); also chooses the language.
    ///   - since: the start of the period shown, or `nil` for everything.
    ///   - loading: the history use case.
    public init(app: AppID, storefront: Storefront, since: Date?, loading: any HistoryLoading) {
        self.driver = ScreenDriver(broadcast)
        self.app = app
        self.storefront = storefront
        self.since = since
        self.loading = loading
        self.language = DetailLanguage(storefront: storefront)
    }

    deinit { driver.finish() }

    /// A new reader of the screen's states: the current state first (rows to install whole),
    /// then every later state; it ends when the view model goes away.
    public nonisolated var states: AsyncStream<HistoryViewState> { broadcast.subscribe { $0.joined } }

    /// The latest state, as a reader subscribing now would see it first.
    public nonisolated var currentState: HistoryViewState { broadcast.current.joined }

    /// Reads the history, replacing a read in flight; returns the load's number.
    @discardableResult
    public func load() -> Int {
        let load = driver.beginLoad()
        if let shown = driver.shown { send(shown.listing, note: shown.note, load: load, isSettled: false) }
        let (app, storefront, since, loading) = (self.app, self.storefront, self.since, self.loading)
        driver.run(
            for: self, operation: { try await loading.history(of: app, in: storefront, since: since) },
            then: { owner, result, generation in await owner.end(result, load: load, generation: generation) }
        )
        return load
    }

    /// Reads the history again (a new observation may have come): the rows stay meanwhile.
    @discardableResult public func refresh() -> Int { load() }

    /// Stops the read in flight: the rows on screen stay, settled.
    public func cancel() {
        guard let shown = driver.cancel(), !shown.isSettled else { return }
        send(shown.listing, note: shown.note, load: driver.loads, isSettled: true)
    }

    private func end(_ result: Result<AppHistory, any Error>, load: Int, generation: Int) {
        switch result {
        case .success(let history):
            guard driver.isCurrent(generation) else { return }
            send(HistoryListing(history: history, language: language), note: nil, load: load, isSettled: true)
        case .failure(let error):
            guard driver.shows(error, of: generation) else { return }
            guard let (shown, note) = driver.keepOrFail(error, in: language) else { return }
            send(shown.listing, note: note, load: load, isSettled: true)
        }
    }

    private func send(_ listing: HistoryListing, note: String?, load: Int, isSettled: Bool) {
        let snapshot = listing.snapshot
        let changes = driver.shown.map { $0.snapshot.batchUpdate(to: snapshot, updateStyle: .reconfigure) }
        let screen = HistoryScreen(
            listing: listing, snapshot: snapshot, changes: changes, note: note, load: load,
            isSettled: isSettled)
        driver.show(screen, as: .loaded(screen))
    }
}
