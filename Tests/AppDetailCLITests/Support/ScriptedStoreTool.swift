import Foundation
import TestSupport

extension CommandLineTool {
    /// Runs `body` with the built tool over a cache of its own and a ``ScriptedStore`` as its
    /// endpoint, both gone afterwards.
    static func withScriptedStore(_ body: (CommandLineTool, ScriptedStore) async throws -> Void) async throws
    {
        let store = try ScriptedStore()
        defer { store.stop() }
        try await withOwnCache(endpoint: store.baseURL) { try await body($0, store) }
    }

    /// Runs `body` with the built tool over a cache in a directory of its own, removed
    /// afterwards, and `endpoint` as its store.
    static func withOwnCache(endpoint: URL, _ body: (CommandLineTool) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-scripted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = CommandLineTool(
            executable: try builtExecutable(), cacheDirectory: directory.appendingPathComponent("cache"),
            endpoint: endpoint)
        try await body(tool)
    }
}
