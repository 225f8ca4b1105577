import AppDetailDomain
import Foundation
import TestSupport
import Testing

/// Following apps as `track add` and `track run` do, over a store and a history in memory: the
/// use case's own rules, with no SQLite or HTTP between them and the test.
@Suite("Following apps: a baseline, repeats on a day, a throttled store, an app gone")
struct FollowingAppsUseCaseTests {
    /// One world: a store recording into a history, a clock the test moves.
    struct World {
        let history = MemoryHistory()
        /// The test's clock, from 01:00 UTC on a day in 2027.
        let clock: Locked<Date>
        let store: MemoryStore
        let tracker: TrackFollowedAppsUseCase
        /// The clock the store, the tracker and following read: the test's or the real one.
        let now: @Sendable () -> Date
        let storefront = Storefront.unitedStates

        init(realClock: Bool = false) {
            let moments = Locked(Date(timeIntervalSince1970: 1_800_057_600 + 3_600))
            clock = moments
            let fixed: @Sendable () -> Date = { moments.withLock { $0 } }
            let real: @Sendable () -> Date = { Date() }
            now = realClock ? real : fixed
            store = MemoryStore(recordingInto: history, now: now)
            let sources = TrackSources(
                listings: store, storePages: store, charts: store, reviews: store, history: history,
                watchList: history)
            tracker = TrackFollowedAppsUseCase(sources: sources, now: now)
        }

        /// Moves the clock on.
        func wait(hours: Double) { clock.withLock { $0 += hours * 3_600 } }

        /// Follows `listing`'s app as `track add` does: the store is asked, the app followed,
        /// then its other parts observed at once.
        func follow(_ listing: Listing, reviews: Bool = false) async throws -> TrackRun {
            await store.sell(listing, in: storefront)
            _ = try await store.fetchListings(for: [listing.id], in: storefront)
            _ = try history.follow(listing.id, in: storefront, reviews: reviews, at: now())
            return try await tracker.observe(history.followed(), again: false)
        }

        /// A run as `track run` makes it, keeping what it reports.
        func run(again: Bool = false) async throws -> (run: TrackRun, reported: [HistoryChange]) {
            let reported = Locked<[HistoryChange]>([])
            let run = try await tracker.run(again: again) { run in reported.withLock { $0 = run.changes } }
            return (run, reported.withLock { $0 })
        }
    }

    @Test("The first observation is the baseline: the next day's run reports the one figure that moved")
    func baseline() async throws {
        let world = World()
        let before = Listing.fixture(ratingCount: 120)
        let baseline = try await world.follow(before)
        #expect(baseline.failures.isEmpty)
        // The page, the chart and nothing else were asked at once: the first run has them all.
        #expect(await world.store.requests == ["listings", "page", "chart"])
        let sameDay = try await world.run()
        #expect(sameDay.reported.isEmpty)

        world.wait(hours: 24)
        await world.store.sell(Listing.fixture(ratingCount: 135), in: world.storefront)
        let (run, reported) = try await world.run()
        #expect(run.isComplete)
        #expect(reported.map(\.kind) == [.figure(.ratingCount, before: 120, after: 135)])
        // Told once: the same change is not reported again.
        world.wait(hours: 1)
        #expect(try await world.run(again: true).reported.isEmpty)
    }

    @Test("A second run on the same day asks nothing; the next day, or with again, it asks once more")
    func repeats() async throws {
        let world = World()
        _ = try await world.follow(Listing.fixture())
        let afterFollowing = await world.store.requests.count
        let repeated = try await world.run()
        #expect(await world.store.requests.count == afterFollowing)
        #expect(repeated.run.skipped.count == 1)
        #expect(repeated.run.observed == 0)

        _ = try await world.run(again: true)
        #expect(await world.store.requests.count == afterFollowing + 3)
        world.wait(hours: 24)
        let nextDay = try await world.run()
        #expect(nextDay.run.observed == 1)
        #expect(await world.store.requests.count == afterFollowing + 6)
        #expect(world.history.stateCount(of: Listing.fixture().id, in: world.storefront) == 1)
    }

    @Test("A part observed before midnight (UTC) is asked again after it, not a whole day later")
    func keptToItsDay() async throws {
        let world = World()
        world.wait(hours: 22.5)  // 23:30
        _ = try await world.follow(Listing.fixture())
        let asked = await world.store.requests.count
        world.wait(hours: 0.4)  // 23:54: still today
        _ = try await world.run()
        #expect(await world.store.requests.count == asked)
        world.wait(hours: 0.6)  // 00:30 the next day
        let run = try await world.run().run
        #expect(run.observed == 1)
        #expect(await world.store.requests == ["listings", "page", "chart", "listings", "page", "chart"])
    }

    @Test("A throttled store stops the run with nothing lost: the change is reported by the next run")
    func throttled() async throws {
        let world = World()
        _ = try await world.follow(Listing.fixture(version: "1.0"))
        world.wait(hours: 24)
        await world.store.sell(Listing.fixture(version: "1.1"), in: world.storefront)
        await world.store.fail(with: .throttled)
        let stopped = try await world.run()
        #expect(stopped.run.stoppedBy == .throttled)
        #expect(stopped.run.failures.map(\.error) == [.throttled])
        #expect(!stopped.run.isComplete)
        #expect(stopped.reported.isEmpty)

        await world.store.fail(with: nil)
        world.wait(hours: 1)
        let (run, reported) = try await world.run()
        #expect(run.isSound)
        #expect(reported.map(\.kind) == [.version(before: "1.0", after: "1.1")])
    }

    @Test("A report that fails leaves its changes to the next run")
    func failedReport() async throws {
        struct Unwritable: Error {}
        let world = World()
        _ = try await world.follow(Listing.fixture(averageRating: 4.5))
        world.wait(hours: 24)
        await world.store.sell(Listing.fixture(averageRating: 3.9), in: world.storefront)
        await #expect(throws: Unwritable.self) {
            try await world.tracker.run(again: false) { _ in throw Unwritable() }
        }
        let (_, reported) = try await world.run()
        #expect(reported.map(\.kind) == [.figure(.ratingAverage, before: 4.5, after: 3.9)])
    }

    @Test("An app gone from the store is a change, not a failure, and its coming back another")
    func gone() async throws {
        let world = World()
        let listing = Listing.fixture()
        _ = try await world.follow(listing)
        world.wait(hours: 24)
        await world.store.withdraw(listing.id, from: world.storefront)
        let (run, reported) = try await world.run()
        #expect(run.failures.isEmpty)
        #expect(reported.map(\.kind) == [.goneFromStore])

        world.wait(hours: 24)
        await world.store.sell(listing, in: world.storefront)
        #expect(try await world.run().reported.map(\.kind) == [.backInStore])
    }

    @Test("A run asks once whether the history can record, and reads the watch list once")
    func readsOnce() async throws {
        let world = World()
        _ = try await world.follow(Listing.fixture())
        let before = world.history.reads
        world.wait(hours: 24)
        _ = try await world.run()
        #expect(world.history.reads.recordingProblem == before.recordingProblem + 1)
        #expect(world.history.reads.followed == before.followed + 1)
    }

    @Test("A history that cannot record stops the run before the store is asked")
    func cannotRecord() async throws {
        let world = World()
        _ = try await world.follow(Listing.fixture())
        let asked = await world.store.requests.count
        let problem = AppDetailError.cacheUnavailable(
            CacheReason(path: "/tmp/cache.sqlite", detail: "is read-only", remedy: .chooseAnotherPlace))
        world.history.setProblem(problem)
        world.wait(hours: 24)
        await #expect(throws: problem) { try await world.run() }
        #expect(await world.store.requests.count == asked)
    }

    @Test("On the real clock, a change seen within the first second of following is still reported")
    func realClock() async throws {
        let world = World(realClock: true)
        _ = try await world.follow(Listing.fixture(ratingCount: 10))
        await world.store.sell(Listing.fixture(ratingCount: 11), in: world.storefront)
        let (run, reported) = try await world.run(again: true)
        #expect(run.isSound)
        #expect(reported.map(\.kind) == [.figure(.ratingCount, before: 10, after: 11)])
    }
}
