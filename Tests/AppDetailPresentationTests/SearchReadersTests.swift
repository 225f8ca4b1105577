import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The search screen's view model follows the page's rules: any number of readers, each from the
/// current state on, and no reader or search in flight keeps it alive.
@Suite("The search view model with several readers and a short life")
struct SearchReadersTests {
    typealias Bench = SearchViewModelTests.Bench

    private func search(_ term: String, on bench: Bench, answer apps: [Int64], searchesBefore: Int) async {
        await bench.viewModel.query(term)
        await bench.clock.waitForSleepers(1)
        bench.clock.advance(by: SearchViewModelTests.debounce)
        await bench.searching.waitForSearches(searchesBefore + 1)
        bench.searching.answer(
            term, with: .success(SearchResults(apps: apps.map { SearchViewModelTests.app($0) }, skipped: [])))
    }

    @Test func twoReadersSeeTheSameStatesAndALateOneStartsFromTheList() async throws {
        let bench = SearchViewModelTests.bench()
        var first = bench.viewModel.states.makeAsyncIterator()
        var second = bench.viewModel.states.makeAsyncIterator()
        await search("kakao", on: bench, answer: [1, 2], searchesBefore: 0)
        var seenFirst: [String] = []
        var seenSecond: [String] = []
        for _ in 0..<3 {
            seenFirst.append(SearchViewModelTests.describe(await first.next()))
            seenSecond.append(SearchViewModelTests.describe(await second.next()))
        }
        #expect(seenFirst == ["idle", "searching kakao", "results kakao: [1, 2]"])
        #expect(seenSecond == seenFirst)
        // A reader that comes now gets the list to install whole, then what follows.
        var late = bench.viewModel.states.makeAsyncIterator()
        guard case .results(let joined)? = await late.next() else {
            Issue.record("a late reader did not start from the results")
            return
        }
        #expect(joined.changes == nil)
        await search("kakaobank", on: bench, answer: [2, 3], searchesBefore: 1)
        #expect(SearchViewModelTests.describe(await late.next()) == "searching kakaobank")
        guard case .results(let next)? = await late.next() else {
            Issue.record("no results for the late reader")
            return
        }
        var screen = BatchUpdateSimulator(showing: joined.snapshot)
        try screen.performBatchUpdates(try #require(next.changes), dataSource: next.snapshot)
        #expect(screen.displayed == next.snapshot.sections)
    }

    @Test func lettingTheViewModelGoMidSearchEndsEveryReader() async throws {
        var bench: Bench? = SearchViewModelTests.bench()
        weak var watched = bench?.viewModel
        let (clock, searching) = (bench!.clock, bench!.searching)
        let reader = Task { [states = bench!.viewModel.states] in
            var count = 0
            for await _ in states { count += 1 }
            return count
        }
        await bench!.viewModel.query("kakao")
        await clock.waitForSleepers(1)
        clock.advance(by: SearchViewModelTests.debounce)
        await searching.waitForSearches(1)  // the store is being asked, and never answers
        bench = nil
        _ = try await waitForRelease { watched != nil }
        #expect(watched == nil, "a search in flight kept the view model alive")
        if watched == nil {
            #expect(await reader.value == 2, "idle and searching, then the end")
        } else {
            reader.cancel()
        }
    }

    @Test func aFailureIsWordedInThePagesLanguage() async throws {
        let bench = SearchViewModelTests.bench()  // the Korean store
        var states = bench.viewModel.states.makeAsyncIterator()
        await bench.viewModel.query("kakao")
        await bench.clock.waitForSleepers(1)
        bench.clock.advance(by: SearchViewModelTests.debounce)
        await bench.searching.waitForSearches(1)
        bench.searching.answer("kakao", with: .failure(.throttled))
        _ = await states.next()
        _ = await states.next()
        guard case .failed(let failure)? = await states.next() else {
            Issue.record("no failure")
            return
        }
        #expect(failure.message == DetailLanguage.korean.reason(for: .throttled))
        #expect(failure.error == .throttled && failure.canRetry)
        let english = DetailFailure(AppDetailError.throttled, in: .english)
        #expect(
            english.message == AppDetailError.throttled.message
                && english.hint == AppDetailError.throttled.hint)
    }
}
