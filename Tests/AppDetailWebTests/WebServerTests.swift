import AppDetailDomain
import AppDetailPresentation
import AppDetailWeb
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

@Suite(
    "The web client's server, over a real socket", .serialized, .timeLimit(.minutes(5)),
    .enabled(if: SharedFixtures.available))
struct WebServerTests {
    /// A server on a free port of 127.0.0.1, stopped when the test lets it go.
    final class Running: @unchecked Sendable {
        let server: WebServer
        let screens = StubScreens()
        let port: Int
        private let task: Task<Void, any Error>

        init(heartbeat: Duration = .milliseconds(100), rereading: Duration = .seconds(3_600)) async throws {
            let server = WebServer(
                screens: screens, storefront: .unitedStates, port: 0, heartbeat: heartbeat,
                rereading: rereading)
            let (ready, announce) = AsyncStream<URL>.makeStream()
            task = Task { try await server.run { announce.yield($0) } }
            self.server = server
            var addresses = ready.makeAsyncIterator()
            port = try #require(await addresses.next()?.port)
        }

        deinit { task.cancel() }

        /// The token the server's pages carry.
        func token() async throws -> String {
            let page = try await WebServerTests.fetch("GET", "/app/284882215", port: port)
            let marker = "name=\"appdetail-token\" content=\""
            let start = try #require(page.body.range(of: marker)).upperBound
            return String(page.body[start...].prefix { $0 != "\"" })
        }
    }

    static func page(ratingCount: Int, name: String? = nil, description: String? = nil) throws -> AppPage {
        let data = try Data(contentsOf: SharedFixtures.lookup.appendingPathComponent("284882215.json"))
        var envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var results = try #require(envelope["results"] as? [[String: Any]])
        results[0]["userRatingCount"] = ratingCount
        if let name { results[0]["trackName"] = name }
        if let description { results[0]["description"] = description }
        envelope["results"] = results
        let listing = try ListingParser.listing(
            from: JSONSerialization.data(withJSONObject: envelope), for: .id(AppID(rawValue: 284_882_215)!),
            in: .unitedStates)
        let fetched = Fetched(
            value: listing, freshness: Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)
        )
        return AppPage(
            listing: .loaded(fetched), reviews: .loading, moreByDeveloper: .loading, chartStanding: .loading)
    }

    /// ``LoopbackAnswer/fetch(_:_:port:headers:)``, off the pool.
    static func fetch(
        _ method: String, _ path: String, port: Int, headers: [String: String] = [:]
    ) async throws -> LoopbackAnswer {
        try await offThePool { try LoopbackAnswer.fetch(method, path, port: port, headers: headers) }
    }

    static func update(_ event: EventStreamReader.Event) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any])
    }

    static func keys(_ list: Any?) -> [String] {
        (list as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
    }

    @Test("a request for another host, from another site, or changing state without the token is refused")
    func refusals() async throws {
        let running = try await Running()
        let port = running.port
        let home = try await Self.fetch("GET", "/", port: port)
        #expect(home.status == 200)
        #expect(home.headers["content-security-policy"]?.contains("script-src 'self'") == true)
        #expect(home.headers["content-security-policy"]?.contains("unsafe-inline") == false)
        #expect(home.headers["x-frame-options"] == "DENY")
        let rebound = try await Self.fetch(
            "GET", "/", port: port, headers: ["Host": "attacker.example:\(port)"])
        #expect(rebound.status == 421)
        let foreign = try await Self.fetch(
            "GET", "/", port: port, headers: ["Origin": "http://attacker.example"])
        #expect(foreign.status == 403)
        let tokenless = try await Self.fetch("POST", "/live/any/refresh", port: port)
        #expect(tokenless.status == 403)
        let wrongToken = try await Self.fetch(
            "POST", "/live/any/refresh", port: port, headers: ["X-Appdetail-Token": "guess"])
        #expect(wrongToken.status == 403)
        let token = try await running.token()
        let withToken = try await Self.fetch(
            "POST", "/live/any/refresh", port: port, headers: ["X-Appdetail-Token": token])
        #expect(withToken.status == 404)
        for path in ["/../../etc/passwd", "/assets/../../etc/passwd", "/assets/%2e%2e/Package.swift"] {
            let answer = try await Self.fetch("GET", path, port: port)
            #expect(answer.status == 404, "\(path)")
            #expect(!answer.body.contains("root:"))
        }
        let bad = try await Self.fetch("GET", "/app/not-an-id!/live", port: port)
        #expect(bad.status == 400)
    }

    @Test("a page comes whole, then a refresh that changes one figure reloads only its items")
    func wholeThenBatches() async throws {
        let running = try await Running()
        var calls = running.screens.observing.callsMade.makeAsyncIterator()
        let stream = try await offThePool { [port = running.port] in
            try EventStreamReader(port: port, path: "/app/284882215/live?store=us")
        }
        #expect(stream.status == 200)
        #expect(stream.headers["content-type"]?.hasPrefix("text/event-stream") == true)
        let session = try await offThePool { try stream.next(named: "session") }.data
        let first = try #require(await calls.next())
        first.continuation.yield(try Self.page(ratingCount: 1_000))
        let whole = try Self.update(try await offThePool { try stream.next(named: "page") })
        #expect(whole["whole"] as? Bool == true)
        #expect(Self.keys(whole["placeSections"]).starts(with: ["top", "summary"]))
        // When the state left the view model: this machine's clock, a moment ago.
        let emitted = try #require(whole["emitted"] as? Double) / 1_000
        #expect(abs(emitted - Date().timeIntervalSince1970) < 60)

        let token = try await running.token()
        let refreshed = try await Self.fetch(
            "POST", "/live/\(session)/refresh", port: running.port, headers: ["X-Appdetail-Token": token])
        #expect(refreshed.status == 204)
        let second = try #require(await calls.next())
        #expect(second.policy == .refresh)
        second.continuation.yield(try Self.page(ratingCount: 2_000_000))
        var update = try Self.update(try await offThePool { try stream.next(named: "page") })
        while Self.keys(update["reloadItems"]).isEmpty {
            update = try Self.update(try await offThePool { try stream.next(named: "page") })
        }
        #expect(update["whole"] as? Bool == false)
        let reloaded = Set(Self.keys(update["reloadItems"]))
        #expect(reloaded.contains("badge:ratings"))
        #expect(!reloaded.contains("top"))
        #expect((update["placeSections"] as? [Any])?.isEmpty == true)
        #expect((update["placeItems"] as? [Any])?.isEmpty == true)
        #expect((update["deleteItems"] as? [Any])?.isEmpty == true)
    }

    @Test("store text reaches the page escaped")
    func hostileTextIsText() async throws {
        let running = try await Running()
        var calls = running.screens.observing.callsMade.makeAsyncIterator()
        let stream = try await offThePool { [port = running.port] in
            try EventStreamReader(port: port, path: "/app/284882215/live")
        }
        let hostile = "<script>alert(1)</script><img src=x onerror=alert(2)>\u{202E}\u{1B}[31m"
        try #require(await calls.next()).continuation.yield(try Self.page(ratingCount: 5, name: hostile))
        let update = try Self.update(try await offThePool { try stream.next(named: "page") })
        let html = (update["placeSections"] as? [[String: Any]] ?? []).compactMap { $0["html"] as? String }
            .joined()
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img src=x"))
        #expect(!html.contains("\u{1B}"))
    }

    @Test("a browser that stops reading holds a few states, then gets the newest whole")
    func readerThatStopsReading() async throws {
        let running = try await Running(heartbeat: .seconds(60))
        var calls = running.screens.observing.callsMade.makeAsyncIterator()
        let stream = try await offThePool { [port = running.port] in
            try EventStreamReader(port: port, path: "/app/284882215/live")
        }
        let call = try #require(await calls.next())
        call.continuation.yield(try Self.page(ratingCount: 1, name: "App 0"))
        _ = try await offThePool { try stream.next(named: "page") }
        // 300 states of 200 KB each (a new description every time) while the browser reads
        // nothing: 60 MB if the server kept them all for it.
        let padding = String(repeating: "x", count: 200_000)
        let count = 300
        for index in 1...count {
            let name = index == count ? "LAST" : "App \(index)"
            call.continuation.yield(
                try Self.page(ratingCount: index, name: name, description: "\(index) \(padding)"))
        }
        call.continuation.finish()
        let viewModel = try #require(running.screens.lastPage)
        let deadline = ContinuousClock.now + .seconds(120)
        while !Self.isSettled(viewModel.currentState, named: "LAST"), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        try await Task.sleep(for: .milliseconds(500))
        // Now the browser reads again: what waited for it, then the newest state whole.
        var read = 0
        var wholes = 0
        var last = ""
        while !last.contains("LAST") {
            let event = try await offThePool { try stream.next(named: "page") }
            read += 1
            let update = try Self.update(event)
            if update["whole"] as? Bool == true { wholes += 1 }
            last = event.data
        }
        #expect(read < count / 2, "the server kept \(read) of \(count) states for a reader that did not read")
        #expect(wholes >= 1)
    }

    private static func isSettled(_ state: AppPageViewState, named name: String) -> Bool {
        guard case .loaded(let page) = state, page.isSettled else { return false }
        return page.snapshot.sections.flatMap(\.items).contains { item in
            if case .top(let top) = item { top.name == name } else { false }
        }
    }

    @Test("pages closed by their browser let their view models go")
    func closedPagesLetGo() async throws {
        let running = try await Running()
        var streams: [EventStreamReader] = []
        for _ in 0..<200 {
            let stream = try await offThePool { [port = running.port] in
                try EventStreamReader(port: port, path: "/app/284882215/live")
            }
            _ = try await offThePool { try stream.next(named: "session") }
            streams.append(stream)
        }
        #expect(await running.server.openPages == 200)
        streams.removeAll()
        let deadline = ContinuousClock.now + .seconds(120)
        while await running.server.openPages > 0 || running.screens.aliveCount > 0,
            ContinuousClock.now < deadline
        {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(await running.server.openPages == 0)
        #expect(running.screens.madeCount == 200)
        #expect(running.screens.aliveCount == 0)
    }
}

@Suite("An open page and the cache", .timeLimit(.minutes(5)), .enabled(if: SharedFixtures.available))
struct WebServerRereadingTests {
    @Test("a settled page reads the cache again, and what another program stored reaches it as a batch")
    func rereadsTheCache() async throws {
        let running = try await WebServerTests.Running(rereading: .milliseconds(200))
        var calls = running.screens.observing.callsMade.makeAsyncIterator()
        let stream = try await offThePool { [port = running.port] in
            try EventStreamReader(port: port, path: "/app/284882215/live")
        }
        let first = try #require(await calls.next())
        #expect(first.policy == .standard)
        first.continuation.yield(try WebServerTests.page(ratingCount: 10))
        first.continuation.finish()
        var update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        while update["settled"] as? Bool != true {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        }
        let reread = try #require(await calls.next())
        #expect(reread.policy == .offline)
        reread.continuation.yield(try WebServerTests.page(ratingCount: 5_000_000))
        reread.continuation.finish()
        update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        while WebServerTests.keys(update["reloadItems"]).isEmpty {
            update = try WebServerTests.update(try await offThePool { try stream.next(named: "page") })
        }
        #expect(WebServerTests.keys(update["reloadItems"]).contains("badge:ratings"))
        #expect(update["whole"] as? Bool == false)
    }
}
