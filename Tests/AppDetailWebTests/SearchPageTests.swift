import AppDetailDomain
import AppDetailWeb
import Foundation
import TestSupport
import Testing

@Suite("Searching from the first page", .timeLimit(.minutes(5)), .enabled(if: SharedFixtures.available))
struct SearchPageTests {
    @Test("what is typed is searched with the page's token, and the results come as rows that link to pages")
    func typedAndFound() async throws {
        let running = try await WebServerTests.Running()
        let port = running.port
        let home = try await WebServerTests.fetch("GET", "/", port: port)
        #expect(home.body.contains("<input id=\"search\" type=\"search\""))
        #expect(home.body.contains("data-live=\"/search/live?store=us\""))
        let stream = try await offThePool { try EventStreamReader(port: port, path: "/search/live?store=us") }
        let session = try await offThePool { try stream.next(named: "session") }.data
        var update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        #expect(update["whole"] as? Bool == true)
        #expect((update["placeSections"] as? [Any])?.isEmpty == true)

        let refused = try await WebServerTests.fetch("POST", "/live/\(session)/query?text=face", port: port)
        #expect(refused.status == 403)
        let token = try await running.token()
        let typed = try await WebServerTests.fetch(
            "POST", "/live/\(session)/query?text=face", port: port, headers: ["X-Appdetail-Token": token])
        #expect(typed.status == 204)
        await running.screens.searching.waitForSearches(1)
        #expect(running.screens.searching.terms == ["face"])
        let listing = try #require(
            try WebServerTests.page(ratingCount: 7, name: "<b>Face</b>").listing.fetched?.value)
        running.screens.searching.answer(
            "face", with: .success(SearchResults(apps: [AppSummary(listing)], skipped: [])))
        while WebServerTests.keys(update["placeSections"]).isEmpty {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        }
        let html = try #require((update["placeSections"] as? [[String: Any]])?.first?["html"] as? String)
        #expect(html.contains("data-key=\"app:284882215\""))
        #expect(html.contains("href=\"/app/284882215?store=us\""))
        #expect(html.contains("&lt;b&gt;Face&lt;/b&gt;"))
    }
}
