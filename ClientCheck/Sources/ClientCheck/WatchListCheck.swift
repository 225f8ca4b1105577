import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation

// 6. The watch list: Duolingo followed and observed by a run, the screen bound to a collection
// view and read by a second reader; a run after the store's figures moved, then a refresh: the
// app's row is reconfigured in place, nothing inserted or deleted. A screen closed mid-load goes.
@MainActor func watchListCheck(
    sources: PageSources, app duolingo: AppID, in us: Storefront, now: @escaping @Sendable () -> Date,
    bump: () async -> Void, expect: (Bool, String) -> Void
) async throws {
    _ = try await sources.watchList.follow(duolingo, in: us, reviews: true, at: now())
    let tracking = TrackFollowedAppsUseCase(sources: sources.tracking, now: now)
    try await tracking.run(again: true) { _ in }
    let loading = LoadWatchListUseCase(watchList: sources.watchList, history: sources.history, now: now)
    var viewModel: WatchListViewModel? = WatchListViewModel(loading: loading, language: .english, now: now)
    let screen = Screen<WatchListSection, WatchListRow>()
    var (updated, moved) = (0, 0)
    let (boundStates, watchedStates) = (viewModel!.states, viewModel!.states)
    let bound = Task { @MainActor in
        for await state in boundStates {
            guard case .loaded(let shown) = state else { continue }
            if let changes = shown.changes, screen.data != nil {
                updated += changes.itemUpdates.count
                moved += changes.itemInserts.count + changes.itemDeletes.count + changes.itemMoves.count
            }
            screen.show(shown.snapshot, changes: shown.changes)
            if shown.isSettled { screen.settledLoad = shown.load }
        }
    }
    let watcher = Task {
        var rows = 0
        for await state in watchedStates {
            if case .loaded(let shown) = state { rows = shown.listing.rows.count }
        }
        return rows
    }
    let first = await viewModel!.load()
    while screen.settledLoad < first { try? await Task.sleep(for: .milliseconds(5)) }
    let rating = screen.data?.sections.first?.items.first?.rating ?? "none"
    await bump()
    try await tracking.run(again: true) { _ in }
    let second = await viewModel!.refresh()
    while screen.settledLoad < second { try? await Task.sleep(for: .milliseconds(5)) }
    bound.cancel()
    let after = screen.data?.sections.first?.items.first?.rating ?? "none"
    viewModel = nil  // the second reader ends with it
    let secondReaderRows = await watcher.value

    weak var closed: WatchListViewModel?
    var reader: Task<Void, Never>?
    do {
        let opened = WatchListViewModel(loading: loading, language: .korean, now: now)
        closed = opened
        let states = opened.states
        reader = Task { for await _ in states {} }
        _ = await opened.load()
    }
    await reader?.value
    expect(
        screen.view.violations.isEmpty && moved == 0 && updated == 1 && rating != after && closed == nil,
        "the watch list screen")
    print(
        "watch list: \(screen.data?.numberOfItems ?? 0) row, \(rating) then \(after); updated \(updated), inserted or deleted \(moved), second reader \(secondReaderRows) row once closed, closed mid-load released \(closed == nil), violations \(screen.view.violations)"
    )
}
