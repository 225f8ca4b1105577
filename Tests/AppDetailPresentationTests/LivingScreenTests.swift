import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The page view model as a screen that lives uses it: refreshed again and again with changed
/// answers, read by several observers, cancelled and let go mid-load. Every state a reader sees
/// is replayed on the batch-update simulator.
@Suite(
    "A living screen: refresh keeps the page, any number of readers, no leaks",
    .enabled(if: RealFixtures.available))
struct LivingScreenTests {
    /// How long a test waits for the main-actor observable to catch up. Generous: it is not a
    /// limit under test, and on a loaded 2-core machine each hop back to the cooperative threads
    /// can wait behind other suites' work, a thousand hops over a hundred refreshes.
    static let observablePatience: Duration = .seconds(300)

    static let id: Int64 = 386_493_543

    private func makeViewModel(_ stub: StubPageObserving) -> AppPageViewModel {
        AppPageViewModel(
            lookup: .id(AppID(rawValue: Self.id)!), storefront: .unitedStates, observing: stub,
            updateStyle: .reconfigure, now: fixedNow)
    }

    @Test("100 refreshes with changed answers: no section lost, no violation, one settled state each")
    func hundredRefreshes() async throws {
        let answers = try Answers()
        let stub = StubPageObserving()
        let viewModel = makeViewModel(stub)
        var calls = stub.callsMade.makeAsyncIterator()
        var reader = ScreenReader(viewModel.states)
        var second = ScreenReader(viewModel.states)
        let observable = await ObservableAppPage(viewModel: viewModel)
        var random = SeededGenerator(seed: 36)
        var settledStates = 0
        for round in 0...100 {
            let load = round == 0 ? await viewModel.load() : await viewModel.refresh()
            let call = try #require(await calls.next())
            for page in try answers.pages(round: round, using: &random) { call.continuation.yield(page) }
            call.continuation.finish()
            let settled = try #require(await reader.untilSettled(load), "round \(round)")
            let secondSettled = await second.untilSettled(load)
            #expect(secondSettled == settled)
            settledStates += 1
            #expect(settled.snapshot.badge(.ratings)?.footer == "\(70 + round) Ratings")
            // A part that failed on refresh keeps its cards and says so.
            let reviewCards = settled.snapshot.sections.first { $0.section == .ratingsAndReviews }?.items
                .filter {
                    if case .review = $0 { true } else { false }
                }
            #expect(reviewCards?.count == 5, "round \(round)")
            if round % 10 == 3, round > 3 {
                #expect(settled.partNotes.contains { $0.hasPrefix("Reviews") }, "round \(round)")
            }
            #expect(settled.snapshot.sections.contains { $0.section == .moreByDeveloper })
        }
        #expect(reader.violations == [])
        #expect(reader.sectionsRemoved == 0 && reader.sectionsAdded == 0, "refreshes only change cells")
        #expect(settledStates == 101)
        // One settled state per load, and it is that load's last.
        let loadedStates = reader.seen.compactMap { state -> LoadedPage? in
            if case .loaded(let page) = state { page } else { nil }
        }
        for load in 1...101 {
            let states = loadedStates.filter { $0.load == load }
            #expect(states.filter(\.isSettled).count == 1, "load \(load)")
            #expect(states.last?.isSettled == true, "load \(load)")
        }
        // The first page a reader is shown holds the listing; nothing before it but idle/loading.
        #expect(reader.seen.first == .idle)
        // Two readers saw the same states; the observable holds the last.
        #expect(second.seen == reader.seen)
        // The observable follows on the main actor, so it may lag; it must reach the same page.
        guard case .loaded(let last)? = reader.seen.last else {
            Issue.record("the last state is not a page")
            return
        }
        let waited = ContinuousClock.now
        var observed = await observable.state
        while ContinuousClock.now - waited < Self.observablePatience {
            if case .loaded(let page) = observed, page.load == last.load, page.isSettled { break }
            try await Task.sleep(for: .milliseconds(10))
            observed = await observable.state
        }
        guard case .loaded(let page) = observed else {
            Issue.record("the observable is at \(observed)")
            return
        }
        #expect(page.load == last.load && page.isSettled && page.snapshot == last.snapshot)
        withExtendedLifetime(viewModel) {}
    }

    @Test("a reader that stops and subscribes again keeps getting states, from the current one")
    func subscribeCancelSubscribe() async throws {
        let answers = try Answers()
        let stub = StubPageObserving()
        let viewModel = makeViewModel(stub)
        var calls = stub.callsMade.makeAsyncIterator()
        let gotOne = AsyncStream<Void>.makeStream()
        let first = Task {
            for await _ in viewModel.states { gotOne.continuation.yield() }
        }
        var signals = gotOne.stream.makeAsyncIterator()
        _ = await signals.next()
        first.cancel()
        await first.value
        await viewModel.load()
        let call = try #require(await calls.next())
        var random = SeededGenerator(seed: 1)
        for page in try answers.pages(round: 0, using: &random) { call.continuation.yield(page) }
        call.continuation.finish()
        var again = ScreenReader(viewModel.states)
        let settled = await again.untilSettled(1)
        #expect(settled != nil)
        #expect(again.violations == [])
        let refresh = await viewModel.refresh()
        let second = try #require(await calls.next())
        for page in try answers.pages(round: 1, using: &random) { second.continuation.yield(page) }
        second.continuation.finish()
        #expect(await again.untilSettled(refresh)?.snapshot.badge(.ratings)?.footer == "71 Ratings")
        #expect(again.violations == [])
        withExtendedLifetime(viewModel) {}
    }

    @Test("200 screens opened and closed mid-load: no view model alive, no request left running")
    func openAndClose() async throws {
        let answers = try Answers()
        var alive = 0
        for round in 0..<200 {
            let stub = StubPageObserving()
            var calls = stub.callsMade.makeAsyncIterator()
            var viewModel: AppPageViewModel? = makeViewModel(stub)
            weak let watched = viewModel
            let states = viewModel!.states
            // A collection view's binding: reads the states, holds no view model.
            let binding = Task {
                var reader = ScreenReader(states)
                while await reader.next() != nil {}
                return reader.violations
            }
            await viewModel!.load()
            let call = try #require(await calls.next())
            var random = SeededGenerator(seed: UInt64(round))
            call.continuation.yield(try answers.pages(round: round, using: &random)[0])
            viewModel = nil  // the screen closes mid-load
            _ = try await waitForRelease { watched != nil }
            guard watched == nil else {
                alive += 1
                binding.cancel()
                break  // one is enough to fail; waiting for 199 more would only take time
            }
            var ended = call.terminated.makeAsyncIterator()
            _ = await ended.next()  // the page's requests were cancelled with it
            #expect(await binding.value == [], "the binding ended with its view model")
        }
        #expect(alive == 0)
    }

    @Test("cancel mid-refresh settles the page; cancel before anything shown goes back to idle")
    func cancelSettles() async throws {
        let answers = try Answers()
        let stub = StubPageObserving()
        let viewModel = makeViewModel(stub)
        let observable = await ObservableAppPage(viewModel: viewModel)
        var calls = stub.callsMade.makeAsyncIterator()
        var reader = ScreenReader(viewModel.states)
        await viewModel.load()
        _ = try #require(await calls.next())
        await viewModel.cancel()
        #expect(await reader.next() == .idle)  // the joined state
        #expect(await reader.next() == .loading)
        #expect(await reader.next() == .idle)
        let load = await viewModel.load()
        let call = try #require(await calls.next())
        var random = SeededGenerator(seed: 3)
        for page in try answers.pages(round: 0, using: &random) { call.continuation.yield(page) }
        #expect(await reader.untilSettled(load) != nil)
        let refresh = await viewModel.refresh()
        let refreshing = try #require(await calls.next())
        refreshing.continuation.yield(try answers.pages(round: 1, using: &random)[0])
        await viewModel.cancel()
        let settled = try #require(await reader.untilSettled(refresh))
        #expect(settled.snapshot.sections.contains { $0.section == .ratingsAndReviews })
        #expect(reader.sectionsRemoved == 0 && reader.violations == [])
        // The observable follows: settled, not loading.
        let waited = ContinuousClock.now
        while ContinuousClock.now - waited < Self.observablePatience {
            if case .loaded(let page) = await observable.state, page.load == refresh, page.isSettled { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        let observed = await observable.state
        guard case .loaded(let page) = observed else {
            Issue.record("the observable is at \(observed)")
            return
        }
        #expect(page.isSettled && page.load == refresh)
        #expect(page.snapshot == settled.snapshot)
    }

    @Test("a listing that fails on refresh keeps the page, with a note saying so")
    func listingFailureOnRefreshKeepsThePage() async throws {
        let answers = try Answers()
        let stub = StubPageObserving()
        let viewModel = makeViewModel(stub)
        var calls = stub.callsMade.makeAsyncIterator()
        var reader = ScreenReader(viewModel.states)
        await viewModel.load()
        let call = try #require(await calls.next())
        var random = SeededGenerator(seed: 4)
        for page in try answers.pages(round: 0, using: &random) { call.continuation.yield(page) }
        let first = try #require(await reader.untilSettled(1))
        let refresh = await viewModel.refresh()
        try #require(await calls.next()).continuation.finish(throwing: AppDetailError.throttled)
        let kept = try #require(await reader.untilSettled(refresh))
        #expect(kept.snapshot.sections.map(\.section) == first.snapshot.sections.map(\.section))
        #expect(kept.freshnessNote?.contains("refreshing it failed") == true)
        #expect(reader.sectionsRemoved == 0 && reader.violations == [])
    }

    @Test("ObservableAppPage.refresh() returns once the refresh has settled")
    @MainActor
    func observableRefreshAwaitsTheEnd() async throws {
        let answers = try Answers()
        let stub = StubPageObserving()
        let viewModel = makeViewModel(stub)
        let observable = ObservableAppPage(viewModel: viewModel)
        let feeding = Task.detached {
            var calls = stub.callsMade.makeAsyncIterator()
            var random = SeededGenerator(seed: 5)
            var round = 0
            while let call = await calls.next() {
                for page in try answers.pages(round: round, using: &random) { call.continuation.yield(page) }
                call.continuation.finish()
                round += 1
            }
        }
        // Read on the main actor the moment refresh() returns: `state` must already be settled.
        for round in 1...50 {
            await observable.refresh()
            guard case .loaded(let page) = observable.state else {
                Issue.record("not loaded after refresh() \(round): \(observable.state)")
                return
            }
            #expect(page.isSettled && page.load == round, "refresh \(round)")
            #expect(page.snapshot.badge(.ratings)?.footer == "\(70 + round - 1) Ratings")
        }
        feeding.cancel()
    }
}
