import Foundation
import Testing

/// `cache refresh`, run as a process against the loopback server: cached listings asked again
/// 200 to a request.
@Suite("Refreshing cached listings, run as a process", .enabled(if: fixturesAvailable))
struct CacheRefreshTests {
    @Test func aHundredCachedAppsOfOneStoreCostOneRequest() async throws {
        try await withTool { (tool) async throws in
            let server = try #require(tool.server)
            // The chart's ratings lookup caches its 100 apps.
            let top = try await tool.run(["top", "--country", "hk", "--limit", "100"])
            #expect(top.status == 0, "\(top.standardError)")
            let before = server.requests.count
            let refresh = try await tool.run(["cache", "refresh", "--all", "--country", "hk"])
            #expect(refresh.status == 0, "\(refresh.standardError)")
            let asked = server.requests.paths.dropFirst(before)
            #expect(asked.count == 1, "\(asked)")
            #expect(asked.first?.hasPrefix("/lookup?id=") == true)
            #expect(asked.first.map { $0.split(separator: ",").count } == 100)
            #expect(
                refresh.standardOutput
                    == "Refreshed 0, unchanged 100, gone from the store 0, failed 0 (1 request).\n")
            #expect(refresh.standardError.isEmpty, "no progress bar into a pipe: \(refresh.standardError)")
        }
    }

    @Test func onlyStaleListingsAreAskedForUnlessAllAndEachStoreHasItsBatch() async throws {
        try await withTool { (tool) async throws in
            let server = try #require(tool.server)
            // What a first run leaves: the samples (one us, two kr), stored 12 hours
            // before the tests' clock.
            _ = try await tool.run(["cache", "import", "--samples"])
            let fresh = try await tool.run(["cache", "refresh"])
            #expect(
                fresh.standardOutput.hasPrefix(
                    "Refreshed 0, unchanged 0, gone from the store 0, failed 0 (0 requests)"),
                "\(fresh.standardOutput)\(fresh.standardError)")
            #expect(server.requests.count == 0)
            let later = try await tool.run(
                ["cache", "refresh"], environment: ["APPDETAIL_NOW": "2026-11-25T00:00:00Z"])
            #expect(later.status == 0, "\(later.standardError)")
            let paths = server.requests.paths
            #expect(paths.count == 2, "one lookup per store: \(paths)")
            #expect(paths.contains { $0.contains("country=kr") && $0.contains("311867728,736602666") })
            #expect(later.standardOutput.contains("failed 0 (2 requests)"), "\(later.standardOutput)")
            let korean = try await tool.run(
                ["cache", "refresh", "--all", "--country", "kr"], environment: ["LANG": "ko_KR.UTF-8"])
            #expect(korean.standardOutput.hasPrefix("새로 고침 "), "\(korean.standardOutput)")
        }
    }

    /// A country or language naming no store is refused as every other command refuses it, not
    /// a refresh of nothing that exits 0.
    @Test(arguments: [["--country", "xx"], ["--country", "한국"], ["--lang", "klingon"]])
    func aStoreThatDoesNotExistIsRefused(arguments: [String]) async throws {
        try await withTool { (tool) async throws in
            let server = try #require(tool.server)
            _ = try await tool.run(["cache", "import", "--samples"])
            let refresh = try await tool.run(["cache", "refresh", "--all"] + arguments)
            #expect(refresh.status == 64, "\(refresh.standardError)")
            #expect(refresh.standardError.hasPrefix("error: "), "\(refresh.standardError)")
            let top = try await tool.run(["top"] + arguments)
            #expect(top.status == 64 && top.standardError == refresh.standardError, "one validation for both")
            #expect(server.requests.count == 0)
        }
    }

    @Test func withoutACacheThereIsNothingToRefreshAndNothingIsMade() async throws {
        try await withTool { (tool) async throws in
            let refresh = try await tool.run(["cache", "refresh", "--all"])
            #expect(refresh.status == 0, "\(refresh.standardError)")
            #expect(refresh.standardError.hasPrefix("note: "), "\(refresh.standardError)")
            #expect(try #require(tool.server).requests.count == 0)
            #expect(
                !FileManager.default.fileExists(
                    atPath: tool.cacheDirectory.appendingPathComponent("cache.sqlite").path))
        }
    }
}
