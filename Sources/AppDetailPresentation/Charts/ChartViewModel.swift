import AppDetailDomain
import DiffableSections
import Foundation

/// Drives a top-chart screen: ``load(policy:)`` or ``refresh()`` in, ``states`` out, its rows
/// rated through the one many-apps lookup of the injected loader.
///
/// It follows the detail page's rules: any number of readers of ``states``, each from the current
/// state on; a refresh keeps the rows on screen and animates only what changed (an app that
/// moved up is a move, a new rating an update of its row), and a refresh that fails keeps them
/// with a ``ChartScreen/note``; nothing a reader holds keeps the view model alive, and letting it
/// go cancels the request in flight. It is an actor and knows nothing about UIKit.
public actor ChartViewModel {
    private let broadcast = StateBroadcast(ChartViewState.idle)
    private var driver: ScreenDriver<ChartViewState, ChartScreen>
    private let query: ChartQuery
    private let loading: any RatedChartLoading
    private let language: DetailLanguage

    /// - Parameters:
    ///   - query: the chart: kind, genre, store and length.
    ///   - loading: the rated-chart use case.
    ///   - language: the labels' language.
    public init(query: ChartQuery, loading: any RatedChartLoading, language: DetailLanguage) {
        self.driver = ScreenDriver(broadcast)
        self.query = query
        self.loading = loading
        self.language = language
    }

    deinit { driver.finish() }

    /// A new reader of the screen's states: the current state first (a chart comes without
    /// changes, to be installed whole), then every later state; it ends when the view model goes
    /// away. The sequence holds no reference to the view model.
    public nonisolated var states: AsyncStream<ChartViewState> { broadcast.subscribe { $0.joined } }

    /// The latest state, as a reader subscribing now would see it first.
    public nonisolated var currentState: ChartViewState { broadcast.current.joined }

    /// Loads the chart under `policy`, replacing a load in flight; returns the load's number.
    @discardableResult
    public func load(policy: CachePolicy) -> Int {
        let load = driver.beginLoad()
        if let shown = driver.shown { send(shown.listing, note: shown.note, load: load, isSettled: false) }
        let (query, loading) = (self.query, self.loading)
        driver.run(
            for: self, operation: { try await loading.chart(query, policy: policy) },
            then: { owner, result, generation in await owner.end(result, load: load, generation: generation) }
        )
        return load
    }

    /// ``load(policy:)`` with `CachePolicy.standard`.
    @discardableResult public func load() -> Int { load(policy: .standard) }

    /// ``load(policy:)`` with `CachePolicy.refresh`: the rows stay on screen meanwhile.
    @discardableResult public func refresh() -> Int { load(policy: .refresh) }

    /// Stops the load in flight: the chart on screen stays, settled, or the state goes back to
    /// ``ChartViewState/idle`` when nothing was shown.
    public func cancel() {
        guard let shown = driver.cancel(), !shown.isSettled else { return }
        send(shown.listing, note: shown.note, load: driver.loads, isSettled: true)
    }

    private func end(_ result: Result<RatedChart, any Error>, load: Int, generation: Int) {
        switch result {
        case .success(let chart):
            guard driver.isCurrent(generation) else { return }
            send(
                ChartListing(chart: chart, query: query, language: language), note: nil, load: load,
                isSettled: true)
        case .failure(let error):
            guard driver.shows(error, of: generation) else { return }
            guard let (shown, note) = driver.keepOrFail(error, in: language) else { return }
            send(shown.listing, note: note, load: load, isSettled: true)
        }
    }

    private func send(_ listing: ChartListing, note: String?, load: Int, isSettled: Bool) {
        // A chart keeps every row, even an app the feed repeats: building cannot fail.
        let snapshot =
            (try? ChartSnapshot([SectionData(section: .places, items: listing.rows)], duplicates: .keepAll))
            ?? ChartSnapshot()
        let changes = driver.shown.map { $0.snapshot.batchUpdate(to: snapshot, updateStyle: .reconfigure) }
        let screen = ChartScreen(
            listing: listing, snapshot: snapshot, changes: changes, note: note, load: load,
            isSettled: isSettled)
        driver.show(screen, as: .loaded(screen))
    }
}
