import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Every figure is printed; any broken rule is also a problem, and a problem fails the run.
nonisolated(unsafe) var problems: [String] = []
func expect(_ holds: Bool, _ what: String) { if !holds { problems.append(what) } }

let port = CommandLine.arguments.dropFirst().first ?? "8977"
guard let endpoint = URL(string: "http://127.0.0.1:\(port)") else { fatalError("no port \(port)") }
let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("clientcheck-\(UUID())")
defer { try? FileManager.default.removeItem(at: cacheFolder) }
let now: @Sendable () -> Date = { Date() }
let sources = AppDetailDataFactory.makePageSources(
    configuration: AppDetailDataConfiguration(
        endpoint: endpoint, cacheDirectory: cacheFolder, timeout: .seconds(20), seed: nil),
    now: now, warn: { print("warning:", $0) })
let observing = ObserveAppPageUseCase(
    listings: sources.listings, reviews: sources.reviews, developerApps: sources.developerApps,
    charts: sources.charts, storePages: sources.storePages,
    freshness: PageFreshness(
        listing: .seconds(86_400), reviews: .seconds(3_600), developerApps: .seconds(86_400),
        chart: .seconds(3_600), storePage: .seconds(86_400)),
    reviewSort: .mostHelpful, now: now)
let us = try Storefront(country: "us")
let duolingo = try AppID(parsing: "570060128")

func slow(_ seconds: Double) async {
    _ = try? await URLSession.shared.data(
        from: endpoint.appendingPathComponent("slow").appending(queryItems: [
            URLQueryItem(name: "s", value: "\(seconds)")
        ]))
}

func bump() async {
    _ = try? await URLSession.shared.data(from: endpoint.appendingPathComponent("bump"))
}

func describe(_ snapshot: DetailSnapshot?) -> String {
    (snapshot?.sections ?? []).map { "\($0.section)=\($0.items.count)" }.joined(separator: " ")
}

// 1. The page: bound to a collection view, read by a second reader, refreshed.
@MainActor func pageCheck() async {
    let viewModel = AppPageViewModel(
        lookup: .id(duolingo), storefront: us, observing: observing, updateStyle: .reconfigure, now: now)
    let screen = Screen<DetailSection, DetailItem>()
    let first = viewModel.states
    let second = viewModel.states
    let bound = Task { @MainActor in
        var settled = 0
        for await state in first {
            if case .loaded(let page) = state {
                screen.show(page.snapshot, changes: page.changes)
                if page.isSettled { (settled, screen.settledLoad) = (page.load, page.load) }
            }
        }
        return settled
    }
    let watcher = Task {
        var last: DetailSnapshot?
        var notes: [String] = []
        for await state in second {
            if case .loaded(let page) = state { (last, notes) = (page.snapshot, page.partNotes) }
        }
        return (last, notes)
    }
    let firstLoad = await viewModel.load()
    await waitUntilSettled(viewModel, load: firstLoad)
    while screen.settledLoad < firstLoad { try? await Task.sleep(for: .milliseconds(5)) }
    let afterLoad = describe(screen.data)
    let refreshLoad = await viewModel.refresh()
    await waitUntilSettled(viewModel, load: refreshLoad)
    while screen.settledLoad < refreshLoad { try? await Task.sleep(for: .milliseconds(5)) }
    let afterRefresh = describe(screen.data)
    _ = consume viewModel
    let settled = await bound.value
    let (watched, notes) = await watcher.value
    print("page: load \(firstLoad) then refresh \(refreshLoad); last settled load seen \(settled)")
    print("page after load:    \(afterLoad)")
    print("page after refresh: \(afterRefresh)")
    print("page: second reader saw the same snapshot: \(watched == screen.data); notes \(notes)")
    expect(watched == screen.data && screen.view.violations.isEmpty && settled == refreshLoad, "the page")
    print(
        "page: batches \(screen.view.batches > 0 ? "applied" : "none"), reloads \(screen.view.reloads), violations \(screen.view.violations)"
    )
}

func waitUntilSettled(_ viewModel: AppPageViewModel, load: Int) async {
    for await state in viewModel.states {
        if case .loaded(let page) = state, page.load == load, page.isSettled { return }
        if case .failed = state { return }
    }
}

/// Opens the page, starts a load (a refresh, to ask the store), waits for the first page when
/// asked, and closes the screen: the view model's only owner returns without it.
@MainActor func openAndClose(refreshing: Bool, waitingForFirstPage: Bool) async -> ClosedScreen {
    let viewModel = AppPageViewModel(
        lookup: .id(duolingo), storefront: us, observing: observing, updateStyle: .reconfigure, now: now)
    let released = Released()
    released.viewModel = viewModel
    let screen = Screen<DetailSection, DetailItem>()
    let states = viewModel.states
    let bound = Task { @MainActor in
        for await state in states {
            if case .loaded(let page) = state { screen.show(page.snapshot, changes: page.changes) }
        }
    }
    if refreshing { await viewModel.refresh() } else { await viewModel.load() }
    if waitingForFirstPage {
        while screen.data == nil { try? await Task.sleep(for: .milliseconds(2)) }
    }
    return ClosedScreen(screen: screen, bound: bound, isReleased: { released.viewModel == nil })
}

// 2. Closed mid-load: the store page is slow; the screen closes once the header is shown.
@MainActor func closedMidLoad() async {
    await slow(3)
    let started = ContinuousClock.now
    let closed = await openAndClose(refreshing: true, waitingForFirstPage: true)
    await closed.bound.value
    let ended = ContinuousClock.now - started
    await slow(0)
    let violations = closed.screen.view.violations
    expect(closed.isReleased() && ended < .seconds(3) && violations.isEmpty, "closed mid-load")
    print(
        "closed mid-load: released \(closed.isReleased()), reader ended \(ended < .seconds(3) ? "before" : "after") the slow page, shown \(closed.screen.data?.numberOfSections ?? 0) sections, violations \(violations)"
    )
}

// 3. 200 opens, each closed at once or after its first page.
@MainActor func manyOpens() async {
    var released = 0
    var ended = 0
    var violations = 0
    for index in 0..<200 {
        let closed = await openAndClose(refreshing: false, waitingForFirstPage: index.isMultiple(of: 2))
        await closed.bound.value
        ended += 1
        if closed.isReleased() { released += 1 }
        violations += closed.screen.view.violations.count
    }
    expect(released == 200 && violations == 0, "200 opens")
    print("200 opens: released \(released), readers ended \(ended), violations \(violations)")
}

// 4. Reviews that page, a chart, a search.
@MainActor func otherScreens() async throws {
    let gb = try Storefront(country: "gb")
    let reviews = ReviewsViewModel(
        app: try AppID(parsing: "497799835"), storefront: gb, sort: .mostRecent,
        fetching: FetchReviewsUseCase(repository: sources.reviews, maxAge: .seconds(3_600), now: now),
        now: now)
    let reviewScreen = Screen<ReviewsSection, ReviewItem>()
    await reviews.load()
    var pages = 0
    for await state in reviews.states {
        guard case .loaded(let screen) = state else {
            if case .failed(let failure) = state { print("reviews failed:", failure.message) }
            if case .failed = state { break }
            continue
        }
        reviewScreen.show(screen.snapshot, changes: screen.changes)
        pages = screen.pages
        if screen.isSettled, !screen.isLoadingMore {
            if screen.canLoadMore, screen.pages < 6 { await reviews.loadMore() } else { break }
        }
    }
    expect(pages > 1 && reviewScreen.view.violations.isEmpty, "reviews that page")
    print(
        "reviews: \(pages) pages, \(reviewScreen.data?.numberOfItems ?? 0) reviews, violations \(reviewScreen.view.violations)"
    )

    let hk = try Storefront(country: "hk")
    let chart = ChartViewModel(
        query: ChartQuery(storefront: hk, kind: .free, genre: nil, limit: try ChartLimit(100)),
        loading: LoadRatedChartUseCase(
            charts: LoadChartUseCase(repository: sources.charts, maxAge: .seconds(3_600), now: now),
            listings: FetchManyListingsUseCase(
                repository: sources.listings, maxAge: .seconds(86_400), now: now)),
        language: DetailLanguage(storefront: hk))
    let chartScreen = Screen<ChartSection, RankedRow>()
    let chartLoad = await chart.load()
    let refreshed = await chart.refresh()
    for await state in chart.states {
        if case .loaded(let screen) = state {
            chartScreen.show(screen.snapshot, changes: screen.changes)
            if screen.isSettled, screen.load == refreshed { break }
        }
        if case .failed(let failure) = state {
            print("chart failed:", failure.message)
            break
        }
    }
    expect(chartScreen.data?.numberOfItems == 100 && chartScreen.view.violations.isEmpty, "the chart")
    print(
        "chart: loads \(chartLoad)→\(refreshed), \(chartScreen.data?.numberOfItems ?? 0) rows, first \(chartScreen.data?.sections.first?.items.first?.row.name ?? "-"), violations \(chartScreen.view.violations)"
    )

    let search = SearchViewModel(
        storefront: us, limit: try SearchLimit(10),
        searching: SearchAppsUseCase(repository: sources.search, maxAge: .seconds(600), now: now),
        debounce: .milliseconds(50), clock: ContinuousClock())
    let searchScreen = Screen<SearchSection, AppRow>()
    let searchStates = search.states
    await search.query("sla")
    await search.query("slack")
    for await state in searchStates {
        if case .results(let results) = state {
            searchScreen.show(results.snapshot, changes: results.changes)
            if results.term == "slack" { break }
        }
        if case .failed(let failure) = state {
            print("search failed:", failure.message)
            break
        }
    }
    expect(searchScreen.data != nil && searchScreen.view.violations.isEmpty, "the search")
    print("search: \(searchScreen.data?.numberOfItems ?? 0) rows, violations \(searchScreen.view.violations)")
}

// 5. The History screen: observed after the page's loads, refreshed after a new observation:
// the trends update in place, the new version and the changes slide in, nothing else moves.
@MainActor func historyCheck() async throws {
    let viewModel = HistoryViewModel(
        app: duolingo, storefront: us, since: nil, loading: LoadHistoryUseCase(repository: sources.history))
    let screen = Screen<HistorySection, HistoryItem>()
    var inserted: [String] = []
    var deleted = 0
    let bound = Task { @MainActor in
        for await state in viewModel.states {
            guard case .loaded(let shown) = state else { continue }
            if let changes = shown.changes, screen.data != nil {
                inserted += changes.itemInserts.map(\.item.diffIdentifier)
                inserted += changes.sectionInserts.flatMap { $0.content.items.map(\.diffIdentifier) }
                deleted += changes.itemDeletes.count + changes.sectionDeletes.count
            }
            screen.show(shown.snapshot, changes: shown.changes)
            if shown.isSettled { screen.settledLoad = shown.load }
        }
    }
    let first = await viewModel.load()
    while screen.settledLoad < first { try? await Task.sleep(for: .milliseconds(5)) }
    let before = screen.data?.numberOfItems ?? 0
    try await Task.sleep(for: .milliseconds(20))  // a moment later: the history keeps milliseconds
    await bump()
    _ = try await sources.listings.fetchListing(for: .id(duolingo), in: us)
    let second = await viewModel.refresh()
    while screen.settledLoad < second { try? await Task.sleep(for: .milliseconds(5)) }
    bound.cancel()
    let after = screen.data?.numberOfItems ?? 0
    expect(
        screen.view.violations.isEmpty && deleted == 0
            && inserted.allSatisfy { $0.hasPrefix("change ") || $0.hasPrefix("version ") }
            && after > before, "the history screen")
    print(
        "history: \(before) rows, then \(after) after a new observation; inserted \(inserted.count) (\(Set(inserted.map { $0.split(separator: " ").first ?? "" }).sorted().joined(separator: ", "))), deleted \(deleted), violations \(screen.view.violations)"
    )
}

func seconds(_ duration: Duration) -> String {
    String(
        format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    )
}

let clock = ContinuousClock()
let started = clock.now
await pageCheck()
await closedMidLoad()
let opens = clock.now
await manyOpens()
let opened = clock.now - opens
try await otherScreens()
try await historyCheck()
try await watchListCheck(sources: sources, app: duolingo, in: us, now: now, bump: bump, expect: expect)
try await worldCheck(
    endpoint: endpoint, cacheFolder: cacheFolder, app: duolingo, now: now, bump: bump, expect: expect)
print("time: 200 opens \(seconds(opened)), all \(seconds(clock.now - started))")
if !problems.isEmpty {
    print("problems:", problems.joined(separator: ", "))
    exit(1)
}
