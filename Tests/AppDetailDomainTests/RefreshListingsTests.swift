import Foundation
import Testing

@testable import AppDetailDomain

/// The many-apps use cases over a stub store that knows some ids and can fail a batch.
@Suite("Refreshing and reading many listings")
struct RefreshListingsTests {
    final class BatchStore: ListingRepository, @unchecked Sendable {
        let known: Set<Int64>
        /// Ids the store sends a record for that cannot be read.
        let unreadable: Set<Int64>
        let failingBatch: Int?
        let failure: AppDetailError
        /// Stores that never answer: their requests wait until they are cancelled.
        let silent: Set<String>
        let cached: [Int64: Stored<Listing>]
        private let lock = NSLock()
        private var _batches: [[AppID]] = []
        private var _cancelled = 0
        var batches: [[AppID]] { lock.withLock { _batches } }
        /// Requests given up while waiting for a silent store.
        var cancelled: Int { lock.withLock { _cancelled } }

        init(
            known: Set<Int64>, unreadable: Set<Int64> = [], failingBatch: Int? = nil,
            failure: AppDetailError = .throttled, silent: Set<String> = [],
            cached: [Int64: Stored<Listing>] = [:]
        ) {
            self.failure = failure
            self.silent = silent
            self.known = known
            self.unreadable = unreadable
            self.failingBatch = failingBatch
            self.cached = cached
        }

        func cachedListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>?
        {
            guard case .id(let id) = lookup else { return nil }
            return cached[id.rawValue]
        }

        func fetchListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing> {
            throw AppDetailError.throttled
        }

        func fetchListings(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
            let number = lock.withLock {
                _batches.append(ids)
                return _batches.count
            }
            if silent.contains(storefront.country) {
                do {
                    try await Task.sleep(for: .seconds(600))
                } catch {
                    lock.withLock { _cancelled += 1 }
                    throw error
                }
            }
            if number == failingBatch { throw failure }
            var found: [AppID: Stored<Listing>] = [:]
            for id in ids where known.contains(id.rawValue) {
                found[id] = Stored(
                    value: .fixture(id: id.rawValue), fetchedAt: Date(timeIntervalSince1970: 1))
            }
            var unread: [AppID: AppDetailError] = [:]
            for id in ids where unreadable.contains(id.rawValue) { unread[id] = Self.badDate }
            return ListingsAnswer(found: found, unreadable: unread, unsaved: [:])
        }

        static let badDate = AppDetailError.malformedAnswer(detail: "releaseDate is not a date")

        func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront] { [] }
    }

    /// What the progress closure saw, kept behind a lock: it is called from the refresh's task.
    final class ProgressLog: @unchecked Sendable {
        private let lock = NSLock()
        private var _seen: [RefreshProgress] = []
        var seen: [RefreshProgress] { lock.withLock { _seen } }
        func record(_ progress: RefreshProgress) { lock.withLock { _seen.append(progress) } }
    }

    static func ids(_ range: ClosedRange<Int64>) -> [AppID] { range.map { AppID(rawValue: $0)! } }

    static func store(_ country: String) -> Storefront { try! Storefront(country: country) }

    /// A deadline no test reaches.
    static var later: ContinuousClock.Instant { .now + .seconds(3_600) }

    @Test func aThousandAppsGoInFiveBatchesAndEachIsTallied() async throws {
        let store = BatchStore(
            known: Set(2...1_000), failingBatch: 3, failure: .serverError(status: 503),
            cached: [5: Stored(value: .fixture(id: 5), fetchedAt: Date(timeIntervalSince1970: 0))])
        let log = ProgressLog()
        let tally = try await RefreshListingsUseCase(repository: store).refresh(
            [.unitedStates: Self.ids(1...1_000) + Self.ids(1...10)], until: Self.later, progress: log.record)
        let reported = log.seen.map(\.done)
        #expect(store.batches.map(\.count) == [200, 200, 200, 200, 200])
        #expect(reported == [0, 200, 200, 400, 400, 600, 600, 800, 800, 1_000, 1_000])
        #expect(tally.requests == 5)
        #expect(tally.goneFromStore == Self.ids(1...1))
        #expect(tally.unchanged == Self.ids(5...5))
        #expect(tally.failed == Self.ids(401...600), "the third batch failed; the others went on")
        #expect(tally.errors == [.serverError(status: 503)])
        #expect(tally.refreshed.count == 1_000 - 1 - 1 - 200)
        #expect(tally.notAsked.isEmpty && tally.stores.map(\.stop) == [nil])
    }

    /// A throttled answer ends the refresh: the requester has backed off already, and every
    /// request more would only prolong the limit.
    @Test func aThrottledAnswerStopsEveryStoreAfterIt() async throws {
        let store = BatchStore(known: Set(1...1_000), failingBatch: 2)
        let tally = try await RefreshListingsUseCase(repository: store).refresh(
            [Self.store("kr"): Self.ids(1...600), Self.store("us"): Self.ids(601...1_000)], until: Self.later
        ) { _ in }
        #expect(store.batches.count == 2, "asked until the throttled answer, then nothing")
        #expect(tally.stores.map(\.storefront) == [Self.store("kr"), Self.store("us")])
        #expect(tally.stores[0].refreshed == Self.ids(1...200))
        #expect(tally.stores[0].failed == Self.ids(201...400))
        #expect(tally.stores[0].notAsked == Self.ids(401...600) && tally.stores[0].stop == .throttled)
        #expect(tally.stores[1].notAsked == Self.ids(601...1_000) && tally.stores[1].stop == .throttled)
        #expect(tally.stores[1].requests == 0 && tally.requests == 2)
        #expect(!tally.isComplete)
    }

    /// A store that does not answer gets its share of the time, not all of it: its request is
    /// given up and the next store is asked. nz needs 2 of the 24 requests, so it may use 10 of
    /// the 120 s; the 110 s left for us leave room for a loaded machine (the whole suite on two
    /// cores once woke this test's tasks 20 s late).
    @Test func aSilentStoreIsGivenUpAndTheNextStoreIsAsked() async throws {
        let store = BatchStore(known: Set(1...5_400), silent: ["nz"])
        let log = ProgressLog()
        let tally = try await RefreshListingsUseCase(repository: store).refresh(
            [Self.store("nz"): Self.ids(1...300), Self.store("us"): Self.ids(1_001...5_400)],
            until: .now + .seconds(120), progress: log.record)
        var waitedFor: [String] = []
        for progress in log.seen where waitedFor.last != progress.storefront.country {
            waitedFor.append(progress.storefront.country)
        }
        #expect(waitedFor == ["nz", "us"], "the progress names the store it waits for")
        let (nz, us) = (tally.stores[0], tally.stores[1])
        #expect(nz.failed == Self.ids(1...200) && nz.errors == [.offline(.timedOut)])
        #expect(nz.notAsked == Self.ids(201...300))
        #expect(nz.stop == .storeTooSlow)
        #expect(store.cancelled == 1, "the waiting request was given up")
        #expect(us.refreshed == Self.ids(1_001...5_400), "the next store was asked: \(us.requests) requests")
        #expect(us.isComplete)
    }

    @Test func pastTheDeadlineNothingIsAsked() async throws {
        let store = BatchStore(known: Set(1...10))
        let tally = try await RefreshListingsUseCase(repository: store).refresh(
            [Self.store("kr"): Self.ids(1...5), Self.store("us"): Self.ids(6...10)], until: .now
        ) { _ in }
        #expect(store.batches.isEmpty)
        #expect(tally.notAsked == Self.ids(1...10))
        #expect(tally.stores.map(\.stop) == [.timeRanOut, .timeRanOut])
    }

    @Test func manyListingsUseTheCurrentCacheAndAskTheStoreOnceForTheRest() async throws {
        let now = Date(timeIntervalSince1970: 10_000)
        let store = BatchStore(
            known: Set(1...3),
            cached: [
                1: Stored(value: .fixture(id: 1), fetchedAt: now),
                2: Stored(value: .fixture(id: 2), fetchedAt: now.addingTimeInterval(-7_200)),
            ])
        let useCase = FetchManyListingsUseCase(repository: store, maxAge: .seconds(3_600), now: { now })
        let result = try await useCase.listings(for: Self.ids(1...4), in: .unitedStates, policy: .standard)
        #expect(store.batches == [Self.ids(2...4)], "one request for the stale and the missing")
        #expect(result.found[AppID(rawValue: 1)!]?.freshness.source == .cache)
        #expect(result.found[AppID(rawValue: 2)!]?.freshness.source == .network)
        #expect(result.goneFromStore == Self.ids(4...4))
        let offline = try await useCase.listings(for: Self.ids(1...4), in: .unitedStates, policy: .offline)
        #expect(store.batches.count == 1, "offline asks nothing")
        #expect(Set(offline.unavailable) == Set(Self.ids(3...4)))
        #expect(offline.found[AppID(rawValue: 2)!]?.freshness.staleness == .expired)
        let failing = BatchStore(known: [], failingBatch: 1, cached: store.cached)
        let fallback = try await FetchManyListingsUseCase(
            repository: failing, maxAge: .seconds(3_600), now: { now }
        )
        .listings(for: Self.ids(1...3), in: .unitedStates, policy: .refresh)
        #expect(fallback.error == .throttled)
        #expect(fallback.found[AppID(rawValue: 2)!]?.freshness.staleness == .servedAfterFailure(.throttled))
        #expect(fallback.unavailable == Self.ids(3...3))
    }

    /// A record the store sent but that cannot be read is a failure with its reason, never an app
    /// gone from the store, and its cached listing stays in what is shown.
    @Test func anUnreadableRecordIsAFailureNotGoneAndKeepsTheCachedListing() async throws {
        let now = Date(timeIntervalSince1970: 10_000)
        let old = Stored(value: Listing.fixture(id: 2), fetchedAt: now.addingTimeInterval(-7_200))
        let store = BatchStore(known: [1], unreadable: [2, 3], cached: [2: old])
        let tally = try await RefreshListingsUseCase(repository: store).refresh(
            [.unitedStates: Self.ids(1...4)], until: Self.later
        ) { _ in }
        #expect(tally.failed == Self.ids(2...3))
        #expect(tally.errors == [BatchStore.badDate, BatchStore.badDate])
        #expect(tally.goneFromStore == Self.ids(4...4))

        let many = try await FetchManyListingsUseCase(
            repository: store, maxAge: .seconds(3_600), now: { now }
        )
        .listings(for: Self.ids(1...4), in: .unitedStates, policy: .standard)
        #expect(
            many.unreadable == [
                AppID(rawValue: 2)!: BatchStore.badDate, AppID(rawValue: 3)!: BatchStore.badDate,
            ])
        #expect(many.found[AppID(rawValue: 2)!]?.value == old.value)
        #expect(
            many.found[AppID(rawValue: 2)!]?.freshness.staleness == .servedAfterFailure(BatchStore.badDate))
        #expect(many.found[AppID(rawValue: 3)!] == nil && many.goneFromStore == Self.ids(4...4))
    }
}
