import Foundation
import TestSupport

extension CommandLineTool {
    /// Runs `body` with the built tool over a cache of its own and a ``WorldStore`` selling
    /// Facebook's record as app 389801252 as its endpoint, both gone afterwards.
    static func withWorldStore(
        absentIn absent: Set<String> = [], refuseAfter: Int? = nil,
        _ body: (CommandLineTool, WorldStore) async throws -> Void
    ) async throws {
        let store = try WorldStore(
            app: "389801252", fixture: "284882215", absentIn: absent, refuseAfter: refuseAfter)
        defer { store.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-world-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = CommandLineTool(
            executable: try builtExecutable(), cacheDirectory: directory.appendingPathComponent("cache"),
            endpoint: store.baseURL)
        try await body(tool, store)
    }
}
