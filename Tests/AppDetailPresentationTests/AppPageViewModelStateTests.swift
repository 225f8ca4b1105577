import AppDetailDomain
import AppDetailPresentation
import Foundation
import TestSupport
import Testing

@Suite("The page view model's state sequences", .enabled(if: RealFixtures.available))
struct AppPageViewModelStateTests {
    let lookup = AppLookup.id(AppID(rawValue: 386_493_543)!)

    /// The view models a test made, kept for the test's whole run: nothing else keeps a view
    /// model alive, and one let go ends its states.
    final class Owner: @unchecked Sendable {
        var viewModels: [AppPageViewModel] = []
    }

    let owner = Owner()

    /// A page whose listing is known (provisional when it came from an expired cache) and
    /// whose other parts are still loading.
    private func fetched(
        ratingCount: Int, source: Freshness.Source, staleness: Freshness.Staleness, daysAgo: Double = 0
    )
        throws -> AppPage
    {
        let data = try Data(contentsOf: RealFixtures.folder.appendingPathComponent("386493543.json"))
        let text = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "\"userRatingCount\":70", with: "\"userRatingCount\":\(ratingCount)")
        let detail = try RealFixtures.parse(Data(text.utf8), id: 386_493_543)
        let fetchedAt = fixedNow().addingTimeInterval(-daysAgo * 86_400)
        let listing = Fetched(
            value: detail, freshness: Freshness(source: source, fetchedAt: fetchedAt, staleness: staleness))
        return AppPage(
            listing: staleness == .expired ? .provisional(listing) : .loaded(listing), reviews: .loading,
            moreByDeveloper: .loading, chartStanding: .loading)
    }

    private func describe(_ state: AppPageViewState) -> String {
        switch state {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let loaded):
            "loaded(\(loaded.snapshot.badge(.ratings)?.footer ?? "?"), changes: \(loaded.changes.map { "\($0.changeCount)" } ?? "none"), note: \(loaded.freshnessNote ?? "none"))"
        case .failed(let failure): "failed(\(failure.message), retry: \(failure.canRetry))"
        }
    }

    private func next(_ count: Int, of iterator: inout AsyncStream<AppPageViewState>.Iterator) async
        -> [String]
    {
        var seen: [String] = []
        for _ in 0..<count {
            guard let state = await iterator.next() else { break }
            seen.append(describe(state))
        }
        return seen
    }

    /// A view model on a stub, its state iterator, and the stub's first call after `start`.
    private func started(
        by start: (AppPageViewModel) async -> Void
    ) async throws -> (
        AppPageViewModel, StubPageObserving, AsyncStream<AppPageViewState>.Iterator, StubPageObserving.Call
    ) {
        let stub = StubPageObserving()
        let viewModel = AppPageViewModel(
            lookup: lookup, storefront: .unitedStates, observing: stub, updateStyle: .reconfigure,
            now: fixedNow)
        owner.viewModels.append(viewModel)
        let states = viewModel.states.makeAsyncIterator()
        var calls = stub.callsMade.makeAsyncIterator()
        await start(viewModel)
        return (viewModel, stub, states, try #require(await calls.next()))
    }

    @Test func cachedThenFreshIsOneChangeset() async throws {
        var (_, _, states, call) = try await started { await $0.load() }
        #expect(call.policy == .standard)
        call.continuation.yield(try fetched(ratingCount: 70, source: .cache, staleness: .expired, daysAgo: 2))
        call.continuation.yield(try fetched(ratingCount: 71, source: .network, staleness: .current))
        call.continuation.finish()
        #expect(
            await next(4, of: &states) == [
                "idle", "loading", "loaded(70 Ratings, changes: none, note: none)",
                "loaded(71 Ratings, changes: 1, note: none)",
            ])
    }

    @Test func freshOnly() async throws {
        var (_, _, states, call) = try await started { await $0.load() }
        call.continuation.yield(try fetched(ratingCount: 70, source: .network, staleness: .current))
        call.continuation.finish()
        #expect(
            await next(3, of: &states) == [
                "idle", "loading", "loaded(70 Ratings, changes: none, note: none)",
            ])
    }

    @Test func offlineWithStaleDataSaysFromWhenAndWhy() async throws {
        var (_, _, states, call) = try await started { await $0.refresh() }
        #expect(call.policy == .refresh)
        call.continuation.yield(try fetched(ratingCount: 70, source: .cache, staleness: .expired, daysAgo: 3))
        call.continuation.yield(
            try fetched(
                ratingCount: 70, source: .cache, staleness: .servedAfterFailure(.offline(.timedOut)),
                daysAgo: 3))
        call.continuation.finish()
        // Three days before the fixed clock's 2024-01-01, and the failure in the page's words.
        let reason = AppDetailError.offline(.timedOut).message
        #expect(
            await next(4, of: &states).last
                == "loaded(70 Ratings, changes: 0, note: Showing the cached page from 2023-12-29; refreshing it failed: \(reason))"
        )
    }

    @Test func sampleDataSaysSoWhenItIsCurrentToo() async throws {
        var (_, _, states, call) = try await started { await $0.load(policy: .offline) }
        #expect(call.policy == .offline)
        call.continuation.yield(
            try fetched(ratingCount: 70, source: .sample, staleness: .current, daysAgo: 3))
        call.continuation.finish()
        #expect(
            await next(3, of: &states).last
                == "loaded(70 Ratings, changes: none, note: Showing sample data bundled with appdetail (written 2023-12-29), not the live App Store.)"
        )
    }

    @Test(arguments: [
        (AppDetailError.offline(.noConnection(detail: "no route")), true),
        (.throttled, true),
        (.serverError(status: 503), true),
        (.malformedAnswer(detail: "truncated"), true),
        (.notFound(.id(AppID(rawValue: 386_493_543)!), .unitedStates), false),
        (.notAnIOSApp(.id(AppID(rawValue: 386_493_543)!), kind: "mac-software"), false),
        (
            .cacheUnavailable(
                CacheReason(path: "/tmp/cache.sqlite", detail: "is locked", remedy: .waitForOtherProcess)),
            true
        ),
    ])
    func eachErrorBecomesAFailureSayingWhetherToRetry(error: AppDetailError, retry: Bool) async throws {
        var (_, _, states, call) = try await started { await $0.load() }
        call.continuation.finish(throwing: error)
        #expect(
            await next(3, of: &states) == ["idle", "loading", "failed(\(error.message), retry: \(retry))"])
    }

    @Test func aSecondLoadCancelsTheFirstAndNothingStaleIsEmitted() async throws {
        var (viewModel, stub, states, first) = try await started { await $0.load() }
        var calls = stub.callsMade.makeAsyncIterator()
        await viewModel.load()
        let second = try #require(await calls.next())
        var firstEnded = first.terminated.makeAsyncIterator()
        _ = await firstEnded.next()  // the first stream's consumer is gone: it was cancelled
        first.continuation.yield(try fetched(ratingCount: 1, source: .network, staleness: .current))
        second.continuation.yield(try fetched(ratingCount: 70, source: .network, staleness: .current))
        second.continuation.finish()
        #expect(
            await next(4, of: &states) == [
                "idle", "loading", "loading", "loaded(70 Ratings, changes: none, note: none)",
            ])
    }
}
