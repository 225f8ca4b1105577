import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The reviews screen's view model: paging to the store's last page through a throttled one,
/// refreshing every page shown in one batch, and a short life.
@Suite("The reviews view model")
struct ReviewsViewModelTests {
    static let app = AppID(rawValue: 284_882_215)!

    private func makeViewModel(_ stub: StubReviews) -> ReviewsViewModel {
        ReviewsViewModel(
            app: Self.app, storefront: try! Storefront(country: "kr"), sort: .mostRecent, fetching: stub,
            now: fixedNow)
    }

    /// A reader that replays every batch on the simulator.
    struct Reader {
        var states: AsyncStream<ReviewsViewState>.Iterator
        var screen: BatchUpdateSimulator<ReviewsSection, ReviewItem>?
        var violations: [String] = []
        var batches: [BatchUpdate<ReviewsSection, ReviewItem>] = []

        /// Reads until a settled list; nil on a failure or the end.
        mutating func settled() async -> ReviewsScreen? {
            while let state = await states.next() {
                switch state {
                case .loaded(let list):
                    if let changes = list.changes, var shown = screen {
                        do {
                            try shown.performBatchUpdates(changes, dataSource: list.snapshot)
                            screen = shown
                        } catch {
                            violations.append("\(error)")
                        }
                        batches.append(changes)
                    } else {
                        screen = BatchUpdateSimulator(showing: list.snapshot)
                    }
                    if list.isSettled { return list }
                case .failed: return nil
                case .idle, .loading: continue
                }
            }
            return nil
        }
    }

    @Test func pagingToTheTenthPageThroughAThrottledOne() async throws {
        let stub = StubReviews { page, attempt in
            page == 5 && attempt == 1 ? .failure(.throttled) : .success(StubReviews.page(page))
        }
        let viewModel = makeViewModel(stub)
        var reader = Reader(states: viewModel.states.makeAsyncIterator())
        var second = Reader(states: viewModel.states.makeAsyncIterator())
        await viewModel.load()
        var list = try #require(await reader.settled())
        #expect(list.pages == 1 && list.snapshot.numberOfItems == 5 && list.canLoadMore)
        var notes: [String] = []
        for _ in 0..<20 where list.canLoadMore {  // bounded: a wrong cap must fail, not hang
            await viewModel.loadMore()
            list = try #require(await reader.settled())
            if let note = list.note { notes.append(note) }
        }
        #expect(list.pages == 10 && list.snapshot.numberOfItems == 50)
        #expect(list.snapshot.itemIdentifiers.last == "r10-4")
        #expect(notes == [DetailLanguage.korean.reason(for: .throttled)], "page 5 failed once, then came")
        #expect(stub.pagesAsked == [1, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10])
        #expect(reader.violations == [])
        // Paging only ever adds cards at the end.
        for batch in reader.batches {
            #expect(batch.itemDeletes.isEmpty && batch.itemMoves.isEmpty && batch.itemUpdates.isEmpty)
            #expect(batch.sectionDeletes.isEmpty && batch.sectionInserts.isEmpty)
        }
        await viewModel.loadMore()  // the store serves ten pages
        #expect(stub.pagesAsked.count == 11)
        // A second reader saw the same list.
        var last: ReviewsScreen?
        while let screen = await second.settled() {
            last = screen
            if screen.pages == 10 { break }
        }
        #expect(last?.snapshot == list.snapshot && second.violations == [])
        withExtendedLifetime(viewModel) {}
    }

    @Test func aRefreshAsksForEveryPageShownAndAnimatesOnlyWhatChanged() async throws {
        let stub = StubReviews { page, attempt in
            // On the refresh, a new review tops page 1 and each page's last review moves on.
            .success(StubReviews.page(page, newest: attempt > 1 && page == 1 ? ["new"] : []))
        }
        let viewModel = makeViewModel(stub)
        var reader = Reader(states: viewModel.states.makeAsyncIterator())
        await viewModel.load()
        _ = try #require(await reader.settled())
        for _ in 0..<2 {
            await viewModel.loadMore()
            _ = try #require(await reader.settled())
        }
        let before = reader.batches.count
        let refresh = await viewModel.refresh()
        let list = try #require(await reader.settled())
        #expect(list.load == refresh && list.pages == 3 && list.snapshot.numberOfItems == 16)
        #expect(stub.pagesAsked == [1, 2, 3, 1, 2, 3])
        let changes = reader.batches[before...].filter { $0.changeCount > 0 }
        #expect(changes.count == 1, "one batch for the refresh")
        #expect(changes.first?.itemInserts.map(\.item.id) == ["new"])
        #expect(reader.violations == [])
        withExtendedLifetime(viewModel) {}
    }

    @Test func aReviewTheFeedShiftsOntoTheNextPageIsShownOnce() async throws {
        // A review arrived between the two requests: page 2 starts with page 1's last.
        let stub = StubReviews { page, _ in
            .success(StubReviews.page(page, newest: page == 2 ? ["r1-4"] : []))
        }
        let viewModel = makeViewModel(stub)
        var reader = Reader(states: viewModel.states.makeAsyncIterator())
        await viewModel.load()
        _ = try #require(await reader.settled())
        await viewModel.loadMore()
        let list = try #require(await reader.settled())
        #expect(list.snapshot.itemIdentifiers == (0..<5).map { "r1-\($0)" } + (0..<5).map { "r2-\($0)" })
        #expect(reader.violations == [])
        withExtendedLifetime(viewModel) {}
    }

    @Test func lettingTheViewModelGoMidLoadEndsItsReaders() async throws {
        let stub = StubReviews { _, _ in nil }  // the store never answers
        var viewModel: ReviewsViewModel? = makeViewModel(stub)
        weak let watched = viewModel
        let reader = Task { [states = viewModel!.states] in
            var count = 0
            for await _ in states { count += 1 }
            return count
        }
        await viewModel!.load()
        while stub.pagesAsked.isEmpty { await Task.yield() }
        viewModel = nil
        _ = try await waitForRelease { watched != nil }
        #expect(watched == nil, "a page request in flight kept the view model alive")
        if watched == nil {
            #expect(await reader.value == 2, "idle and loading, then the end")
        } else {
            reader.cancel()
        }
    }
}
