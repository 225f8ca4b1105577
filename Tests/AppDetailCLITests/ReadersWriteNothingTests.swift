import Foundation
import Testing

/// Commands that only read — `cache list`, `cache info`, `show --offline`, `reviews --offline` —
/// on a place with no cache create nothing there (no directory, no file, no sample) and say that
/// there is no cache; so do the cache commands that only remove.
@Suite("Commands that read never write", .enabled(if: fixturesAvailable))
struct ReadersWriteNothingTests {
    static let readers: [([String], Int32)] = [
        (["cache", "list"], Int32(0)), (["cache", "list", "--format", "json"], 0), (["cache", "info"], 0),
        (["cache", "clear"], 0), (["cache", "prune", "--older-than", "30d"], 0),
        (["cache", "remove", "1"], 66),
        (["show", "640199958", "--offline"], 69), (["reviews", "640199958", "--offline"], 69),
    ]

    @Test(arguments: readers)
    func aReaderOnAPlaceWithoutACacheCreatesNothing(arguments: [String], status: Int32) async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let parent = tool.cacheDirectory.deletingLastPathComponent()
            let before = try FileManager.default.contentsOfDirectory(atPath: parent.path)
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == status, "\(arguments): \(outcome.standardError)")
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite").path
            #expect(outcome.standardError.contains("no cache at \(file) yet"), "\(outcome.standardError)")
            #expect(
                !FileManager.default.fileExists(atPath: tool.cacheDirectory.path),
                "\(arguments) made the cache")
            #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == before)
            if arguments.contains("json") { #expect(outcome.standardOutput == "[]\n") }
        }
    }

    /// A reader on an existing cache does not plant the samples either: a cache emptied on
    /// purpose stays empty until a command that writes (or `cache import --samples`) runs.
    @Test func readersNeverSeedAnExistingCache() async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "clear"]).status == 0)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            let before = try Data(contentsOf: file)
            for arguments in [["cache", "list"], ["cache", "info"], ["show", "640199958", "--offline"]] {
                _ = try await tool.run(arguments)
            }
            #expect(try Data(contentsOf: file) == before)
            let restored = try await tool.run(["cache", "import", "--samples"])
            #expect(restored.standardOutput == "samples: imported 3 apps\n", "\(restored.standardError)")
            #expect(try await tool.run(["show", "640199958", "--offline"]).status == 0)
        }
    }
}
