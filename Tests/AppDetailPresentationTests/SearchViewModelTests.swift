import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The search view model on a test clock: nothing here waits for real time.
@Suite("The search view model")
struct SearchViewModelTests {
    static let debounce = Duration.milliseconds(300)

    static func app(_ id: Int64, rating: Int = 10) -> AppSummary {
        AppSummary(
            id: AppID(rawValue: id)!, name: "App \(id)", developer: "Maker", iconURL: nil,
            category: "Finance",
            rating: Rating(average: 4.25, count: rating),
            price: Price(amount: 0, currencyCode: "KRW", formatted: "무료"))
    }

    struct Bench {
        let viewModel: SearchViewModel
        let clock: ManualClock
        let searching: StubSearching
    }

    static func bench() -> Bench {
        let clock = ManualClock()
        let searching = StubSearching()
        let viewModel = SearchViewModel(
            storefront: try! Storefront(country: "kr"), limit: try! SearchLimit(25), searching: searching,
            debounce: debounce, clock: clock)
        return Bench(viewModel: viewModel, clock: clock, searching: searching)
    }

    static func describe(_ state: SearchViewState?) -> String {
        switch state {
        case nil: "end"
        case .idle?: "idle"
        case .searching(let term)?: "searching \(term)"
        case .results(let results)?:
            "results \(results.term): \(results.snapshot.sections.flatMap(\.items).map(\.id))"
        case .noResults(let term)?: "no results \(term)"
        case .failed(let failure)?: "failed: \(failure.message)"
        }
    }

    /// Typing "k", "ka", "kak" within the debounce interval makes one search, for "kak".
    @Test func typingIsDebouncedOnTheClock() async throws {
        let bench = Self.bench()
        var states = bench.viewModel.states.makeAsyncIterator()
        #expect(Self.describe(await states.next()) == "idle")
        for text in ["k", "ka", "kak"] {
            await bench.viewModel.query(text)
            await bench.clock.waitForSleepers(1)
            bench.clock.advance(by: .milliseconds(100))
        }
        #expect(bench.searching.terms.isEmpty, "nothing searched before the text rests")
        bench.clock.advance(by: Self.debounce)
        await bench.searching.waitForSearches(1)
        #expect(bench.searching.terms == ["kak"])
        #expect(Self.describe(await states.next()) == "searching kak")
        bench.searching.answer(
            "kak", with: .success(SearchResults(apps: [Self.app(1), Self.app(2)], skipped: [])))
        #expect(Self.describe(await states.next()) == "results kak: [1, 2]")
    }

    /// A new query while one is in flight cancels it: the old answer is never shown.
    @Test func aNewQueryCancelsTheOneInFlight() async throws {
        let bench = Self.bench()
        var states = bench.viewModel.states.makeAsyncIterator()
        _ = await states.next()
        await bench.viewModel.query("bank")
        await bench.clock.waitForSleepers(1)
        bench.clock.advance(by: Self.debounce)
        await bench.searching.waitForSearches(1)
        #expect(Self.describe(await states.next()) == "searching bank")
        await bench.viewModel.query("banking")
        bench.searching.answer("bank", with: .success(SearchResults(apps: [Self.app(9)], skipped: [])))
        await bench.clock.waitForSleepers(1)
        bench.clock.advance(by: Self.debounce)
        await bench.searching.waitForSearches(2)
        #expect(Self.describe(await states.next()) == "searching banking")
        bench.searching.answer("banking", with: .success(SearchResults(apps: [Self.app(3)], skipped: [])))
        #expect(Self.describe(await states.next()) == "results banking: [3]", "nothing for “bank”")
    }

    /// From one result list to the next is a changeset a collection view applies.
    @Test func theNextResultListIsAChangesetFromTheOneOnScreen() async throws {
        let bench = Self.bench()
        var states = bench.viewModel.states.makeAsyncIterator()
        _ = await states.next()
        let first = [1, 2, 3, 4].map { Self.app($0) }
        let second = [Self.app(3), Self.app(5), Self.app(1, rating: 99), Self.app(2)]
        var shown: SearchSnapshot?
        var simulator: BatchUpdateSimulator<SearchSection, AppRow>?
        for (term, apps) in [("one", first), ("two", second)] {
            await bench.viewModel.query(term)
            await bench.clock.waitForSleepers(1)
            bench.clock.advance(by: Self.debounce)
            await bench.searching.waitForSearches(term == "one" ? 1 : 2)
            _ = await states.next()  // searching
            bench.searching.answer(term, with: .success(SearchResults(apps: apps, skipped: [])))
            guard case .results(let results)? = await states.next() else {
                Issue.record("no results for \(term)")
                return
            }
            if var replay = simulator, shown != nil {
                let changes = try #require(results.changes)
                try replay.performBatchUpdates(changes, dataSource: results.snapshot)
                #expect(replay.displayed == results.snapshot.sections)
                #expect(changes.itemDeletes.count == 1 && changes.itemInserts.count == 1)
                #expect(changes.itemUpdates.count == 1, "the app whose rating changed")
            } else {
                #expect(results.changes == nil)
                simulator = BatchUpdateSimulator(showing: results.snapshot)
            }
            shown = results.snapshot
        }
    }

    @Test func anEmptyAnswerAndAFailureHaveTheirOwnStates() async throws {
        let bench = Self.bench()
        var states = bench.viewModel.states.makeAsyncIterator()
        _ = await states.next()
        await bench.viewModel.query("zzzz")
        await bench.clock.waitForSleepers(1)
        bench.clock.advance(by: Self.debounce)
        await bench.searching.waitForSearches(1)
        _ = await states.next()
        bench.searching.answer(
            "zzzz", with: .success(SearchResults(apps: [], skipped: ["result 0: a Mac app"])))
        #expect(Self.describe(await states.next()) == "no results zzzz")
        await bench.viewModel.query("slack")
        await bench.clock.waitForSleepers(1)
        bench.clock.advance(by: Self.debounce)
        await bench.searching.waitForSearches(2)
        _ = await states.next()
        bench.searching.answer("slack", with: .failure(.throttled))
        guard case .failed(let failure)? = await states.next() else {
            Issue.record("no failure")
            return
        }
        // The Korean store: the message and the hint in Korean.
        #expect(failure.error == .throttled && failure.canRetry)
        #expect(failure.hint == "1분 정도 기다린 뒤 다시 시도하세요.", "\(failure.hint ?? "no hint")")
        #expect(failure.message == DetailLanguage.korean.reason(for: .throttled))
        await bench.viewModel.query("   ")
        #expect(Self.describe(await states.next()) == "idle", "clearing the field")
    }

    @Test func anOverlongTermFailsWithoutAskingTheStore() async throws {
        let bench = Self.bench()
        var states = bench.viewModel.states.makeAsyncIterator()
        _ = await states.next()
        await bench.viewModel.query(String(repeating: "x", count: 150))
        await bench.clock.waitForSleepers(1)
        bench.clock.advance(by: Self.debounce)
        guard case .failed(let failure)? = await states.next() else {
            Issue.record("no failure")
            return
        }
        #expect(failure.message.contains("longer than 100"))
        #expect(bench.searching.terms.isEmpty)
    }
}
