import AppDetailDomain
import DiffableSections
import Foundation

/// Drives a screen of one app around the world: ``load(policy:)`` or ``refresh()`` in,
/// ``states`` out — the whole on top, then the storefronts in sections by region, each row
/// appearing (or, on a refresh, updating in place) as its storefront answers.
///
/// It follows the other screens' rules: any number of readers of ``states``, each from the
/// current state on; a refresh keeps the rows on screen; a load that fails keeps them with a
/// ``WorldScreen/note``; cancelling keeps what arrived, settled; nothing a reader holds keeps the
/// view model alive, and letting it go cancels the requests in flight. An actor; no UIKit.
public actor WorldViewModel {
    private let broadcast = StateBroadcast(WorldViewState.idle)
    private var driver: ScreenDriver<WorldViewState, WorldScreen>
    private let lookup: AppLookup
    private let storefronts: [Storefront]
    private let sort: WorldSort
    private let loading: any AppAroundTheWorldLoading
    private let language: DetailLanguage
    /// The rows of the load in flight, by storefront, over those of the load before.
    private var rows: [String: WorldRow] = [:]

    /// - Parameters:
    ///   - lookup: the app.
    ///   - storefronts: the storefronts to show it in (`StorefrontSelection` reads them).
    ///   - sort: the order of the rows within each region.
    ///   - loading: the use case that asks each storefront.
    ///   - language: the labels' language.
    public init(
        lookup: AppLookup, storefronts: [Storefront], sort: WorldSort, loading: any AppAroundTheWorldLoading,
        language: DetailLanguage
    ) {
        self.driver = ScreenDriver(broadcast)
        self.lookup = lookup
        self.storefronts = storefronts
        self.sort = sort
        self.loading = loading
        self.language = language
    }

    deinit { driver.finish() }

    /// A new reader of the screen's states: the current state first (to install whole), then
    /// every later state; it ends when the view model goes away.
    public nonisolated var states: AsyncStream<WorldViewState> { broadcast.subscribe { $0.joined } }

    /// The latest state, as a reader subscribing now would see it first.
    public nonisolated var currentState: WorldViewState { broadcast.current.joined }

    /// Loads every storefront under `policy`, replacing a load in flight; returns its number.
    @discardableResult
    public func load(policy: CachePolicy) -> Int {
        let load = driver.beginLoad()
        if let shown = driver.shown {
            send(note: shown.note, progress: shown.progress, load: load, isSettled: false)
        }
        let (lookup, storefronts, loading) = (self.lookup, self.storefronts, self.loading)
        driver.replaceWork { generation in
            Task { [weak self] in
                do {
                    let world = try await loading.load(lookup, in: storefronts, policy: policy) {
                        [weak self] row, progress in
                        await self?.arrived(row, progress: progress, load: load, generation: generation)
                    }
                    await self?.end(world, load: load, generation: generation)
                } catch {
                    await self?.fail(error, load: load, generation: generation)
                }
            }
        }
        return load
    }

    /// ``load(policy:)`` with `CachePolicy.standard`: the cache's current rows at once.
    @discardableResult public func load() -> Int { load(policy: .standard) }

    /// ``load(policy:)`` with `CachePolicy.refresh`: every storefront asked again, the rows on
    /// screen meanwhile.
    @discardableResult public func refresh() -> Int { load(policy: .refresh) }

    /// Stops the load in flight: the rows that arrived stay, settled, or the state goes back to
    /// ``WorldViewState/idle`` when none had.
    public func cancel() {
        guard let shown = driver.cancel(), !shown.isSettled else { return }
        send(note: shown.note, progress: nil, load: driver.loads, isSettled: true)
    }

    private func arrived(_ row: WorldRow, progress: WorldProgress, load: Int, generation: Int) {
        guard driver.isCurrent(generation) else { return }
        rows[row.id] = row
        send(note: nil, progress: progress, load: load, isSettled: false)
    }

    private func end(_ world: AppAroundTheWorld, load: Int, generation: Int) {
        guard driver.isCurrent(generation) else { return }
        for row in world.rows { rows[row.id] = row }
        send(note: nil, progress: nil, load: load, isSettled: true)
    }

    private func fail(_ error: any Error, load: Int, generation: Int) {
        guard driver.shows(error, of: generation) else { return }
        guard let (_, note) = driver.keepOrFail(error, in: language) else { return }
        send(note: note, progress: nil, load: load, isSettled: true)
    }

    private func send(note: String?, progress: WorldProgress?, load: Int, isSettled: Bool) {
        let known = storefronts.compactMap { rows[$0.country] }
        let table = WorldTable(
            world: AppAroundTheWorld(lookup: lookup, rows: known), sort: sort, language: language)
        let snapshot = Self.snapshot(of: table)
        let changes = driver.shown.map { $0.snapshot.batchUpdate(to: snapshot, updateStyle: .reconfigure) }
        let screen = WorldScreen(
            table: table, snapshot: snapshot, changes: changes, progress: progress, note: note, load: load,
            isSettled: isSettled)
        driver.show(screen, as: .loaded(screen))
    }

    /// The whole, then a section per region in the store's order, each with its rows in the
    /// table's order.
    static func snapshot(of table: WorldTable) -> WorldSnapshot {
        var sections = [
            SectionData(
                section: WorldSection.whole, items: [WorldItem.whole(title: table.title, lines: table.whole)])
        ]
        for region in StorefrontRegion.allCases {
            let items = table.rows.filter { $0.region == region }.map(WorldItem.storefront)
            if !items.isEmpty { sections.append(SectionData(section: .region(region), items: items)) }
        }
        return (try? WorldSnapshot(sections, duplicates: .keepAll)) ?? WorldSnapshot()
    }
}
