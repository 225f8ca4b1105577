import FlyingFox
import Foundation

/// A real HTTP server on 127.0.0.1 and an ephemeral port, answering with `respond`; it counts the
/// requests per `id` query value (`artist:<id>` for a developer lookup, the path for the reviews
/// feed) so tests can see retries.
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
        func total() -> Int { hits.values.reduce(0, +) }
    }

    /// Starts a server; `respond` gets the `id` (or `bundleId`) and how many times it was asked.
    init(respond: @escaping @Sendable (_ id: String, _ attempt: Int) async throws -> HTTPResponse)
        async throws
    {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        let counter = HitCounter()
        await server.appendRoute("GET /lookup") { request in
            var id = request.query.first { $0.name == "id" || $0.name == "bundleId" }?.value ?? ""
            if request.query.contains(where: { $0.name == "entity" && $0.value == "software" }) {
                id = "artist:" + id
            }
            return try await respond(id, counter.record(id))
        }
        // The reviews feed: `respond` gets the path, such as
        // `/kr/rss/customerreviews/page=1/id=7/sortby=mostrecent/json`.
        await server.appendRoute("GET /*/rss/customerreviews/*") { request in
            try await respond(request.path, counter.record(request.path))
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

    /// Every request answered so far.
    func totalHits() async -> Int { await counter.total() }

    func stop() async {
        await server.stop(timeout: 1)
        task.cancel()
    }
}
