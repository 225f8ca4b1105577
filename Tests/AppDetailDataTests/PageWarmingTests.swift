import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Warming a list of apps' pages through the real repositories, a real cache file and the
/// loopback store, which counts what it is asked.
@Suite("Warming several apps' pages within a request limit", .enabled(if: SharedFixtures.available))
struct PageWarmingTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let hongKong = try! Storefront(country: "hk")
    static let freshness = PageFreshness(
        listing: .seconds(3_600), reviews: .seconds(600), developerApps: .seconds(3_600), chart: .seconds(600)
    )

    /// The first six apps of the real Hong Kong top-100 answer: free apps, so their chart is
    /// the top free one the store serves.
    static func apps() throws -> [AppID] {
        let object =
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: SharedFixtures.root.appendingPathComponent("lookup-multi/hk_top100_2024.json")
                ))
            as? [String: Any]
        let results = (object?["results"] as? [[String: Any]]) ?? []
        let free = results.filter { ($0["price"] as? NSNumber)?.doubleValue == 0 }
        return free.prefix(6).compactMap {
            ($0["trackId"] as? NSNumber).flatMap { AppID(rawValue: $0.int64Value) }
        }
    }

    private func sources(_ server: FixtureServer, _ directory: TemporaryDirectory) -> PageSources {
        AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: server.baseURL, cacheDirectory: directory.url, timeout: .seconds(180), seed: nil),
            now: { Self.now }, warn: { _ in })
    }

    private func pages(_ sources: PageSources) -> ObserveAppPageUseCase {
        ObserveAppPageUseCase(
            listings: sources.listings, reviews: sources.reviews, developerApps: sources.developerApps,
            charts: sources.charts, storePages: nil, freshness: Self.freshness, reviewSort: .mostRecent,
            now: { Self.now })
    }

    private func warming(_ sources: PageSources) -> WarmAppPagesUseCase {
        WarmAppPagesUseCase(pages: pages(sources))
    }

    /// The page of `id` as an offline screen opens it: the last state, or the listing's error.
    private func offlinePage(_ id: AppID, _ sources: PageSources) async throws -> AppPage {
        var last = AppPage.loading
        for try await page in pages(sources).observe(.id(id), in: Self.hongKong, policy: .offline) {
            last = page
        }
        return last
    }

    @Test func warmedPagesOpenWholeOfflineAndASecondWarmAsksNothing() async throws {
        let server = try await FixtureServer(reviews: .file("474495017_nl_1.json"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let apps = try Self.apps()
        let sources = sources(server, directory)

        let first = try await warming(sources).warm(apps, in: Self.hongKong, requestLimit: 100)
        #expect(first.warmed == apps, "\(first)")
        #expect(first.requests == server.requests.count, "the count is the store's: \(server.requests.paths)")
        let lookups = server.requests.paths.filter { $0.hasPrefix("/lookup") && !$0.contains("entity=") }
        #expect(lookups.count == 1, "one lookup for every listing: \(lookups)")
        let reviews = server.requests.paths.filter { $0.contains("/customerreviews/") }
        #expect(reviews.count == apps.count, "one reviews page per app")
        let charts = server.requests.paths.filter {
            $0.contains("/rss/") && !$0.contains("/customerreviews/")
        }
        #expect(Set(charts).count == charts.count, "a chart shared by several apps is asked once: \(charts)")
        for id in apps {
            let page = try await offlinePage(id, sources)
            #expect(page.listing.fetched != nil && page.reviews.fetched != nil, "\(id)")
            #expect(page.moreByDeveloper.fetched != nil && page.chartStanding.fetched != nil, "\(id)")
        }

        let again = try await warming(sources).warm(apps + apps, in: Self.hongKong, requestLimit: 100)
        #expect(again.warmed == apps && again.requests == 0, "\(again)")
        #expect(server.requests.count == first.requests)
        await server.stop()
    }

    @Test func aSmallLimitIsKeptAndTheRestIsAskedOnceLater() async throws {
        let server = try await FixtureServer(reviews: .file("474495017_nl_1.json"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let apps = try Self.apps()
        let sources = sources(server, directory)

        for limit in [0, 1, 3] {
            let before = server.requests.count
            let part = try await warming(sources).warm(apps, in: Self.hongKong, requestLimit: limit)
            #expect(server.requests.count - before == part.requests && part.requests <= limit, "\(part)")
            #expect(part.failed.isEmpty && part.goneFromStore.isEmpty, "\(part)")
            #expect(part.warmed.count + part.leftForLater.count == apps.count)
            #expect(!part.leftForLater.isEmpty, "\(limit) requests cannot warm six pages")
        }
        let rest = try await warming(sources).warm(apps, in: Self.hongKong, requestLimit: 100)
        #expect(rest.warmed == apps, "\(rest)")
        // Nothing was asked twice: the same requests as one warm-up from an empty cache.
        let paths = server.requests.paths
        #expect(Set(paths).count == paths.count, "\(paths)")
        await server.stop()
    }

    @Test func aThrottledAnswerStopsTheAskingAndSaysSo() async throws {
        let server = try await FixtureServer(reviews: .status(403))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let apps = try Self.apps()

        let result = try await warming(sources(server, directory)).warm(
            apps, in: Self.hongKong, requestLimit: 100)
        #expect(result.failed[apps[0]] == .throttled, "\(result)")
        #expect(result.warmed.isEmpty)
        let reviewed = Set(
            server.requests.paths.filter { $0.contains("/customerreviews/") }.map { path in
                apps.first { path.contains("id=\($0.rawValue)") }
            })
        #expect(reviewed == [apps[0]], "after the throttled answer no other app's reviews are asked")
        #expect(result.leftForLater == Array(apps.dropFirst()))
        await server.stop()
    }

    @Test func cancellingStopsEveryRequest() async throws {
        let server = try await FixtureServer(reviews: .silent)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let apps = try Self.apps()
        let warming = warming(sources(server, directory))
        let task = Task { try await warming.warm(apps, in: Self.hongKong, requestLimit: 100) }
        while !server.requests.paths.contains(where: { $0.contains("/customerreviews/") }) {
            try await Task.sleep(for: .milliseconds(20))
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        let asked = server.requests.count
        try await Task.sleep(for: .milliseconds(500))
        #expect(server.requests.count == asked, "no request after the cancellation")
        await server.stop()
    }
}
