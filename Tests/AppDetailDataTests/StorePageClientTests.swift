import AppDetailDomain
import AppDetailTransport
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The store page client's three live sources, each on a loopback server answering with real
/// captures: the page of 2025 with its catalog document (assembled around the real capture), the
/// media API with a token, and today's page's shelves (real pages of ten stores), each failing
/// cleanly.
@Suite("The store page client on loopback", .enabled(if: SharedFixtures.available))
struct StorePageClientTests {
    static let folder = StorePageParsingTests.folder

    /// A page assembled as 2025's page held its data: the real shoebox capture in its script tag.
    static func assembledShoeboxPage() throws -> Data {
        let shoebox = try String(
            contentsOf: folder.appendingPathComponent("shoebox/389801252_us.json"), encoding: .utf8)
        return Data(
            """
            <html><body><footer></footer>
            <script type="fastboot/shoebox" id="\(StorePageHTML.shoeboxID)">\(shoebox)</script>
            </body></html>
            """.utf8)
    }

    static func client(_ server: RawHTTPServer, token: String?) -> StorePageClient {
        // Generous: no test here is about a deadline, and on a loaded 2-core machine the other
        // suites' work can keep an exchange's task waiting for tens of seconds.
        let limits = TransportLimits(
            connectTimeout: .seconds(60), overallTimeout: .seconds(180), maximumBodyBytes: 5 << 20)
        let requester = StoreRequester(
            endpoint: server.baseURL, transport: PlatformTransport.make(limits: limits, proxies: nil),
            limits: limits,
            retry: .standard, budget: .perRequest, sleep: { _ in }, random: { 0.5 })
        return StorePageClient(pageRequester: requester, mediaRequester: requester, mediaToken: token)
    }

    /// A server answering each path from `routes` (200 with the body), 404 otherwise; a route
    /// keyed `media` answers the media API only with the right headers (else 401).
    static func server(pages: [String: Data], media: [String: Data] = [:], token: String = "T0KEN") throws
        -> RawHTTPServer
    {
        try RawHTTPServer { request, connection in
            if let body = pages[request.path] {
                connection.respond(CannedResponse(status: 200, body: body))
            } else if let body = media[request.path] {
                let authorized =
                    request.headers["authorization"] == "Bearer \(token)"
                    && request.headers["origin"] == "https://apps.apple.com"
                connection.respond(
                    CannedResponse(status: authorized ? 200 : 401, body: authorized ? body : Data()))
            } else {
                connection.respond(CannedResponse(status: 404))
            }
        }
    }

    @Test func the2025PageGivesItsCatalogDocumentInOneRequest() async throws {
        let server = try Self.server(pages: ["/us/app/id389801252": try Self.assembledShoeboxPage()])
        defer { server.stop() }
        let answer = try await Self.client(server, token: nil).fetch(
            AppID(rawValue: 389_801_252)!, in: .unitedStates)
        #expect(answer.kind == .catalogDocument && answer.details.histogram?.total == 27_873_349)
        #expect(server.received.map(\.path) == ["/us/app/id389801252"])
    }

    @Test(arguments: StorePageParsingTests.storefronts)
    func todaysPageGivesItsShelves(country: String) async throws {
        let page = try Data(contentsOf: Self.folder.appendingPathComponent("page/1546947240_\(country).html"))
        let server = try Self.server(pages: ["/\(country)/app/id1546947240": page])
        defer { server.stop() }
        let answer = try await Self.client(server, token: nil).fetch(
            AppID(rawValue: 1_546_947_240)!, in: Storefront(country: country))
        #expect(answer.kind == .pageShelves && !answer.details.inAppPurchases.isEmpty)
        #expect(server.received.count == 1)
    }

    @Test func aTokenAsksTheMediaAPIOnlyWithItsHeaders() async throws {
        let document = try Data(contentsOf: Self.folder.appendingPathComponent("media-api/363590051_us.json"))
        let server = try Self.server(pages: [:], media: ["/v1/catalog/us/apps/363590051": document])
        defer { server.stop() }
        let id = AppID(rawValue: 363_590_051)!
        let answer = try await Self.client(server, token: "T0KEN").fetch(id, in: .unitedStates)
        #expect(answer.kind == .mediaAPI && answer.details.versionHistory.count == 2)
        let request = try #require(server.received.first)
        #expect(server.received.count == 1, "one request, no page")
        #expect(request.query("include")?.contains("customers-also-bought-apps") == true)
        #expect(request.query("extend")?.contains("versionHistory") == true)
    }

    @Test func aRefusedTokenFallsBackToThePage() async throws {
        let document = try Data(contentsOf: Self.folder.appendingPathComponent("media-api/389801252_us.json"))
        let server = try Self.server(
            pages: ["/us/app/id389801252": try Self.assembledShoeboxPage()],
            media: ["/v1/catalog/us/apps/389801252": document], token: "GOOD")
        defer { server.stop() }
        let answer = try await Self.client(server, token: "STALE").fetch(
            AppID(rawValue: 389_801_252)!, in: .unitedStates)
        #expect(answer.kind == .catalogDocument)
        #expect(server.received.map(\.path) == ["/v1/catalog/us/apps/389801252", "/us/app/id389801252"])
    }

    /// 2025's page also carried the web app's token: a page with the token and no document (the
    /// real Korean page with the configuration tag added — assembled) gets the media API's.
    @Test func aTokenInThePageAsksTheMediaAPI() async throws {
        let configuration =
            #"{"MEDIA_API":{"token":"PAGE-TOKEN"}}"#
            .addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        var page = try Data(contentsOf: Self.folder.appendingPathComponent("page/1546947240_kr.html"))
        page =
            Data("<meta name=\"web-experience-app/config/environment\" content=\"\(configuration)\">".utf8)
            + page
        let document = try Data(contentsOf: Self.folder.appendingPathComponent("media-api/586447913_us.json"))
        // The media document is another app's: the answer is read as that app's page.
        let server = try Self.server(
            pages: ["/us/app/id586447913": page], media: ["/v1/catalog/us/apps/586447913": document],
            token: "PAGE-TOKEN")
        defer { server.stop() }
        let answer = try await Self.client(server, token: nil).fetch(
            AppID(rawValue: 586_447_913)!, in: .unitedStates)
        #expect(answer.kind == .mediaAPI && answer.details.histogram != nil)
        #expect(server.received.count == 2)
    }

    /// What became of each token is said as it happened: the page's token refused (401) or the
    /// media API failing (500) is not "no token was found"; a token of the caller's that could
    /// not be used costs one warning and the page is read instead.
    @Test(arguments: [(401, "was refused by the media API (HTTP status 401)"), (500, "got no document")])
    func aTokenThatGaveNothingIsNamedForWhatHappened(status: Int, words: String) async throws {
        let configuration =
            #"{"MEDIA_API":{"token":"PAGE-TOKEN"}}"#.addingPercentEncoding(
                withAllowedCharacters: .alphanumerics) ?? ""
        let page = Data(
            "<html><head><meta name=\"web-experience-app/config/environment\" content=\"\(configuration)\"></head></html>"
                .utf8)
        let server = try RawHTTPServer { request, connection in
            if request.path.hasPrefix("/v1/") {
                connection.respond(CannedResponse(status: status, body: Data()))
            } else {
                connection.respond(CannedResponse(status: 200, body: page))
            }
        }
        defer { server.stop() }
        do {
            _ = try await Self.client(server, token: nil).fetch(AppID(rawValue: 1)!, in: .unitedStates)
            Issue.record("a page with nothing cannot be read")
        } catch let error as AppDetailError {
            #expect(
                error.message.contains("the media API token the page carries \(words)"), "\(error.message)")
            #expect(!error.message.contains("no media API token"), "\(error.message)")
        }
    }

    /// A token is one line of visible characters and goes only over https or to this machine:
    /// a caller's token with a line break is never sent (no request at all to the media API),
    /// and the page's own data is read with one warning that says why.
    @Test func aTokenThatCannotBeATokenIsNeverSent() async throws {
        let page = try Data(contentsOf: Self.folder.appendingPathComponent("page/1546947240_us.html"))
        let server = try Self.server(pages: ["/us/app/id1546947240": page])
        defer { server.stop() }
        let warnings = RepositoryTests.Warnings()
        var client = Self.client(server, token: "abc\ndef")
        client.warn = { warnings.add($0) }
        let answer = try await client.fetch(AppID(rawValue: 1_546_947_240)!, in: .unitedStates)
        #expect(answer.kind == .pageShelves)
        #expect(server.received.map(\.path) == ["/us/app/id1546947240"], "nothing sent to the media API")
        #expect(warnings.all.count == 1 && warnings.all[0].contains("was not sent"), "\(warnings.all)")
        let url = { (text: String) in URL(string: text)! }
        #expect(
            StorePageClient.reasonNotToSend("T0KEN", to: url("https://amp-api-edge.apps.apple.com")) == nil)
        #expect(StorePageClient.reasonNotToSend("T0KEN", to: url("http://127.0.0.1:8080")) == nil)
        #expect(StorePageClient.reasonNotToSend("T0KEN", to: url("http://localhost:8080")) == nil)
        #expect(StorePageClient.reasonNotToSend("T0KEN", to: url("http://store.example")) != nil)
        #expect(StorePageClient.reasonNotToSend("T0KEN", to: url("http://127.0.0.1.store.example")) != nil)
        #expect(
            StorePageClient.reasonNotToSend("T0 KEN", to: url("https://amp-api-edge.apps.apple.com")) != nil)
    }

    /// A page with nothing to read says what was missing — and never names a variable of the
    /// command line, which a client's screen would show.
    @Test func aPageWithNothingSaysWhatWasMissing() async throws {
        let server = try Self.server(pages: ["/us/app/id1": Data("<html><body>Hi</body></html>".utf8)])
        defer { server.stop() }
        do {
            _ = try await Self.client(server, token: nil).fetch(AppID(rawValue: 1)!, in: .unitedStates)
            Issue.record("a page with nothing cannot be read")
        } catch let error as AppDetailError {
            #expect(error.message.contains("carries no media API token"), "\(error.message)")
            #expect(
                !error.message.contains("APPDETAIL_") && !error.message.contains("--"), "\(error.message)")
        }
        // A page the store does not have is an answer: nothing to add.
        let missing = try Self.server(pages: [:])
        defer { missing.stop() }
        let none = try await Self.client(missing, token: nil).fetch(AppID(rawValue: 1)!, in: .unitedStates)
        #expect(none.kind == .noPage && none.details == .noPage(for: AppID(rawValue: 1)!))
    }
}

/// The store pages through the factory's sources, as a client gets them: fetched from the
/// configured endpoint (one server for every host), cached in a real SQLite file, read back by
/// the next process's sources; removed with the app.
@Suite("The store page repository over a real cache", .enabled(if: SharedFixtures.available))
struct StorePageRepositoryTests {
    /// The sources a process gets with `server` as the store and a cache in `directory`.
    static func sources(_ server: RawHTTPServer, _ directory: URL, now: Date) -> PageSources {
        AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: server.baseURL, cacheDirectory: directory, timeout: .seconds(180), seed: nil),
            now: { now }, warn: { _ in })
    }

    @Test func aPageIsFetchedCachedAndReadBackByTheNextProcess() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let page = try Data(
            contentsOf: StorePageClientTests.folder.appendingPathComponent("page/1546947240_jp.html"))
        let server = try StorePageClientTests.server(pages: ["/jp/app/id1546947240": page])
        defer { server.stop() }
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        func sources() -> PageSources { Self.sources(server, directory.url, now: now) }
        let id = AppID(rawValue: 1_546_947_240)!
        let japan = try Storefront(country: "jp")
        #expect(try await sources().storePages.cachedStorePage(for: id, in: japan) == nil)
        let fetched = try await sources().storePages.fetchStorePage(for: id, in: japan)
        let cached = try #require(try await sources().storePages.cachedStorePage(for: id, in: japan))
        #expect(cached.value == fetched.value && cached.fetchedAt == now)
        #expect(
            cached.value.inAppPurchases.contains { $0.priceText.contains("¥") },
            "\(cached.value.inAppPurchases)")
        #expect(server.received.count == 1)
        #expect(try await sources().storePages.cachedStorePage(for: id, in: .unitedStates) == nil)
        // A page the store does not have is kept too: asked once, then read from the cache.
        let none = try await sources().storePages.fetchStorePage(for: id, in: .unitedStates)
        #expect(none.value.source == .noPage && server.received.count == 2)
        #expect(
            try await sources().storePages.cachedStorePage(for: id, in: .unitedStates)?.value == none.value)
        let cache = try AppDetailDataFactory.openCache(directory: directory.url, seed: nil, warn: { _ in })
        _ = try cache.remove([id])
        #expect(
            try await sources().storePages.cachedStorePage(for: id, in: japan) == nil, "removed with the app")
    }
}
