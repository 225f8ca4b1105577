import Foundation

/// Runs `body` with the built tool, an empty cache directory of its own and (unless `network`
/// is false) the loopback App Store; cleans both up afterwards.
func withTool(network: Bool = true, _ body: (CommandLineTool) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "appdetail-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = network ? try await FixtureServer() : nil
    // Without the server the endpoint is a closed port on loopback: the network "is down".
    let endpoint = server?.baseURL ?? URL(string: "http://127.0.0.1:9")
    let tool = CommandLineTool(
        executable: try CommandLineTool.builtExecutable(),
        cacheDirectory: directory.appendingPathComponent("cache"),
        endpoint: endpoint)
    do {
        try await body(tool)
    } catch {
        await server?.stop()
        throw error
    }
    await server?.stop()
}

/// Whether the shared fixtures are beside the project (always, in CI).
var fixturesAvailable: Bool {
    FileManager.default.fileExists(atPath: FixtureServer.fixtures.path)
        || ProcessInfo.processInfo.environment["CI"] != nil
}

/// The schema migrations in `Migrations/`, oldest first, as the binary should have applied them.
let migrationNames: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Migrations")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".sql") }.map { String($0.dropLast(4)) }.sorted()
}()
