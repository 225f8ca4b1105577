import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Seeded entries say they are samples in the cache itself; nothing is told from a fetch time.
@Suite("Sample entries are marked by the cache", .enabled(if: SharedFixtures.available))
struct SampleMarkTests {
    /// The sample catalog's stamp: the same moment as a real fetch below, on purpose.
    static let stamp = Date(timeIntervalSince1970: 1_795_305_600)
    static let ids: [Int64] = [311_867_728, 284_882_215]

    private func seed() throws -> CacheSeed {
        let answers = try Self.ids.map { id in
            try Data(contentsOf: SharedFixtures.root.appendingPathComponent("lookup/\(id).json"))
        }
        return CacheSeed(
            key: "test-samples", answers: answers, fallback: .unitedStates, fetchedAt: Self.stamp)
    }

    private func cache(in directory: TemporaryDirectory) throws -> SQLiteAppCache {
        try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
    }

    private func listing(_ id: Int64, at date: Date, country: String = "us") -> CachedAnswer {
        CachedAnswer(
            trackID: id, country: country, language: "", bundleID: "com.example.app\(id)", name: "App \(id)",
            rawAnswer: Data(#"{"resultCount":0,"results":[]}"#.utf8), fetchedAt: date)
    }

    @Test func aSeedsAppsAreSamplesAndTheStoresAnswersAreNot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try cache(in: directory)
        #expect(try cache.seedOnce(seed()) == 2)
        try cache.listings.store([listing(42, at: Self.stamp)])
        let entries = try cache.entries()
        #expect(Set(entries.filter(\.isSample).map(\.id.rawValue)) == Set(Self.ids))
        #expect(entries.first { $0.id.rawValue == 42 }?.isSample == false)
    }

    @Test func aSeededCacheDoesNotReadItsSeedAgain() throws {
        // Every start plants the seed; once it is recorded, its answers are not even decoded.
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try cache(in: directory)
        #expect(try cache.seedOnce(seed()) == 2)
        let unreadable = CacheSeed(
            key: "test-samples", answers: [Data("not json".utf8)], fallback: .unitedStates,
            fetchedAt: Self.stamp)
        #expect(try cache.seedOnce(unreadable) == 0)
        #expect(throws: AppDetailError.self) { try cache.importSamples(unreadable) }
    }

    @Test func anAnswerOfTheStoreReplacingASampleIsNoLongerOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try cache(in: directory)
        try cache.seedOnce(seed())
        let sample = try #require(try cache.entries().first { $0.id.rawValue == Self.ids[0] })
        let fresh = listing(
            Self.ids[0], at: Self.stamp.addingTimeInterval(60), country: sample.storefront.country)
        try cache.listings.store([fresh])
        #expect(try cache.entries().first { $0.id.rawValue == Self.ids[0] }?.isSample == false)
    }

    @Test func theRepositoryReadsTheMarkAndThePolicyNamesTheSource() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try cache(in: directory)
        try cache.seedOnce(seed())
        let repository = CachingListingRepository(
            // Offline: the client is never asked.
            client: ListingClientFaultTests.client(URL(string: "http://127.0.0.1:9")!),
            cache: cache, history: HistoryRecording(recent: cache.recentTexts), now: { Self.stamp },
            warn: { _ in })
        let korea = try Storefront(country: "kr")
        let stored = try #require(
            try await repository.cachedListing(for: .id(AppID(rawValue: Self.ids[0])!), in: korea))
        #expect(stored.isSample)
        let fetched = try await FetchListingUseCase(
            repository: repository, maxAge: .seconds(60), now: { Self.stamp }
        )
        .fetch(.id(AppID(rawValue: Self.ids[0])!), in: korea, policy: .offline)
        #expect(fetched.freshness.source == .sample)
    }

    @Test func pruningKeepsSamplesUnlessAskedEvenBesideAnAnswerOfTheSameMoment() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try cache(in: directory)
        try cache.seedOnce(seed())
        try cache.listings.store([listing(42, at: Self.stamp)])
        let later = Self.stamp.addingTimeInterval(86_400)
        #expect(try cache.prune(fetchedBefore: later, keepingSamples: true) == 1)
        #expect(Set(try cache.entries().map(\.id.rawValue)) == Set(Self.ids))
        #expect(try cache.prune(fetchedBefore: later, keepingSamples: false) == 2)
        #expect(try cache.entries().isEmpty)
    }

    @Test func importingSamplesMarksThemInACacheThatHoldsOtherAnswers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try cache(in: directory)
        try cache.listings.store([listing(42, at: Self.stamp)])
        #expect(try cache.seedOnce(seed()) == 0)
        #expect(try cache.importSamples(seed()) == 2)
        #expect(try cache.entries().filter(\.isSample).count == 2)
    }

    @Test func aCacheSeededBeforeTheMarkGetsItForTheCatalogsAppsOnly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let before = Array(EmbeddedMigrations.all.prefix { $0.name != "0007_mark_samples" })
        do {
            let old = try SQLiteAppCache(fileURL: file, migrations: before)
            // The old catalog's three apps at its stamp; one of its apps fetched since; another
            // app that happens to share the stamp.
            try old.storeAsEarlierSchema([
                listing(640_199_958, at: Self.stamp), listing(311_867_728, at: Self.stamp),
                listing(736_602_666, at: Self.stamp.addingTimeInterval(1)), listing(42, at: Self.stamp),
            ])
        }
        let latest = try SQLiteAppCache(fileURL: file)
        #expect(
            Set(try latest.entries().filter(\.isSample).map(\.id.rawValue)) == [640_199_958, 311_867_728])
    }
}
