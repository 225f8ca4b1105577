import Foundation
import TestSupport
import Testing

/// `cache refresh` run as a process against loopback stores that throttle, stall or answer
/// slowly: it keeps to --timeout, stops on throttling, moves on past a silent store, and every
/// count it prints is what was stored.
@Suite("A bulk refresh against stores that throttle or stall", .enabled(if: fixturesAvailable))
struct BulkRefreshHostileTests {
    /// The first record of a real lookup answer.
    static func template() -> [String: Any] {
        let url = FixtureServer.fixtures.appendingPathComponent("lookup/284882215.json")
        guard let data = try? Data(contentsOf: url),
            let answer = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let results = answer["results"] as? [[String: Any]], let first = results.first
        else { return [:] }
        return first
    }

    /// The template as app `id` of `country`'s store.
    static func record(_ id: Int64, country: String, from template: [String: Any]) -> [String: Any] {
        var record = template
        record["trackId"] = id
        record["trackName"] = "App \(id)"
        record["bundleId"] = "com.example.app\(id)"
        record["trackViewUrl"] = "https://apps.apple.com/\(country)/app/app-\(id)/id\(id)?uo=4"
        return record
    }

    static func answer(_ ids: [Int64], country: String) throws -> Data {
        let template = template()
        let results = ids.map { record($0, country: country, from: template) }
        return try JSONSerialization.data(withJSONObject: ["resultCount": results.count, "results": results])
    }

    /// A cache holding `apps` of each store, imported from made answers (as a store's would be).
    private func fill(_ tool: CommandLineTool, with apps: [String: ClosedRange<Int64>]) async throws {
        let folder = tool.cacheDirectory.deletingLastPathComponent()
        for (country, ids) in apps {
            let file = folder.appendingPathComponent("\(country).json")
            try Self.answer(Array(ids), country: country).write(to: file)
            let imported = try await tool.run(["cache", "import", file.path])
            #expect(imported.status == 0, "\(imported.standardError)")
        }
        _ = try await tool.run(["cache", "remove", "640199958", "311867728", "736602666"])
    }

    private func withStore(
        _ handler: @escaping @Sendable (RawRequest, RawConnection) -> Void,
        _ body: (CommandLineTool, RawHTTPServer) async throws -> Void
    ) async throws {
        let server = try RawHTTPServer(handler: handler)
        defer { server.stop() }
        try await withTool(network: false) { (plain) async throws in
            let tool = CommandLineTool(
                executable: try CommandLineTool.builtExecutable(), cacheDirectory: plain.cacheDirectory,
                endpoint: server.baseURL)
            try await body(tool, server)
        }
    }

    /// The ids a lookup asked for.
    static func ids(of request: RawRequest) -> [Int64] {
        (request.query("id") ?? "").split(separator: ",").compactMap { Int64($0) }
    }

    /// A store answering 429 to everything is asked for the first batch only (with the
    /// requester's own back-off), not for all of them.
    @Test func aThrottlingStoreIsNotAskedForEveryBatch() async throws {
        let throttling: @Sendable (RawRequest, RawConnection) -> Void = { _, connection in
            connection.respond(status: 429, body: Array("slow down".utf8))
        }
        try await withStore(throttling) { tool, server in
            try await fill(tool, with: ["kr": 1...200, "us": 1_001...2_000])
            let refresh = try await tool.run(["cache", "refresh", "--all"])
            #expect(refresh.status == 75, "\(refresh.standardError)")
            let asked = Set(server.received.map { Self.ids(of: $0) })
            #expect(asked.count == 1, "only the first batch was asked: \(asked.count) batches of 6")
            #expect(
                refresh.standardOutput.contains("failed 200, not asked 1000"), "\(refresh.standardOutput)")
            #expect(
                refresh.standardError.contains("the kr store: all 200 apps failed: The App Store is limiting")
            )
            #expect(
                refresh.standardError.contains(
                    "the us store: all 1000 apps were not asked: the App Store is limiting"))
            #expect(refresh.standardError.contains("error: 1200 of 1200 listings were not refreshed"))
        }
    }

    /// One silent store takes its share of --timeout, not all of it: the other store is asked,
    /// and the summary names the store that failed.
    @Test func aSilentStoreDoesNotStopTheOthers() async throws {
        let silentInNewZealand: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            if request.query("country") == "nz" {
                _ = connection.waitForPeerToLeave(limit: .seconds(120))
                return
            }
            let ids = Self.ids(of: request)
            connection.respond(status: 200, body: (try? Self.answer(ids, country: "us")) ?? Data())
        }
        try await withStore(silentInNewZealand) { tool, server in
            // nz needs 1 of the 3 requests: it may use a third of the 30 s, and the 20 s left
            // leave room for a loaded machine.
            try await fill(tool, with: ["nz": 1...1, "us": 1_001...1_400])
            let refresh = try await tool.run(["cache", "refresh", "--all", "--timeout", "30"])
            #expect(refresh.status == 69, "\(refresh.standardError)")
            #expect(
                refresh.standardOutput.hasPrefix(
                    "Refreshed 0, unchanged 400, gone from the store 0, failed 1 "),
                "\(refresh.standardOutput)")
            #expect(
                refresh.standardError.contains(
                    "the nz store: its app failed: The App Store did not answer in time."),
                "\(refresh.standardError)")
            #expect(server.received.contains { $0.query("country") == "us" })
        }
    }

    /// --timeout bounds the whole refresh: past it nothing more is asked, and what was not asked
    /// is counted as such.
    @Test func theTimeoutEndsTheRefreshAndSaysWhatWasNotAsked() async throws {
        let slow: @Sendable (RawRequest, RawConnection) -> Void = { request, connection in
            usleep(400_000)
            let ids = Self.ids(of: request)
            connection.respond(status: 200, body: (try? Self.answer(ids, country: "us")) ?? Data())
        }
        try await withStore(slow) { tool, server in
            try await fill(tool, with: ["us": 1...1_000])
            let refresh = try await tool.run(["cache", "refresh", "--all", "--timeout", "1"])
            #expect(refresh.status == 69, "\(refresh.standardError)")
            #expect(server.received.count < 5, "asked \(server.received.count) of 5 batches in 1 s")
            #expect(refresh.standardOutput.contains(", not asked "), "\(refresh.standardOutput)")
            #expect(
                refresh.standardError.contains("the 1 second given (--timeout) ran out"),
                "\(refresh.standardError)")
            #expect(
                refresh.elapsed < .seconds(60), "a loaded machine's start-up counts; the refresh alone ~1 s")
        }
    }
}
