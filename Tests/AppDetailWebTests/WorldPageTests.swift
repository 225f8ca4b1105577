import AppDetailDomain
import AppDetailWeb
import Foundation
import TestSupport
import Testing

@Suite("An app around the world in a page", .timeLimit(.minutes(5)), .enabled(if: SharedFixtures.available))
struct WorldPageTests {
    @Test(
        "the rows come in region sections with links, and a refresh that moves one count reloads its row only"
    )
    func rowsThenOneReload() async throws {
        let running = try await WebServerTests.Running()
        let port = running.port
        running.screens.world.set(["kr": 1_000, "jp": 2_000, "de": 3_000])
        let page = try await WebServerTests.fetch(
            "GET", "/app/284882215/world?store=kr&countries=kr,jp,de,fr", port: port)
        #expect(page.status == 200)
        #expect(page.body.contains("<html lang=\"ko\""))
        #expect(
            page.body.contains(
                "data-live=\"/app/284882215/world/live?store=kr&amp;countries=kr,jp,de,fr&amp;sort=count\""))
        // The links to the page, the history, each group and each order; this page's own marked.
        #expect(page.body.contains(">전 세계</a>"))
        #expect(
            page.body.contains(
                "href=\"/app/284882215/world?store=kr&amp;countries=europe&amp;sort=count\">유럽</a>"))
        #expect(page.body.contains("aria-current=\"page\">평가 많은 순</a>"))

        let path = "/app/284882215/world/live?store=kr&countries=kr,jp,de,fr"
        let stream = try await offThePool { try EventStreamReader(port: port, path: path) }
        let session = try await offThePool { try stream.next(named: "session") }.data
        var model = PageModel()
        var update: [String: Any] = [:]
        repeat {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
            model.apply(update)
        } while update["settled"] as? Bool != true
        // Settled: the whole, then Asia-Pacific's two rows by count, then Europe's two, each row
        // linked to the app's page in its storefront; France does not sell it.
        #expect(model.problems.isEmpty)
        #expect(model.sections.map(\.key) == ["whole", "asia-pacific", "europe"])
        #expect(model.items(of: "asia-pacific") == ["jp", "kr"])
        #expect(model.items(of: "europe") == ["de", "fr"])
        // Each row leads to the app's page in its storefront, in the reader's language.
        #expect(model.markup["jp"]?.contains("href=\"/app/284882215?store=jp&amp;lang=ko\"") == true)
        #expect(model.markup["fr"]?.contains("class=\"note\"") == true)
        #expect(model.markup["whole"]?.contains("평가 6천개") == true)

        running.screens.world.set(["kr": 1_000, "jp": 2_000, "de": 3_500])
        let token = try await running.token()
        let refreshed = try await WebServerTests.fetch(
            "POST", "/live/\(session)/refresh", port: port, headers: ["X-Appdetail-Token": token])
        #expect(refreshed.status == 204)
        var reloaded: Set<String> = []
        while update["settled"] as? Bool != true || reloaded.isEmpty {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
            model.apply(update)
            reloaded.formUnion(WebServerTests.keys(update["reloadItems"]))
            #expect(WebServerTests.keys(update["placeSections"]).isEmpty)
            #expect((update["deleteItems"] as? [String] ?? []).isEmpty)
        }
        // The whole's line of the weighted count, and Germany's row: nothing else.
        #expect(reloaded == ["whole", "de"])
        #expect(model.markup["de"]?.contains("3.5천") == true)
        #expect(running.screens.world.policies.withLock { $0 } == [.standard, .refresh])
    }

    @Test("a bad list of storefronts or order is a 400 that says what is wrong")
    func badChoices() async throws {
        let running = try await WebServerTests.Running()
        let storefronts = try await WebServerTests.fetch(
            "GET", "/app/284882215/world?countries=zz", port: running.port)
        #expect(storefronts.status == 400)
        #expect(storefronts.body.contains("zz"))
        let order = try await WebServerTests.fetch(
            "GET", "/app/284882215/world/live?sort=size", port: running.port)
        #expect(order.status == 400)
        #expect(order.body.contains("count, rating or storefront"))
    }
}
