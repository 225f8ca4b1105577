import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The chart screen's view model: refreshes that move rows instead of rebuilding the list, any
/// number of readers, and a short life.
@Suite("The chart view model")
struct ChartViewModelTests {
    static let query = ChartQuery(
        storefront: try! Storefront(country: "kr"), kind: .free, genre: nil, limit: try! ChartLimit(10))

    /// Apps `ids` in this order, app `i` rated `ratings[i]` times when given.
    static func chart(_ ids: [Int64], ratings: [Int64: Int] = [:]) -> RatedChart {
        RatedChart(
            entries: ids.enumerated().map { index, id in
                ChartEntry(
                    rank: index + 1,
                    app: AppSummary(
                        id: AppID(rawValue: id)!, name: "App \(id)", developer: "Maker", iconURL: nil,
                        category: "Finance", rating: Rating(average: 4.5, count: ratings[id] ?? 100),
                        price: Price(amount: 0, currencyCode: "KRW", formatted: "무료")))
            },
            freshness: Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current), unrated: [],
            ratingsError: nil)
    }

    private func rows(_ state: ChartViewState?) -> [Int64]? {
        guard case .loaded(let screen)? = state else { return nil }
        return screen.snapshot.sections[0].items.map(\.diffIdentifier.rawValue)
    }

    @Test func aRefreshMovesAndUpdatesRowsAndTwoReadersSeeTheSame() async throws {
        let stub = StubRatedCharts()
        let viewModel = ChartViewModel(query: Self.query, loading: stub, language: .korean)
        var first = viewModel.states.makeAsyncIterator()
        var second = viewModel.states.makeAsyncIterator()
        let load = await viewModel.load()
        await stub.waitForRequests(1)
        stub.answer(with: .success(Self.chart([1, 2, 3, 4])))
        var seen: [ChartViewState?] = []
        for _ in 0..<3 { seen.append(await first.next()) }
        #expect(seen[0] == .idle && seen[1] == .loading)
        #expect(rows(seen[2]) == [1, 2, 3, 4])
        guard case .loaded(let shown)? = seen[2] else { return }
        #expect(shown.load == load && shown.isSettled && shown.changes == nil)
        #expect(
            shown.listing.title.contains("무료"), "the title in the store's language: \(shown.listing.title)")

        let refresh = await viewModel.refresh()
        guard case .loaded(let refreshing)? = await first.next() else {
            Issue.record("a refresh must keep the rows")
            return
        }
        #expect(refreshing.load == refresh && !refreshing.isSettled && refreshing.changes?.changeCount == 0)
        await stub.waitForRequests(2)
        #expect(stub.policies == [.standard, .refresh])
        stub.answer(with: .success(Self.chart([3, 1, 2, 5], ratings: [1: 101])))
        guard case .loaded(let refreshed)? = await first.next() else {
            Issue.record("no refreshed chart")
            return
        }
        #expect(refreshed.load == refresh && refreshed.isSettled)
        let changes = try #require(refreshed.changes)
        #expect(changes.sectionDeletes.isEmpty && changes.sectionInserts.isEmpty)
        let deleted = Set(changes.itemDeletes.map { shown.snapshot.itemIdentifier(at: $0)?.rawValue })
        let inserted = Set(changes.itemInserts.map(\.item.diffIdentifier.rawValue))
        #expect(deleted.contains(4) && inserted.contains(5), "4 left, 5 came")
        // Apps 1 and 2 stay in order, one place lower: updated where they are (rank and rating).
        #expect(
            Set(changes.itemUpdates.map { refreshed.snapshot.itemIdentifier(at: $0.to)?.rawValue }) == [1, 2])
        var screen = BatchUpdateSimulator(showing: shown.snapshot)
        try screen.performBatchUpdates(changes, dataSource: refreshed.snapshot)
        #expect(screen.displayed == refreshed.snapshot.sections)
        var secondSeen: [ChartViewState?] = []
        for _ in 0..<5 { secondSeen.append(await second.next()) }
        #expect(secondSeen == [seen[0], seen[1], seen[2], .loaded(refreshing), .loaded(refreshed)])
        withExtendedLifetime(viewModel) {}
    }

    @Test func aRefreshThatFailsKeepsTheRowsWithANote() async throws {
        let stub = StubRatedCharts()
        let viewModel = ChartViewModel(query: Self.query, loading: stub, language: .korean)
        var states = viewModel.states.makeAsyncIterator()
        _ = await states.next()
        await viewModel.load()
        await stub.waitForRequests(1)
        stub.answer(with: .success(Self.chart([1, 2])))
        _ = await states.next()
        _ = await states.next()
        await viewModel.refresh()
        _ = await states.next()
        await stub.waitForRequests(2)
        stub.answer(with: .failure(.throttled))
        guard case .loaded(let kept)? = await states.next() else {
            Issue.record("a failed refresh must keep the rows")
            return
        }
        #expect(kept.isSettled && kept.snapshot.sections[0].items.map(\.diffIdentifier.rawValue) == [1, 2])
        #expect(kept.note == DetailLanguage.korean.reason(for: .throttled))
        #expect(kept.changes?.changeCount == 0)
        withExtendedLifetime(viewModel) {}
    }

    @Test func aFirstLoadThatFailsIsAFailureAndCancelGoesBackToIdle() async throws {
        let stub = StubRatedCharts()
        let viewModel = ChartViewModel(query: Self.query, loading: stub, language: .english)
        var states = viewModel.states.makeAsyncIterator()
        _ = await states.next()
        await viewModel.load()
        await stub.waitForRequests(1)
        await viewModel.cancel()
        #expect(await states.next() == .loading)
        #expect(await states.next() == .idle)
        await viewModel.load()
        await stub.waitForRequests(2)
        stub.answer(with: .failure(.serverError(status: 503)))  // the cancelled request: nothing shown
        stub.answer(with: .failure(.throttled))
        #expect(await states.next() == .loading)
        #expect(await states.next() == .failed(DetailFailure(AppDetailError.throttled, in: .english)))
        withExtendedLifetime(viewModel) {}
    }

    @Test func lettingTheViewModelGoMidLoadEndsItsReaders() async throws {
        let stub = StubRatedCharts()
        var viewModel: ChartViewModel? = ChartViewModel(query: Self.query, loading: stub, language: .english)
        weak let watched = viewModel
        let reader = Task { [states = viewModel!.states] in
            var count = 0
            for await _ in states { count += 1 }
            return count
        }
        await viewModel!.load()
        await stub.waitForRequests(1)  // the store is being asked, and never answers
        viewModel = nil
        _ = try await waitForRelease { watched != nil }
        #expect(watched == nil, "a chart request in flight kept the view model alive")
        if watched == nil {
            #expect(await reader.value == 2, "idle and loading, then the end")
        } else {
            reader.cancel()
        }
    }

    /// A chart feed names genres in English whatever the store; a row shows the page's name for
    /// a genre the catalog knows, and any other category as it came.
    @Test(arguments: [
        (DetailLanguage.korean, "Finance", "금융"), (.japanese, "Finance", "ファイナンス"),
        (.english, "금융", "Finance"), (.korean, "Not A Genre", "Not A Genre"), (.korean, "", ""),
    ])
    func aRowNamesItsGenreInThePageLanguage(language: DetailLanguage, category: String, shown: String) {
        var chart = Self.chart([1])
        let app = chart.entries[0].app
        chart = RatedChart(
            entries: [
                ChartEntry(
                    rank: 1,
                    app: AppSummary(
                        id: app.id, name: app.name, developer: app.developer, iconURL: nil,
                        category: category,
                        rating: app.rating, price: app.price))
            ], freshness: chart.freshness, unrated: [], ratingsError: nil)
        let listing = ChartListing(chart: chart, query: Self.query, language: language)
        #expect(listing.rows.map(\.row.category) == [shown])
    }
}
