import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import Foundation
import TestSupport
import Testing

/// A screen closed while its page loads, over the real repositories and the loopback store,
/// which counts what it is asked: letting the view model go ends its requests.
@Suite("A view model let go mid-load asks nothing more", .enabled(if: SharedFixtures.available))
struct DroppedScreenTests {
    static let korea = try! Storefront(country: "kr")

    @Test func droppingTheViewModelLeavesTheStoreAlone() async throws {
        // The reviews feed never answers: the page stays loading until the screen goes away.
        let server = try await FixtureServer(reviews: .silent)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-dropped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: server.baseURL, cacheDirectory: directory, timeout: .seconds(180), seed: nil),
            now: fixedNow, warn: { _ in })
        let observing = ObserveAppPageUseCase(
            listings: sources.listings, reviews: sources.reviews, developerApps: sources.developerApps,
            charts: sources.charts, storePages: nil,
            freshness: PageFreshness(
                listing: .seconds(60), reviews: .seconds(60), developerApps: .seconds(60), chart: .seconds(60)
            ),
            reviewSort: .mostRecent, now: fixedNow)
        weak var released: AppPageViewModel?
        do {
            let viewModel = AppPageViewModel(
                lookup: .id(AppID(rawValue: 1_607_015_385)!), storefront: Self.korea, observing: observing,
                updateStyle: .reconfigure, now: fixedNow)
            released = viewModel
            await viewModel.load()
            // Wait until the page is under way: the listing shown, every other part asked
            // (reviews, the developer's apps, the chart) and the reviews feed keeping it open.
            var states = viewModel.states.makeAsyncIterator()
            while case .loading? = await states.next() {}
            while server.requests.count < 4 { try await Task.sleep(for: .milliseconds(10)) }
        }
        #expect(try await waitForRelease { released != nil }, "nothing keeps a closed screen's view model")
        // The request still open ends for nobody: the client leaves it, and asks nothing more.
        let waited = ContinuousClock.now
        while server.abandonedRequests == 0, ContinuousClock.now - waited < .seconds(60) {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(server.abandonedRequests == 1, "the silent reviews request is given up")
        let asked = server.requests.count
        try await Task.sleep(for: .milliseconds(500))
        #expect(asked == 4 && server.requests.count == asked, "requests: \(server.requests.paths)")
        await server.stop()
    }
}
