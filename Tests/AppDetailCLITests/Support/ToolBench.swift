import Foundation
import TestSupport

/// Runs `body` with the built tool, an empty cache directory of its own and (unless `network`
/// is false) the loopback App Store; cleans both up afterwards.
///
/// Offline (`network: false`), the cache starts with the sample apps unless `seeded` is `false`.
func withTool(network: Bool = true, seeded: Bool = true, _ body: (CommandLineTool) async throws -> Void)
    async throws
{
    if network {
        try await withPageServer(reviews: .data(FixtureServer.reviewsInOurWords())) { tool, _ in
            try await body(tool)
        }
        return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "appdetail-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Without a server the endpoint is a closed port on loopback: the network "is down".
    let tool = CommandLineTool(
        executable: try CommandLineTool.builtExecutable(),
        cacheDirectory: directory.appendingPathComponent("cache"),
        endpoint: URL(string: "http://127.0.0.1:9"))
    if seeded {
        // What a first run leaves: the sample apps. (Commands that only read create no cache.)
        let samples = try await tool.run(["cache", "import", "--samples"])
        guard samples.status == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
    try await body(tool)
}

/// Runs `body` with the built tool against a fixture server whose reviews feed answers
/// `reviews`, and a fresh cache.
func withPageServer(
    reviews: FixtureServer.ReviewsAnswer, _ body: (CommandLineTool, FixtureServer) async throws -> Void
) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "appdetail-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try await FixtureServer(reviews: reviews)
    let tool = CommandLineTool(
        executable: try CommandLineTool.builtExecutable(),
        cacheDirectory: directory.appendingPathComponent("cache"),
        endpoint: server.baseURL, server: server)
    do {
        try await body(tool, server)
    } catch {
        await server.stop()
        throw error
    }
    await server.stop()
}

/// Whether the shared fixtures are beside the project (``SharedFixtures/available``).
var fixturesAvailable: Bool { SharedFixtures.available }

/// The schema migrations in `Migrations/`, oldest first, as the binary should have applied them.
let migrationNames: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Migrations")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".sql") }.map { String($0.dropLast(4)) }.sorted()
}()
