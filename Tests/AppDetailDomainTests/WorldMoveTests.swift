import AppDetailDomain
import Foundation
import Synchronization
import Testing

@Suite("An app around the world: each storefront's move over the week the history holds")
struct WorldMoveTests {
    typealias Store = AppAroundTheWorldTests.WorldStore

    /// A history per country, read as a cache reads it: the listings from `since` on, with the
    /// last one before it; a country named in `unreadable` fails.
    final class Histories: HistoryRepository {
        let listings: [String: [ListingObservation]]
        let unreadable: Set<String>
        private let read = Mutex<[String]>([])

        init(_ listings: [String: [ListingObservation]], unreadable: Set<String> = []) {
            self.listings = listings
            self.unreadable = unreadable
        }

        var countriesRead: [String] { read.withLock { $0 } }

        func history(of app: AppID, in storefront: Storefront, since: Date?) async throws -> AppHistory {
            read.withLock { $0.append(storefront.country) }
            if unreadable.contains(storefront.country) {
                throw AppDetailError.cacheUnavailable(
                    CacheReason(path: "", detail: "unreadable", remedy: .chooseAnotherPlace))
            }
            let all = listings[storefront.country, default: []].filter { $0.app == app }
            let startsBefore = all.last { $0.observedAt < (since ?? .distantPast) }
            let kept =
                (startsBefore.map { [$0] } ?? []) + all.filter { $0.observedAt >= (since ?? .distantPast) }
            return AppHistory(
                app: app, storefront: storefront, listings: kept, chartPlaces: [], histograms: [],
                reviews: [],
                storesAccount: [], skipped: [])
        }

        func observedApps() async throws -> [ObservedApp] { [] }
        func recordingProblem() async -> AppDetailError? { nil }
    }

    static let day: TimeInterval = 86_400

    static func observed(_ country: String, daysAgo: Double, average: Double, count: Int)
        -> ListingObservation
    {
        let moment = Store.now.addingTimeInterval(-daysAgo * day)
        return ListingObservation(
            app: AppID(rawValue: 1_000_001)!, storefront: try! Storefront(country: country),
            observedAt: moment,
            lastSeenAt: moment, status: .listed,
            figures: ObservedFigures(ratingAverage: average, ratingCount: count),
            texts: nil)
    }

    static func load(_ store: Store, _ histories: Histories, _ codes: String) async throws
        -> AppAroundTheWorld
    {
        let useCase = LoadAppAroundTheWorldUseCase(
            repository: store, history: histories, maxAge: .seconds(86_400), now: { Store.now })
        let storefronts = codes.split(separator: ",").map { try! Storefront(country: String($0)) }
        return try await useCase.load(.id(AppID(rawValue: 1_000_001)!), in: storefronts, policy: .standard) {
            _, _ in
        }
    }

    @Test func theStateAWeekAgoIsTheOneThatHadBegunByThen() async throws {
        let listing = Listing.fixture(ratingCount: 180, averageRating: 4.62)
        let store = Store(answers: [
            "kr": .listing(listing), "jp": .listing(listing), "us": .listing(listing),
        ])
        let histories = Histories([
            // Korea: a state begun ten days ago, then another three days ago: the week starts
            // from the first.
            "kr": [
                Self.observed("kr", daysAgo: 10, average: 4.5, count: 100),
                Self.observed("kr", daysAgo: 3, average: 4.6, count: 150),
            ],
            // Japan: first seen two days ago, so no week to compare with.
            "jp": [Self.observed("jp", daysAgo: 2, average: 4.6, count: 150)],
        ])
        let world = try await Self.load(store, histories, "kr,jp,us")
        let korea = try #require(world.rows[0].move)
        #expect(korea.ratingAverageBefore == 4.5)
        #expect(korea.ratingCountBefore == 100)
        #expect(korea.ratingCountChange == 80)
        #expect(abs((korea.ratingAverageChange ?? 0) - 0.12) < 1e-9)
        #expect(korea.since == Store.now.addingTimeInterval(-7 * Self.day))
        #expect(world.rows[1].move == nil)
        #expect(world.rows[2].move == nil)
    }

    @Test func aRowWithoutAListingOrAHistoryItCanReadStandsWithoutAMove() async throws {
        let listing = Listing.fixture()
        let store = Store(answers: [
            "kr": .listing(listing), "jp": .absent, "us": .failure(.serverError(status: 500)),
        ])
        let old = { (country: String) in [Self.observed(country, daysAgo: 9, average: 4.0, count: 10)] }
        let histories = Histories(["kr": old("kr"), "jp": old("jp"), "us": old("us")], unreadable: ["kr"])
        let world = try await Self.load(store, histories, "kr,jp,us")
        #expect(world.rows.map(\.move) == [nil, nil, nil])
        #expect(world.rows[0].answer.listing == listing, "the row stands though its history failed")
        #expect(histories.countriesRead == ["kr"], "only a storefront that sells the app is read")
    }
}
