import AppDetailDomain
import AppDetailWeb
import Foundation
import TestSupport
import Testing

@Suite("An app's history in a page", .timeLimit(.minutes(5)), .enabled(if: SharedFixtures.available))
struct HistoryPageTests {
    private func observe(_ count: Int, daysAgo: Double, into running: WebServerTests.Running) throws {
        let listing = try #require(try WebServerTests.page(ratingCount: count).listing.fetched?.value)
        running.screens.history.record(
            ListingObservation(
                listing, in: .unitedStates, at: fixedNow().addingTimeInterval(-daysAgo * 86_400)))
    }

    @Test("the figures are drawn over the chosen range, and a new observation redraws only what moved")
    func drawnAndRedrawn() async throws {
        let running = try await WebServerTests.Running(rereading: .milliseconds(100))
        for (count, day) in [(1_000, 3.0), (2_000, 2.0), (3_000, 1.0)] {
            try observe(count, daysAgo: day, into: running)
        }
        let port = running.port
        let document = try await WebServerTests.fetch(
            "GET", "/app/284882215/history?store=us&days=30", port: port)
        #expect(document.status == 200)
        #expect(document.body.contains("<html lang=\"en\">"))
        #expect(
            document.body.contains(
                "href=\"/app/284882215/history?store=us&amp;days=30\" aria-current=\"page\""))
        #expect(document.body.contains("data-live=\"/app/284882215/history/live?store=us&amp;days=30\""))

        let stream = try await offThePool {
            try EventStreamReader(port: port, path: "/app/284882215/history/live?store=us&days=30")
        }
        var update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        #expect(update["whole"] as? Bool == true)
        #expect(WebServerTests.keys(update["placeSections"]).first == "trends")
        let html = (update["placeSections"] as? [[String: Any]] ?? []).compactMap { $0["html"] as? String }
            .joined()
        #expect(html.contains("<svg class=\"trend\""))
        #expect(html.contains("3,000") || html.contains("3K"))

        try observe(9_000, daysAgo: 0, into: running)
        while WebServerTests.keys(update["reloadItems"]).isEmpty {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        }
        #expect(update["whole"] as? Bool == false)
        let reloaded = WebServerTests.keys(update["reloadItems"])
        #expect(reloaded.allSatisfy { $0.hasPrefix("trend ") })
        #expect(reloaded.contains { $0.contains("ratingCount") })
        let bundle = try await WebServerTests.fetch("GET", "/app/com.facebook.Facebook/history", port: port)
        #expect(bundle.status == 400)
    }

    @Test(
        "a history links to the app's history in each storefront it is followed in, in the reader's language")
    func followedStorefronts() async throws {
        let running = try await WebServerTests.Running()
        let app = AppID(rawValue: 284_882_215)!
        let alone = try await WebServerTests.fetch(
            "GET", "/app/284882215/history?store=kr", port: running.port)
        #expect(!alone.body.contains("store=us"))
        for storefront in [Storefront.unitedStates, try Storefront(country: "jp")] {
            _ = try await running.screens.follow(app, in: storefront)
        }
        let page = try await WebServerTests.fetch(
            "GET", "/app/284882215/history?store=kr&days=30", port: running.port)
        // This store first (it is not followed), then the followed ones in the watch list's order, read
        // in Korean.
        let kr = page.body.range(
            of: "href=\"/app/284882215/history?store=kr&amp;days=30\" aria-current=\"page\">KR 대한민국")
        let us = page.body.range(of: "href=\"/app/284882215/history?store=us&amp;lang=ko&amp;days=30\">US 미국")
        let jp = page.body.range(of: "href=\"/app/284882215/history?store=jp&amp;lang=ko&amp;days=30\">JP 일본")
        #expect(kr != nil && us != nil && jp != nil)
        if let kr, let us, let jp { #expect(kr.lowerBound < us.lowerBound && kr.lowerBound < jp.lowerBound) }
    }
}
