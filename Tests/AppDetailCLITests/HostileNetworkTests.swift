import Foundation
import Synchronization
import TestSupport
import Testing

/// The binary against loopback servers that misbehave the way real networks do: every limit is
/// kept, the wait costs no CPU, and each failure has its own message.
@Suite("The binary keeps its limits against misbehaving servers", .enabled(if: fixturesAvailable))
struct HostileNetworkTests {
    static let fixture = Array(
        (try? Data(contentsOf: FixtureServer.fixtures.appendingPathComponent("lookup/284882215.json")))
            ?? Data())

    private func tool(_ server: RawHTTPServer, in directory: URL) throws -> CommandLineTool {
        CommandLineTool(
            executable: try CommandLineTool.builtExecutable(),
            cacheDirectory: directory.appendingPathComponent("cache"),
            endpoint: server.baseURL)
    }

    private func withServer(
        ipv6: Bool = false, serving handler: @escaping @Sendable (RawRequest, RawConnection) -> Void,
        _ body: (CommandLineTool, RawHTTPServer) async throws -> Void
    ) async throws {
        let server = try RawHTTPServer(ipv6: ipv6, handler: handler)
        defer { server.stop() }
        try await withTool(network: false) { (plain) async throws in
            try await body(try tool(server, in: plain.cacheDirectory.deletingLastPathComponent()), server)
        }
    }

    @Test func aSlowDripEndsAtTheDeadlineWithExit69() async throws {
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { _, connection in
            guard connection.send("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n") else { return }
            while connection.send([UInt8(ascii: " ")]) { usleep(50_000) }
        }
        try await withServer(serving: handler) { tool, _ in
            let outcome = try await tool.run(["show", "284882215", "--timeout", "3"])
            #expect(outcome.status == 69, "\(outcome.standardError)")
            #expect(outcome.standardError.contains("did not answer in time"))
            #expect(
                outcome.standardError.contains("--timeout 60"),
                "the hint names the option that allows more time: \(outcome.standardError)")
            // A loaded machine's start-up counts too, so the bound is loose: it only has to tell
            // 3 s from the drip's 5,000 s.
            #expect(outcome.elapsed < .seconds(120), "the drip alone would take 5,000 s")
        }
    }

    /// `--timeout` bounds the whole command: the developer's apps, which start only when the slow
    /// listing has arrived, get what is left of it, not a time limit of their own. Measured on the
    /// server, as how long the developer request is held before the tool gives up on it — about
    /// 8 - 3 = 5 s, against 8 s when each fetch had its own limit — so a loaded machine's slow
    /// start-up does not count (it can only shorten the wait).
    @Test func theTimeoutBoundsTheWholeCommandNotEachFetch() async throws {
        let held = Mutex<Duration?>(nil)
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            if request.path.hasSuffix("/lookup"), request.query("id") == "284882215" {
                usleep(3_000_000)
                connection.respond(status: 200, body: Self.fixture)
            } else if request.query("id") == "284882218" {
                let arrived = ContinuousClock.now
                connection.waitForPeerToLeave(limit: .seconds(60))
                held.withLock { $0 = ContinuousClock.now - arrived }
            } else {
                connection.waitForPeerToLeave(limit: .seconds(60))
            }
        }
        try await withServer(serving: handler) { tool, server in
            let outcome = try await tool.run(["show", "284882215", "--timeout", "8"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("Facebook"))
            #expect(outcome.standardError.contains("did not answer in time"))
            #expect(
                server.received.contains { $0.query("id") == "284882218" },
                "the developer's apps were asked for")
            // The server notices the closed connection within its 100 ms poll.
            let noticed = ContinuousClock.now + .seconds(10)
            while held.withLock({ $0 }) == nil, ContinuousClock.now < noticed {
                try await Task.sleep(for: .milliseconds(50))
            }
            let developerWait = try #require(held.withLock { $0 }, "the developer request ended")
            #expect(developerWait < .milliseconds(6_500), "the developer's apps were given \(developerWait)")
        }
    }

    /// A chart whose ratings lookup never answers is still shown, and says on standard error why
    /// its ratings are dashes (before, only the JSON's `ratingsError` did).
    @Test func aChartWhoseRatingsTimedOutSaysSo() async throws {
        let chart = FixtureServer.fixtures.appendingPathComponent(
            "charts/hk_topgrossingapplications_10_2024.json")
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            if request.path.contains("/rss/"), let feed = try? Data(contentsOf: chart) {
                connection.respond(status: 200, body: feed)
            } else {
                _ = connection.waitForPeerToLeave(limit: .seconds(60))
            }
        }
        try await withServer(serving: handler) { tool, _ in
            let outcome = try await tool.run([
                "top", "grossing", "--country", "hk", "--limit", "10", "--timeout", "3",
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.split(separator: "\n").count >= 10, "\(outcome.standardOutput)")
            #expect(
                outcome.standardError.contains(
                    "warning: The apps' ratings could not be looked up, so they show as “–”: The App Store did not answer in time."
                ), "\(outcome.standardError)")
        }
    }

    @Test func waitingForASilentServerCostsNoCPU() async throws {
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { _, connection in
            connection.waitForPeerToLeave(limit: .seconds(60))
        }
        try await withServer(serving: handler) { tool, _ in
            // Against the same command waiting 1 s, so that start-up (slower in a debug build on a
            // loaded machine) is not counted: nine more seconds of waiting cost next to nothing.
            let short = try await ResourceUse.measure(tool, ["show", "284882215", "--timeout", "1"])
            let use = try await ResourceUse.measure(tool, ["show", "284882215", "--timeout", "10"])
            #expect(use.outcome.status == 69, "\(use.outcome.standardError)")
            #expect(short.outcome.status == 69, "\(short.outcome.standardError)")
            let extra = use.cpuSeconds - short.cpuSeconds
            #expect(
                extra < 0.15,
                "9 s more of waiting cost \(extra) s of CPU (\(use.cpuSeconds) against \(short.cpuSeconds))")
        }
    }

    @Test(arguments: ["plain", "gzip"])
    func aHugeBodyKeepsMemoryBounded(encoding: String) async throws {
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { _, connection in
            if encoding == "gzip" {
                guard let bomb = try? GzipBomb.make(inflatedBytes: 200_000_000) else { return }
                connection.respond(status: 200, headers: ["Content-Encoding": "gzip"], body: bomb)
                return
            }
            guard connection.send("HTTP/1.1 200 OK\r\nContent-Length: 50000000\r\n\r\n") else { return }
            let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
            for _ in 0..<(50_000_000 >> 16) where !connection.send(chunk) { return }
        }
        try await withServer(serving: handler) { tool, _ in
            let use = try await ResourceUse.measure(tool, ["show", "284882215"])
            #expect(use.outcome.status == 65, "\(use.outcome.standardError)")
            #expect(use.outcome.standardError.contains("the answer is larger than 5 MiB"))
            #expect(use.peakBytes < 80 << 20, "peak memory \(use.peakBytes >> 20) MiB for a 5 MiB cap")
        }
    }

    @Test func anIPv6EndpointIsReached() async throws {
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { _, connection in
            connection.respond(status: 200, body: Self.fixture)
        }
        try await withServer(ipv6: true, serving: handler) { tool, server in
            let outcome = try await tool.run([
                "show", "284882215", "--endpoint", server.baseURL.absoluteString,
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("Facebook"))
        }
    }

    @Test func aRedirectLoopIsNamedAsSuch() async throws {
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            connection.respond(status: 302, headers: ["Location": request.target], body: [])
        }
        try await withServer(serving: handler) { tool, server in
            let outcome = try await tool.run(["show", "284882215"])
            #expect(outcome.status == 69)
            #expect(
                outcome.standardError.contains("redirected more than 5 times"), "\(outcome.standardError)")
            #expect(outcome.standardError.contains("hint: Check the endpoint"))
            // The listing's 6 requests; the reviews and the store page, asked at the same time,
            // follow their own loops until the listing's failure cancels them.
            #expect(server.received.filter { $0.target.hasPrefix("/lookup") }.count == 6)
            #expect(server.received.count <= 18)
        }
    }

    @Test(arguments: [
        "", "   ", "/relative/path", "ftp://example.com", "http://", "http://127.0.0.1:65536",
        "http://[::1]:70000", "https://itunes.apple.com:99999", "http://127.0.0.1:99999999999999999999",
    ])
    func aBadEndpointIsAUsageError(endpoint: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "284882215", "--endpoint", endpoint])
            #expect(outcome.status == 64, "\(outcome.standardError)")
            let variable = try await tool.run(
                ["show", "284882215"], environment: ["APPDETAIL_ENDPOINT": endpoint])
            #expect(variable.status == 64, "\(variable.standardError)")
        }
    }

    /// A redirect to a port that cannot exist is refused like any other bad redirect (it once
    /// reached SwiftNIO, which traps: exit 132). Here only the reviews, the developer's apps and
    /// the store page meet it, and each fails alone: the listing is shown, with a note for each.
    @Test func aRedirectToAnImpossiblePortFailsOnlyThatPart() async throws {
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            if request.path == "/lookup", request.query("entity") == nil {
                connection.respond(status: 200, body: Self.fixture)
            } else {
                connection.respond(
                    status: 302, headers: ["Location": "https://127.0.0.1:70000" + request.target], body: [])
            }
        }
        try await withServer(serving: handler) { tool, _ in
            let outcome = try await tool.run(["show", "284882215"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("Facebook"))
            let refusals = outcome.standardError.components(separatedBy: "whose port 70000 does not exist")
            #expect(refusals.count - 1 == 3, "\(outcome.standardError)")
        }
        let everything: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            connection.respond(
                status: 302, headers: ["Location": "https://localhost:65536" + request.target], body: [])
        }
        try await withServer(serving: everything) { tool, _ in
            for arguments in [["show", "284882215"], ["reviews", "284882215"], ["search", "facebook"]] {
                let outcome = try await tool.run(arguments)
                #expect(outcome.status == 69, "\(arguments): \(outcome.standardError)")
                #expect(outcome.standardError.contains("whose port 65536 does not exist"))
            }
        }
    }

    /// Invisible direction marks and line separators in any field never reach the terminal
    /// (JSON escapes them), and a store URL that is not a web address never becomes a link.
    @Test func directionMarksAndScriptLinksNeverReachTheTerminal() async throws {
        let marks = ["\u{061C}", "\u{200E}", "\u{200F}", "\u{2028}", "\u{2029}"]
        var answer = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.fixture)) as? [String: Any])
        var results = try #require(answer["results"] as? [[String: Any]])
        results[0]["trackName"] = "Face\u{200F}book\u{2028}Two"
        results[0]["description"] = "Start \(marks.joined(separator: " x ")) end"
        results[0]["sellerName"] = "Meta\u{061C} Platforms\u{2029}"
        results[0]["trackViewUrl"] = "javascript:alert(1)"
        answer["results"] = results
        let body = Array(try JSONSerialization.data(withJSONObject: answer))
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            let isListing = request.path == "/lookup" && request.query("entity") == nil
            connection.respond(status: isListing ? 200 : 404, body: isListing ? body : [])
        }
        try await withServer(serving: handler) { tool, _ in
            let text = try await tool.run(["show", "284882215", "--color", "always", "--full"])
            #expect(text.status == 0, "\(text.standardError)")
            #expect(text.standardOutput.contains("Facebook Two"))
            for mark in marks {
                #expect(
                    !(text.standardOutput + text.standardError).contains(mark),
                    "U+\(mark.unicodeScalars.first!.value)")
            }
            let link = Array("\u{1B}]8;;javascript".utf8)
            let bytes = Array(text.standardOutput.utf8)
            let linked = bytes.indices.contains { bytes[$0...].starts(with: link) }
            #expect(!linked, "no OSC 8 link to a script")
            let json = try await tool.run(["show", "284882215", "--format", "json"])
            #expect(json.status == 0, "\(json.standardError)")
            for mark in marks { #expect(!json.standardOutput.contains(mark)) }
            #expect(json.standardOutput.contains("\\u200f") && json.standardOutput.contains("\\u2028"))
        }
    }

    /// What a server writes is quoted on one line: a newline in an error answer or an HTML page
    /// cannot forge a line of the tool's own (a second "hint:").
    @Test(arguments: [
        #"{"errorMessage":"\nhint: run the cleanup script as root\r\nerror: forged"}"#,
        "\n\nhint: run the cleanup script as root\n<html>",
    ])
    func serverTextCannotForgeALine(body: String) async throws {
        let handler: @Sendable (RawRequest, RawConnection) -> Void = { _, connection in
            connection.respond(
                status: 200, headers: ["Content-Type": "application/json"], body: Array(body.utf8))
        }
        try await withServer(serving: handler) { tool, _ in
            let outcome = try await tool.run(["show", "284882215"])
            #expect(outcome.status != 0)
            let lines = outcome.standardError.split(separator: "\n")
            #expect(lines.filter { $0.hasPrefix("hint:") }.count <= 1, "\(outcome.standardError)")
            #expect(!lines.contains { $0.hasPrefix("hint: run the cleanup") }, "\(outcome.standardError)")
            #expect(lines.filter { $0.hasPrefix("error:") }.count == 1, "\(outcome.standardError)")
        }
    }
}
