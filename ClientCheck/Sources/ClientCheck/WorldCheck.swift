import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation

// 7. One app around the world, through sources with a request budget on the same cache file as
// the other screens' sources: the screen bound to a collection view and read by a second reader,
// rows inserted as storefronts answer; after the store's figures moved, a refresh reconfigures
// every row in place, nothing inserted or deleted (rows in storefront order: ordered by count, a
// row whose count changes may move). A screen closed mid-load goes.
@MainActor func worldCheck(
    endpoint: URL, cacheFolder: URL, app duolingo: AppID, now: @escaping @Sendable () -> Date,
    bump: () async -> Void, expect: (Bool, String) -> Void
) async throws {
    var configuration = AppDetailDataConfiguration(
        endpoint: endpoint, cacheDirectory: cacheFolder, timeout: .seconds(20), seed: nil)
    configuration.requestRate = RequestRate(perMinute: 600, burst: 5)
    let sources = AppDetailDataFactory.makePageSources(
        configuration: configuration, now: now, warn: { print("warning:", $0) })
    let loading = LoadAppAroundTheWorldUseCase(
        repository: sources.listings, history: sources.history, maxAge: .seconds(86_400), now: now)
    let storefronts = try StorefrontSelection(parsing: "us,gb,kr,jp,de,fr,br").storefronts
    var viewModel: WorldViewModel? = WorldViewModel(
        lookup: .id(duolingo), storefronts: storefronts, sort: .storefront, loading: loading,
        language: .english)
    let screen = Screen<WorldSection, WorldItem>()
    var (inserted, updated, deleted) = (0, 0, 0)
    var refreshing = false
    let (boundStates, watchedStates) = (viewModel!.states, viewModel!.states)
    let bound = Task { @MainActor in
        for await state in boundStates {
            guard case .loaded(let shown) = state else { continue }
            if let changes = shown.changes, screen.data != nil {
                if refreshing {
                    updated += changes.itemUpdates.count
                    deleted += changes.itemDeletes.count + changes.sectionDeletes.count
                    inserted += changes.itemInserts.count + changes.sectionInserts.count
                }
            }
            screen.show(shown.snapshot, changes: shown.changes)
            if shown.isSettled { screen.settledLoad = shown.load }
        }
    }
    let watcher = Task {
        var states = 0
        for await _ in watchedStates { states += 1 }
        return states
    }
    let started = ContinuousClock.now
    let first = await viewModel!.load()
    while screen.settledLoad < first { try? await Task.sleep(for: .milliseconds(5)) }
    let firstLook = ContinuousClock.now - started
    let rows = (screen.data?.numberOfItems ?? 0) - 1
    await bump()
    refreshing = true
    let second = await viewModel!.refresh()
    while screen.settledLoad < second { try? await Task.sleep(for: .milliseconds(5)) }
    bound.cancel()
    viewModel = nil
    let secondReaderStates = await watcher.value

    weak var closed: WorldViewModel?
    var reader: Task<Void, Never>?
    do {
        let opened = WorldViewModel(
            lookup: .id(duolingo), storefronts: storefronts, sort: .rating, loading: loading,
            language: .korean)
        closed = opened
        let states = opened.states
        reader = Task { for await _ in states {} }
        _ = await opened.refresh()
    }
    await reader?.value
    expect(
        screen.view.violations.isEmpty && rows == storefronts.count && inserted == 0 && deleted == 0
            && updated >= storefronts.count && closed == nil,
        "the world screen")
    print(
        "world: \(rows) storefronts in \(String(format: "%.2f", Double(firstLook.components.seconds) + Double(firstLook.components.attoseconds) / 1e18)) s at 600 a minute (5 at once), refresh updated \(updated), inserted \(inserted), deleted \(deleted); second reader \(secondReaderStates) states; closed mid-load released \(closed == nil), violations \(screen.view.violations)"
    )
}
