import FlyingFox
import Foundation

/// A real HTTP server on 127.0.0.1 and an ephemeral port, answering with `respond`; it counts the
/// requests per `id` query value so tests can see retries.
final class LoopbackServer: Sendable {
    let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let counter: HitCounter

    actor HitCounter {
        private var hits: [String: Int] = [:]
        func record(_ id: String) -> Int {
            hits[id, default: 0] += 1
            return hits[id, default: 0]
        }
        func count(_ id: String) -> Int { hits[id, default: 0] }
    }

    /// Starts a server; `respond` gets the `id` (or `bundleId`) and how many times it was asked.
    init(respond: @escaping @Sendable (_ id: String, _ attempt: Int) async throws -> HTTPResponse)
        async throws
    {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30)
        let counter = HitCounter()
        await server.appendRoute("GET /lookup") { request in
            let id = request.query.first { $0.name == "id" || $0.name == "bundleId" }?.value ?? ""
            return try await respond(id, counter.record(id))
        }
        self.server = server
        self.counter = counter
        self.task = Task { try await server.run() }
        // Generous: on a loaded 2-core machine other suites can hold the cooperative threads.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    func hits(_ id: String) async -> Int { await counter.count(id) }

    func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }
}
