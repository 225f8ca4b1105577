import AppDetailDomain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppDetailData

/// The reviews and developer-apps repositories with a real SQLite file and a real HTTP server on
/// 127.0.0.1.
@Suite("Reviews and a developer's apps are cached like listings", .enabled(if: SharedFixtures.available))
struct FeedRepositoryTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let app = AppID(rawValue: 474_495_017)!
    static let korea = try! Storefront(country: "kr")

    /// What the server answers, switchable during a test.
    final class Answers: Sendable {
        let reviews = Locked<CannedResponse>(FeedRepositoryTests.file("reviews/474495017_nl_1.json"))
        let developer = Locked<CannedResponse>(FeedRepositoryTests.file("developer/311867731_kr.json"))
    }

    static func file(_ path: String) -> CannedResponse {
        let data = (try? Data(contentsOf: SharedFixtures.root.appendingPathComponent(path))) ?? Data()
        return CannedResponse(status: 200, body: data)
    }

    struct Bench {
        let sources: PageSources
        let server: LoopbackServer
        let answers: Answers
        let directory: URL
        let clock: Locked<Date>
        let warnings: Locked<[String]>

        var request: ReviewRequest {
            ReviewRequest(
                app: FeedRepositoryTests.app, storefront: FeedRepositoryTests.korea, page: .first,
                sort: .mostRecent)
        }

        /// The sources again over the same file, as the next process would open them.
        func reopened(endpoint: URL) -> PageSources {
            AppDetailDataFactory.makePageSources(
                configuration: AppDetailDataConfiguration(
                    endpoint: endpoint, cacheDirectory: directory, timeout: .seconds(180), seed: nil),
                now: { clock.withLock { $0 } }, warn: { line in warnings.withLock { $0.append(line) } })
        }
    }

    private func withSources(_ body: (Bench) async throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let answers = Answers()
        let server = try await LoopbackServer { id, _ in
            id.hasPrefix("artist:") ? answers.developer.withLock { $0 } : answers.reviews.withLock { $0 }
        }
        let clock = Locked(Self.now)
        let warnings = Locked<[String]>([])
        let bench = Bench(
            sources: AppDetailDataFactory.makePageSources(
                configuration: AppDetailDataConfiguration(
                    endpoint: server.baseURL, cacheDirectory: directory.url, timeout: .seconds(180), seed: nil
                ),
                now: { clock.withLock { $0 } }, warn: { line in warnings.withLock { $0.append(line) } }),
            server: server, answers: answers, directory: directory.url, clock: clock, warnings: warnings)
        do {
            try await body(bench)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aPageIsFetchedFromTheFeedsAddressCachedAndReadBack() async throws {
        try await withSources { (bench) async throws in
            let fetched = try await bench.sources.reviews.fetchReviews(for: bench.request)
            #expect(fetched.value.reviews.count == 50)
            #expect(fetched.fetchedAt == Self.now)
            let path = "/kr/rss/customerreviews/page=1/id=474495017/sortby=mostrecent/json"
            #expect(await bench.server.hits(path) == 1)
            let cached = try await bench.sources.reviews.cachedReviews(for: bench.request)
            #expect(cached == fetched)
            let otherSort = ReviewRequest(
                app: Self.app, storefront: Self.korea, page: .first, sort: .mostHelpful)
            #expect(try await bench.sources.reviews.cachedReviews(for: otherSort) == nil)
        }
    }

    /// A page is read back from the digest saved with it; one cached before digests existed,
    /// or whose digest is damaged or of another version, reads from the feed's answer as before
    /// and gets its digest made for the next read.
    @Test func aPageIsReadBackFromItsDigestAndAnOldRowGetsOne() async throws {
        try await withSources { (bench) async throws in
            let fetched = try await bench.sources.reviews.fetchReviews(for: bench.request)
            let queue = try DatabaseQueue(path: bench.directory.appendingPathComponent("cache.sqlite").path)
            func digest() async throws -> Data? {
                try await queue.read { db in
                    try Data.fetchOne(db, sql: "SELECT digest FROM feed_cache WHERE kind = 'reviews'")
                }
            }
            let saved = try #require(try await digest())
            #expect(ReviewPageDigest.page(in: saved, number: .first) == fetched.value)
            let otherVersion =
                "CAST('appdetail reviews digest \(ReviewPageDigest.version + 1)' || char(10) AS BLOB)"
            for value in ["NULL", "x'00'", otherVersion] {
                try await queue.write { db in
                    try db.execute(sql: "UPDATE feed_cache SET digest = \(value) WHERE kind = 'reviews'")
                }
                #expect(
                    try await bench.sources.reviews.cachedReviews(for: bench.request) == fetched, "\(value)")
                let made = try #require(try await digest(), "digest \(value) is made again")
                #expect(ReviewPageDigest.page(in: made, number: .first) == fetched.value, "\(value)")
            }
            #expect(bench.warnings.withLock { $0 }.isEmpty)
        }
    }

    @Test(arguments: [403, 429, 503])
    func aRefusedAnswerIsNeverCached(status: Int) async throws {
        try await withSources { (bench) async throws in
            bench.answers.reviews.withLock {
                $0 = CannedResponse(status: status)
            }
            await #expect(throws: AppDetailError.self) {
                try await bench.sources.reviews.fetchReviews(for: bench.request)
            }
            #expect(try await bench.sources.reviews.cachedReviews(for: bench.request) == nil)
        }
    }

    /// Pages 1–10 are the ones the feed serves, so its page-depth text for one of them is a wrong
    /// answer: malformed, and never cached.
    @Test func thePageDepthAnswerForAServedPageIsMalformedAndNeverCached() async throws {
        try await withSources { (bench) async throws in
            bench.answers.reviews.withLock { $0 = Self.file("reviews/555731861_us_11.txt") }
            let error = await #expect(throws: AppDetailError.self) {
                try await bench.sources.reviews.fetchReviews(for: bench.request)
            }
            guard case .malformedAnswer = error else {
                Issue.record("expected a malformed answer, got \(String(describing: error))")
                return
            }
            #expect(try await bench.sources.reviews.cachedReviews(for: bench.request) == nil)
        }
    }

    /// After a passing failure, the older page is served and marked so; offline, it is read
    /// without the network.
    @Test func aStalePageIsServedAfterAFailureAndOffline() async throws {
        try await withSources { (bench) async throws in
            let useCase = FetchReviewsUseCase(
                repository: bench.sources.reviews, maxAge: .seconds(3_600),
                now: { bench.clock.withLock { $0 } })
            let first = try await useCase.fetch(bench.request, policy: .standard)
            #expect(first.freshness.source == .network)
            bench.clock.withLock { $0 = Self.now.addingTimeInterval(7_200) }
            bench.answers.reviews.withLock { $0 = CannedResponse(status: 503) }
            let stale = try await useCase.fetch(bench.request, policy: .standard)
            #expect(stale.value == first.value)
            #expect(stale.freshness.staleness == .servedAfterFailure(.serverError(status: 503)))
            let offline = FetchReviewsUseCase(
                repository: bench.reopened(endpoint: URL(string: "http://127.0.0.1:1")!).reviews,
                maxAge: .seconds(3_600), now: { bench.clock.withLock { $0 } })
            let read = try await offline.fetch(bench.request, policy: .offline)
            #expect(read.value == first.value)
            #expect(read.freshness.staleness == .expired)
        }
    }

    @Test func aDevelopersAppsAreCachedPerDeveloperAndStorefront() async throws {
        try await withSources { (bench) async throws in
            let apps = try await bench.sources.developerApps.fetchApps(by: 311_867_731, in: Self.korea)
            #expect(apps.value.map(\.id.rawValue) == [1_338_631_589, 311_867_728])
            #expect(await bench.server.hits("artist:311867731") == 1)
            #expect(try await bench.sources.developerApps.cachedApps(by: 311_867_731, in: Self.korea) == apps)
            #expect(
                try await bench.sources.developerApps.cachedApps(by: 311_867_731, in: .unitedStates) == nil)
            // An answer about another developer is refused and leaves the entry as it was.
            await #expect(throws: AppDetailError.self) {
                try await bench.sources.developerApps.fetchApps(by: 1, in: Self.korea)
            }
            #expect(try await bench.sources.developerApps.cachedApps(by: 1, in: Self.korea) == nil)
        }
    }

    /// A page's three sources share their retries: against a store that fails every request, a
    /// listing, a reviews page and a developer lookup make at most 3 requests plus the retries
    /// of one.
    @Test(arguments: [429, 503])
    func threeFailingSourcesNeverMultiplyRetries(status: Int) async throws {
        try await withSources { (bench) async throws in
            let failure = CannedResponse(status: status)
            bench.answers.reviews.withLock { $0 = failure }
            bench.answers.developer.withLock { $0 = failure }
            async let reviews: Void = {
                _ = try? await bench.sources.reviews.fetchReviews(for: bench.request)
            }()
            async let developer: Void = {
                _ = try? await bench.sources.developerApps.fetchApps(by: 311_867_731, in: Self.korea)
            }()
            async let listing: Void = {
                _ = try? await bench.sources.listings.fetchListing(
                    for: .id(AppID(rawValue: 1)!), in: Self.korea)
            }()
            _ = await (reviews, developer, listing)
            let total = await bench.server.totalHits()
            #expect(total <= 3 + (RetryPolicy.standard.maximumAttempts - 1), "\(total) requests")
            #expect(total >= 3)
        }
    }
}
