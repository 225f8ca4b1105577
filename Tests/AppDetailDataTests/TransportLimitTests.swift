import AppDetailDomain
import AppDetailTransport
import AppDetailURLSession
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

#if os(Linux)
    import AppDetailAsyncHTTPClient
#endif

/// Every limit of a fetch, enforced by each transport itself against real loopback servers that
/// misbehave the way real networks do: the transport contract, run against every
/// ``TransportKind``.
///
/// The suite shares a 2-core machine with CPU-heavy property tests, so a deadline that must hold
/// is checked against a bound far below what the server would cost without it (a 2 s deadline
/// against a 5,000 s drip), and a fetch whose outcome is not about time gets 120 s: the property
/// suites can hold both cooperative threads for tens of seconds, and a fetch that cannot even
/// start its request in that time would time out before it meets the server (seen: a redirect
/// loop's fifth hop never connected).
@Suite("Fetches keep their deadline, body cap and redirect rules", .enabled(if: SharedFixtures.available))
struct TransportLimitTests {
    static let fixture: [UInt8] = Array(
        (try? Data(contentsOf: SharedFixtures.root.appendingPathComponent("lookup/284882215.json"))) ?? Data()
    )
    static let facebook = AppLookup.id(AppID(rawValue: 284_882_215)!)

    @Test(arguments: TransportKind.allCases)
    func aSlowDripBodyEndsAtTheDeadline(transport: TransportKind) async throws {
        let server = try RawHTTPServer { _, connection in
            guard connection.send("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n") else { return }
            while connection.send(Array(repeating: UInt8(ascii: " "), count: 2)) { usleep(100_000) }
        }
        defer { server.stop() }
        let (result, took) = await elapsed { await outcome(client(server, transport, overall: .seconds(2))) }
        #expect(throws: AppDetailError.offline(.timedOut)) { try result.get() }
        // Generous: on a loaded 2-core machine the awaiting task may resume long after the deadline.
        #expect(took < .seconds(60), "the deadline is 2 s, the drip would take 5,000 s; it took \(took)")
        #expect(server.received.count == 1, "no retry once the deadline has passed")
    }

    @Test(arguments: TransportKind.allCases)
    func aServerThatNeverAnswersIsLeftAtTheDeadline(transport: TransportKind) async throws {
        let server = try RawHTTPServer { _, connection in connection.waitForPeerToLeave(limit: .seconds(20)) }
        defer { server.stop() }
        let (result, took) = await elapsed { await outcome(client(server, transport, overall: .seconds(1))) }
        #expect(throws: AppDetailError.offline(.timedOut)) { try result.get() }
        #expect(took >= .milliseconds(900) && took < .seconds(60), "the server would wait 20 s; took \(took)")
    }

    @Test(arguments: TransportKind.allCases, [true, false])
    func aHugeBodyIsRefusedWhileItStreams(transport: TransportKind, declaresLength: Bool) async throws {
        let sent = Counter()
        let server = try RawHTTPServer { _, connection in
            let length = declaresLength ? "Content-Length: 50000000\r\n" : ""
            guard connection.send("HTTP/1.1 200 OK\r\n\(length)Connection: close\r\n\r\n") else { return }
            let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
            while sent.value < 50_000_000, connection.send(chunk) { sent.add(chunk.count) }
        }
        defer { server.stop() }
        let result = await outcome(client(server, transport, bodyBytes: 1 << 20))
        #expect(
            throws: AppDetailError.malformedAnswer(
                detail: "the answer is larger than 1 MiB, the most accepted")
        ) {
            try result.get()
        }
        if transport.cancelsLazily {
            // swift-corelibs-foundation cancels a task later, on its libcurl queue, which drains
            // a loopback socket meanwhile; what is kept is still capped (checked above).
            withKnownIssue("corelibs URLSession reads on after cancel()", isIntermittent: true) {
                #expect(sent.value < 20_000_000, "reading stopped early: \(sent.value) bytes were sent")
            }
        } else {
            #expect(sent.value < 20_000_000, "reading stopped early: \(sent.value) bytes were sent")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aGzipBombIsRefusedByItsInflatedSize(transport: TransportKind) async throws {
        let server = try RawHTTPServer { _, connection in
            // Made on the server's own thread: compressing must not hold a test thread.
            // 40 MB inflated, eight times the cap: enough to prove the cap, cheap to make.
            guard let bomb = try? GzipBomb.make(inflatedBytes: 40_000_000) else { return }
            connection.respond(status: 200, headers: ["Content-Encoding": "gzip"], body: bomb)
        }
        defer { server.stop() }
        let result = await outcome(client(server, transport, bodyBytes: 5 << 20))
        #expect(
            throws: AppDetailError.malformedAnswer(
                detail: "the answer is larger than 5 MiB, the most accepted")
        ) {
            try result.get()
        }
    }

    @Test(arguments: TransportKind.allCases)
    func aGzipBodyWithinTheCapIsInflated(transport: TransportKind) async throws {
        let compressed = try GzipBomb.gzip(Self.fixture)
        let server = try RawHTTPServer { request, connection in
            #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
            connection.respond(status: 200, headers: ["Content-Encoding": "gzip"], body: compressed)
        }
        defer { server.stop() }
        #expect(try await outcome(client(server, transport)).get().name == "Facebook")
    }

    @Test(arguments: TransportKind.allCases)
    func anIPv6LiteralEndpointIsReached(transport: TransportKind) async throws {
        let server = try RawHTTPServer(ipv6: true) { _, connection in
            connection.respond(status: 200, body: Self.fixture)
        }
        defer { server.stop() }
        #expect(server.baseURL.absoluteString.hasPrefix("http://[::1]:"))
        guard !transport.refusesIPv6Literals else {
            // swift-corelibs-foundation's URLSession refuses `http://[::1]:port/…` as a bad URL
            // (URLError -1000) before connecting; Apple's URLSession reaches it. The refusal is
            // checked so that a corelibs that fixes it is noticed.
            await withKnownIssue("corelibs URLSession refuses an IPv6 literal host") {
                _ = try await outcome(client(server, transport)).get()
            }
            return
        }
        #expect(try await outcome(client(server, transport)).get().name == "Facebook")
    }

    @Test(arguments: TransportKind.allCases)
    func aRedirectLoopStopsAfterFiveRedirects(transport: TransportKind) async throws {
        let server = try RawHTTPServer { request, connection in
            connection.respond(status: 302, headers: ["Location": request.target], body: [])
        }
        defer { server.stop() }
        let result = await outcome(client(server, transport))
        let host = "127.0.0.1:\(server.port)"
        #expect(throws: AppDetailError.offline(.redirectRefused(host: host, .tooMany(limit: 5)))) {
            try result.get()
        }
        #expect(
            server.received.count == 6,
            "the first request and five redirects, never retried (\(server.accepted) connections accepted)")
    }

    @Test(arguments: TransportKind.allCases)
    func aRedirectToTheEndpointsOwnOriginIsFollowed(transport: TransportKind) async throws {
        let server = try RawHTTPServer { request, connection in
            if request.path == "/lookup" {
                connection.respond(status: 301, headers: ["Location": "/moved" + request.target], body: [])
            } else {
                connection.respond(status: 200, body: Self.fixture)
            }
        }
        defer { server.stop() }
        #expect(try await outcome(client(server, transport)).get().name == "Facebook")
        #expect(server.received.map(\.path) == ["/lookup", "/moved/lookup"])
    }

    @Test(
        arguments: TransportKind.allCases,
        [
            ("http://localhost:1/lookup", RedirectReason.insecure(location: "http://localhost:1/lookup")),
            ("file:///etc/passwd", .notAWebAddress(location: "file:///etc/passwd")),
            ("", .missingLocation),
            (
                "https://127.0.0.1:70000/lookup",
                .impossiblePort(location: "https://127.0.0.1:70000/lookup", port: 70000)
            ),
            ("https://[::1]:65536/x", .impossiblePort(location: "https://[::1]:65536/x", port: 65536)),
            // Too many digits for URL to read: it reports no port at all, and the request would
            // go to 443 three times over and be called unreachable.
            (
                "https://127.0.0.1:99999999999999999999/x",
                .impossiblePort(location: "https://127.0.0.1:99999999999999999999/x", port: -1)
            ),
        ])
    func aRedirectOutsideTheRulesIsRefusedWithItsReason(
        transport: TransportKind, redirect: (location: String, refusal: RedirectReason)
    ) async throws {
        let (location, refusal) = redirect
        let server = try RawHTTPServer { _, connection in
            connection.respond(
                status: 307, headers: location.isEmpty ? [:] : ["Location": location], body: [])
        }
        defer { server.stop() }
        let result = await outcome(client(server, transport))
        #expect(throws: AppDetailError.offline(.redirectRefused(host: "127.0.0.1:\(server.port)", refusal))) {
            try result.get()
        }
        #expect(server.received.count == 1)
    }

    /// A library client configured with an endpoint on a port that cannot exist gets an error,
    /// not SwiftNIO's trap.
    @Test(arguments: TransportKind.allCases, ["http://127.0.0.1:65536/lookup", "http://[::1]:70000/lookup"])
    func anImpossiblePortIsRefusedByTheTransport(transport: TransportKind, address: String) async throws {
        let limits = TransportLimits(
            connectTimeout: .seconds(2), overallTimeout: .seconds(5), maximumBodyBytes: 1 << 20)
        let url = try #require(URL(string: address))
        await #expect(throws: TransportError.self) {
            try await transport.make(limits).get(
                url, headers: [:], deadline: .now + .seconds(5))
        }
    }

    /// A status that is not a success is the caller's to read (throttling, not found, a server
    /// error), never a transport failure; the body comes with it.
    @Test(arguments: TransportKind.allCases, [403, 404, 429, 500, 503])
    func aStatusThatIsNotASuccessIsHandedBack(transport: TransportKind, status: Int) async throws {
        let server = try RawHTTPServer { _, connection in
            connection.respond(status: status, body: Array("refused".utf8))
        }
        defer { server.stop() }
        let limits = TransportLimits(
            connectTimeout: .seconds(10), overallTimeout: .seconds(120), maximumBodyBytes: 1 << 20)
        let reply = try await transport.make(limits).get(
            server.baseURL.appendingPathComponent("lookup"), headers: [:], deadline: .now + .seconds(120))
        #expect(reply.status == status)
        #expect(reply.body == Data("refused".utf8))
        #expect(server.received.count == 1)
    }

    /// Cancelling the calling task ends the exchange at once with `CancellationError`, whatever the
    /// server is doing (here: holding the request without a word).
    @Test(arguments: TransportKind.allCases)
    func cancellingTheCallerEndsTheExchange(transport: TransportKind) async throws {
        let server = try RawHTTPServer { _, connection in connection.waitForPeerToLeave(limit: .seconds(60)) }
        defer { server.stop() }
        let limits = TransportLimits(
            connectTimeout: .seconds(10), overallTimeout: .seconds(120), maximumBodyBytes: 1 << 20)
        let exchange = transport.make(limits)
        let url = server.baseURL.appendingPathComponent("lookup")
        let task = Task { try await exchange.get(url, headers: [:], deadline: .now + .seconds(120)) }
        let waitedSince = ContinuousClock.now
        while server.received.isEmpty, ContinuousClock.now - waitedSince < .seconds(60) {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(server.received.count == 1, "the request reached the server before the cancel")
        let cancelled = ContinuousClock.now
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(ContinuousClock.now - cancelled < .seconds(50), "the server would hold it 60 s")
    }

    /// Ten attempts with 2 s, 4 s, 8 s… back-offs inside a 5 s deadline: the second back-off
    /// would end past it, so the fetch stops after two attempts with the last failure. (On a
    /// machine so loaded that an attempt itself outlives the deadline, the answer is a timeout;
    /// either way there is no third attempt and no sleeping past the deadline.)
    ///
    /// The back-offs are really slept, and what is checked is what was asked to be slept: a
    /// loaded 2-core machine running every other test at once can hold this one's tasks for half
    /// a minute, so its wall clock only guards against sleeping every back-off (1,000 s).
    @Test(arguments: TransportKind.allCases)
    func retriesStopAtTheDeadline(transport: TransportKind) async throws {
        let server = try RawHTTPServer { _, connection in
            usleep(300_000)
            connection.respond(status: 503, body: [])
        }
        defer { server.stop() }
        let retry = RetryPolicy(maximumAttempts: 10, baseDelay: .seconds(2), maximumDelay: .seconds(60))
        let slept = Recorded<Duration>()
        let (result, took) = await elapsed {
            await outcome(
                client(
                    server, transport, overall: .seconds(5), retry: retry,
                    sleep: {
                        slept.append($0)
                        try await Task.sleep(for: $0)
                    }))
        }
        #expect([.serverError(status: 503), .offline(.timedOut)].contains(result.error), "\(result)")
        #expect(slept.values.count <= 1, "slept \(slept.values)")
        #expect(slept.values.reduce(.zero, +) < .seconds(5), "slept \(slept.values) within a 5 s deadline")
        #expect(took < .seconds(300), "took \(took); sleeping every back-off would take 1,000 s")
        #expect((1...2).contains(server.received.count), "\(server.received.count) attempts")
    }
}
