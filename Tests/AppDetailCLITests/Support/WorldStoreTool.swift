import Foundation
import TestSupport

extension CommandLineTool {
    /// Runs `body` with the built tool over a cache of its own and a ``WorldStore`` selling
    /// Facebook's record as app 389801252 as its endpoint, both gone afterwards.
    static func withWorldStore(
        apps: [String] = ["389801252"], absentIn absent: Set<String> = [], refuseAfter: Int? = nil,
        _ body: (CommandLineTool, WorldStore) async throws -> Void
    ) async throws {
        let store = try WorldStore(
            apps: apps, fixture: "284882215", absentIn: absent, refuseAfter: refuseAfter)
        defer { store.stop() }
        try await withOwnCache(endpoint: store.baseURL) { try await body($0, store) }
    }
}
