import Foundation
import TestSupport
import Testing

@testable import AppDetailDomain

@Suite("Fetching and the policy loader follow the cache policies")
struct CachePolicyTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    let lookup = AppLookup.id(AppID(rawValue: 1_000_001)!)
    let store = Storefront.unitedStates
    let oldDetail = Listing.fixture(version: "1.0")
    let newDetail = Listing.fixture(version: "2.0")

    private func stored(_ detail: Listing, hoursAgo: Double) -> Stored<Listing> {
        Stored(value: detail, fetchedAt: Self.now.addingTimeInterval(-hoursAgo * 3600))
    }

    private func fetcher(_ repository: StubRepository) -> FetchListingUseCase {
        FetchListingUseCase(repository: repository, maxAge: .seconds(24 * 3600), now: { Self.now })
    }

    private func observe(_ repository: StubRepository, _ policy: CachePolicy) async throws
        -> [Fetched<Listing>]
    {
        // The one place every source's policy is decided, with what it reports along the way.
        let loader = PolicyLoader.listing(
            lookup, in: store, from: repository, maxAge: .seconds(24 * 3600), now: { Self.now })
        var seen: [Fetched<Listing>] = []
        let final = try await loader.load(policy: policy) { seen.append($0) }
        return seen + [final]
    }

    // MARK: fetch

    @Test func standardUsesAFreshCacheWithoutTheNetwork() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 2)), remote: .success(stored(newDetail, hoursAgo: 0))
        )
        let result = try await fetcher(repository).fetch(lookup, in: store, policy: .standard)
        #expect(result.value == oldDetail)
        #expect(result.freshness.source == .cache)
        #expect(!result.freshness.isStale)
        #expect(await repository.storeCalls == 0)
    }

    @Test func standardAsksTheStoreWhenTheCacheIsOld() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 25)),
            remote: .success(stored(newDetail, hoursAgo: 0)))
        let result = try await fetcher(repository).fetch(lookup, in: store, policy: .standard)
        #expect(result.value == newDetail)
        #expect(result.freshness == Freshness(source: .network, fetchedAt: Self.now, staleness: .current))
    }

    @Test func standardFallsBackToTheOldCacheWhenOfflineAndSaysWhy() async throws {
        let failure = AppDetailError.offline(.timedOut)
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 72)), remote: .failure(failure))
        let result = try await fetcher(repository).fetch(lookup, in: store, policy: .standard)
        #expect(result.value == oldDetail)
        #expect(result.freshness.staleness == .servedAfterFailure(failure))
        #expect(result.freshness.isStale)
        #expect(result.freshness.fetchedAt == Self.now.addingTimeInterval(-72 * 3600))
    }

    @Test func notFoundIsNeverHiddenBehindACachedDetail() async throws {
        let failure = AppDetailError.notFound(lookup, store)
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 72)), remote: .failure(failure))
        await #expect(throws: failure) {
            try await fetcher(repository).fetch(lookup, in: store, policy: .standard)
        }
    }

    @Test func anUnreadableCacheDoesNotStopTheStore() async throws {
        let repository = StubRepository(
            cached: .failure(
                .cacheUnavailable(
                    CacheReason(
                        path: "/tmp/cache.sqlite", detail: "is locked", remedy: .waitForOtherProcess))),
            remote: .success(stored(newDetail, hoursAgo: 0)))
        let result = try await fetcher(repository).fetch(lookup, in: store, policy: .standard)
        #expect(result.value == newDetail)
    }

    @Test func refreshGoesToTheStoreEvenWithAFreshCache() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 1)), remote: .success(stored(newDetail, hoursAgo: 0))
        )
        let result = try await fetcher(repository).fetch(lookup, in: store, policy: .refresh)
        #expect(result.value == newDetail)
        #expect(await repository.storeCalls == 1)
    }

    @Test func refreshFallsBackWhenThrottled() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 1)), remote: .failure(.throttled))
        let result = try await fetcher(repository).fetch(lookup, in: store, policy: .refresh)
        #expect(result.freshness.staleness == .servedAfterFailure(.throttled))
    }

    @Test func offlineUsesAnyCacheAndNeverTheNetwork() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 500)),
            remote: .success(stored(newDetail, hoursAgo: 0)))
        let result = try await fetcher(repository).fetch(lookup, in: store, policy: .offline)
        #expect(result.value == oldDetail)
        #expect(result.freshness.staleness == .expired)
        #expect(await repository.storeCalls == 0)
    }

    @Test func offlineWithoutACacheSaysItIsNotCached() async {
        let repository = StubRepository(
            cached: .success(nil), remote: .success(stored(newDetail, hoursAgo: 0)))
        await #expect(throws: AppDetailError.offline(.notCached(lookup, store))) {
            try await fetcher(repository).fetch(lookup, in: store, policy: .offline)
        }
    }

    @Test(arguments: CachePolicy.allCases)
    func errorWhenNeitherCacheNorStoreHasIt(policy: CachePolicy) async {
        let repository = StubRepository(cached: .success(nil), remote: .failure(.serverError(status: 503)))
        let expected: AppDetailError =
            policy == .offline ? .offline(.notCached(lookup, store)) : .serverError(status: 503)
        await #expect(throws: expected) {
            try await fetcher(repository).fetch(lookup, in: store, policy: policy)
        }
    }

    // MARK: observe

    @Test func observeYieldsCachedThenFresh() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 30)),
            remote: .success(stored(newDetail, hoursAgo: 0)))
        let seen = try await observe(repository, .standard)
        #expect(seen.map(\.value.version) == ["1.0", "2.0"])
        #expect(seen.map(\.freshness.source) == [.cache, .network])
        #expect(seen.map(\.freshness.staleness) == [.expired, .current])
    }

    @Test func observeYieldsFreshOnlyWithoutACache() async throws {
        let repository = StubRepository(
            cached: .success(nil), remote: .success(stored(newDetail, hoursAgo: 0)))
        let seen = try await observe(repository, .standard)
        #expect(seen.map(\.value.version) == ["2.0"])
    }

    @Test func observeYieldsOnlyACurrentCacheUnderStandard() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 1)), remote: .success(stored(newDetail, hoursAgo: 0))
        )
        let seen = try await observe(repository, .standard)
        #expect(seen.map(\.value.version) == ["1.0"])
        #expect(await repository.storeCalls == 0)
    }

    @Test func observeYieldsCachedOnlyWhenOffline() async throws {
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 30)),
            remote: .success(stored(newDetail, hoursAgo: 0)))
        let seen = try await observe(repository, .offline)
        #expect(seen.map(\.value.version) == ["1.0"])
        #expect(await repository.storeCalls == 0)
    }

    @Test func observeRepeatsTheCacheMarkedStaleWhenTheStoreFails() async throws {
        let failure = AppDetailError.offline(.noConnection(detail: "no route"))
        let repository = StubRepository(
            cached: .success(stored(oldDetail, hoursAgo: 30)), remote: .failure(failure))
        let seen = try await observe(repository, .refresh)
        #expect(seen.map(\.freshness.staleness) == [.expired, .servedAfterFailure(failure)])
    }

    @Test func observeThrowsWhenNeitherHasIt() async {
        let repository = StubRepository(cached: .success(nil), remote: .failure(.throttled))
        await #expect(throws: AppDetailError.throttled) { _ = try await observe(repository, .standard) }
    }
}
