import AppDetailDomain
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite("One app in many storefronts: the cache first, then each store once, and the whole")
struct AppAroundTheWorldTests {
    /// A store and its cache per country: what the store answers, what the cache holds, and
    /// every request sent.
    final class WorldStore: ListingRepository {
        enum Answer {
            case listing(Listing)
            case absent
            case failure(AppDetailError)
        }

        let answers: [String: Answer]
        let cache: [String: Stored<Listing>]
        private let sent = Mutex<[String]>([])

        init(answers: [String: Answer], cache: [String: Stored<Listing>] = [:]) {
            self.answers = answers
            self.cache = cache
        }

        var requests: [String] { sent.withLock { $0 } }

        func cachedListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>?
        {
            cache[storefront.country]
        }

        func fetchListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing> {
            sent.withLock { $0.append(storefront.country) }
            switch answers[storefront.country] ?? .absent {
            case .listing(let listing): return Stored(value: listing, fetchedAt: WorldStore.now)
            case .absent: throw AppDetailError.notFound(lookup, storefront)
            case .failure(let error): throw error
            }
        }

        func fetchListings(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
            Issue.record("a single app is asked one storefront at a time")
            return ListingsAnswer(found: [:], unreadable: [:], unsaved: [:])
        }

        func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront] { [] }

        static let now = Date(timeIntervalSince1970: 1_800_000_000)
    }

    final class Seen: Sendable {
        private let rows = Mutex<[(String, WorldProgress)]>([])
        func add(_ row: WorldRow, _ progress: WorldProgress) {
            rows.withLock { $0.append((row.id, progress)) }
        }
        var order: [String] { rows.withLock { $0.map(\.0) } }
        var progress: [WorldProgress] { rows.withLock { $0.map(\.1) } }
    }

    static let app = AppLookup.id(AppID(rawValue: 389_801_252)!)

    static func stores(_ codes: String) -> [Storefront] {
        codes.split(separator: ",").map { try! Storefront(country: String($0)) }
    }

    static func load(
        _ store: WorldStore, _ codes: String, policy: CachePolicy = .standard, seen: Seen = Seen()
    ) async throws -> AppAroundTheWorld {
        let useCase = LoadAppAroundTheWorldUseCase(
            repository: store, history: nil, maxAge: .seconds(86_400), now: { WorldStore.now })
        return try await useCase.load(app, in: stores(codes), policy: policy) { seen.add($0, $1) }
    }

    @Test func currentCachedStorefrontsCostNothingAndComeFirst() async throws {
        let listing = Listing.fixture(ratingCount: 10)
        let fresh = Stored(value: listing, fetchedAt: WorldStore.now.addingTimeInterval(-60))
        let old = Stored(value: listing, fetchedAt: WorldStore.now.addingTimeInterval(-200_000))
        let store = WorldStore(
            answers: ["kr": .listing(listing), "jp": .listing(listing), "us": .listing(listing)],
            cache: ["jp": fresh, "kr": old])
        let seen = Seen()
        let world = try await Self.load(store, "kr,jp,us,kr", seen: seen)
        #expect(store.requests == ["kr", "us"])
        #expect(world.rows.map(\.id) == ["kr", "jp", "us"])
        #expect(seen.order == ["jp", "kr", "us"])
        #expect(seen.progress.map(\.requestsLeft) == [2, 1, 0])
        #expect(seen.progress.map(\.done) == [1, 2, 3])
        #expect(seen.progress.allSatisfy { $0.total == 3 })
    }

    @Test func absentIsNotAvailableAndAFailureIsThatStorefrontsAlone() async throws {
        let store = WorldStore(answers: [
            "kr": .listing(.fixture()), "jp": .absent, "us": .failure(.serverError(status: 500)),
            "fr": .listing(.fixture()),
        ])
        let world = try await Self.load(store, "kr,jp,us,fr")
        #expect(store.requests == ["kr", "jp", "us", "fr"])
        let sold: [Bool] = world.rows.map { $0.answer.listing != nil }
        #expect(sold == [true, false, false, true])
        #expect(world.rows[1].answer == .notAvailable)
        #expect(world.rows[2].answer == .failed(.serverError(status: 500)))
        #expect(world.whole.available == ["kr", "fr"])
        #expect(world.whole.notAvailable == ["jp"])
        #expect(world.whole.unanswered == ["us"])
        #expect(!world.whole.isNowhere)
    }

    @Test func aThrottlingStoreIsNotAskedAgainAndTheCacheStandsIn() async throws {
        let listing = Listing.fixture()
        let old = Stored(value: listing, fetchedAt: WorldStore.now.addingTimeInterval(-200_000))
        let store = WorldStore(
            answers: ["kr": .listing(listing), "jp": .failure(.throttled)], cache: ["fr": old])
        let world = try await Self.load(store, "kr,jp,us,fr")
        #expect(store.requests == ["kr", "jp"])
        #expect(world.rows.map(\.answer.failure) == [nil, .throttled, .throttled, nil])
        #expect(world.rows[2].answer == .notAsked(.throttled))
        guard case .available(let served) = world.rows[3].answer else {
            Issue.record("the cached listing should stand in")
            return
        }
        #expect(served.freshness.staleness == .servedAfterFailure(.throttled))
    }

    @Test func aSlowStorefrontDoesNotStopTheOthers() async throws {
        let store = WorldStore(answers: ["kr": .failure(.offline(.timedOut)), "jp": .listing(.fixture())])
        let world = try await Self.load(store, "kr,jp")
        #expect(store.requests == ["kr", "jp"])
        #expect(world.whole.available == ["jp"])
    }

    @Test func offlineAsksNothing() async throws {
        let old = Stored(value: Listing.fixture(), fetchedAt: WorldStore.now.addingTimeInterval(-900_000))
        let store = WorldStore(answers: [:], cache: ["jp": old])
        let world = try await Self.load(store, "kr,jp", policy: .offline)
        #expect(store.requests.isEmpty)
        #expect(world.rows[0].answer == .failed(.offline(.notCached(Self.app, Self.stores("kr")[0]))))
        #expect(world.whole.available == ["jp"])
    }

    @Test func anAppSoldNowhereSaysSoOnce() async throws {
        let world = try await Self.load(WorldStore(answers: [:]), "kr,jp,us")
        #expect(world.whole.isNowhere)
        #expect(world.whole.weightedRating == nil)
        #expect(world.whole.ratedStorefronts == 0)
    }

    @Test(arguments: 0..<200)
    func theWholeWeighsEachStorefrontByItsCount(seed: UInt64) async throws {
        var generator = SeededGenerator(seed: seed)
        let codes = Array(
            StorefrontCatalog.codes.shuffled(using: &generator).prefix(
                Int.random(in: 1...12, using: &generator)))
        var answers: [String: WorldStore.Answer] = [:]
        var expected: [(Double, Int)] = []
        for code in codes where Bool.random(using: &generator) {
            let count = Int.random(in: 0...5_000_000, using: &generator)
            let average = Double(Int.random(in: 100...500, using: &generator)) / 100
            answers[code] = .listing(.fixture(ratingCount: count, averageRating: average))
            if count > 0 { expected.append((average, count)) }
        }
        let world = try await Self.load(WorldStore(answers: answers), codes.joined(separator: ","))
        let total = expected.map(\.1).reduce(0, +)
        #expect(world.whole.ratingCount == total)
        #expect(world.whole.ratedStorefronts == expected.count)
        #expect(world.whole.available.count == answers.count)
        #expect(world.whole.available.count + world.whole.notAvailable.count == codes.count)
        guard let rating = world.whole.weightedRating else {
            #expect(total == 0)
            return
        }
        let sum = expected.map { $0.0 * Double($0.1) }.reduce(0, +)
        #expect(abs(rating - sum / Double(total)) < 1e-9)
        #expect(rating >= expected.map(\.0).min()! - 1e-9 && rating <= expected.map(\.0).max()! + 1e-9)
    }
}
