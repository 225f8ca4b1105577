import Foundation
import Synchronization
import TestSupport

/// The loopback App Store of the Data tests: the one test server (``RawHTTPServer``) answering
/// the lookup and the reviews feed with `respond`, which gets the request's `id` (or `bundleId`;
/// `artist:<id>` for a developer lookup, the path for the reviews feed) and how many times that
/// was asked, so tests can see retries.
final class LoopbackServer: Sendable {
    private let server: RawHTTPServer
    private let counter = HitCounter()

    var baseURL: URL { server.baseURL }

    /// Starts a server answering with `respond`.
    init(respond: @escaping @Sendable (_ id: String, _ attempt: Int) async throws -> CannedResponse)
        async throws
    {
        let counter = self.counter
        server = try RawHTTPServer { request, connection in
            let key: String
            if request.path == "/lookup" {
                let id = request.query("id") ?? request.query("bundleId") ?? ""
                key = request.query("entity") == "software" ? "artist:" + id : id
            } else if request.path.contains("/rss/customerreviews/") {
                key = request.path
            } else {
                connection.respond(CannedResponse(status: 404))
                return
            }
            let attempt = counter.record(key)
            connection.respond(Self.wait { try await respond(key, attempt) })
        }
    }

    func hits(_ id: String) async -> Int { counter.count(id) }

    /// Every request answered so far.
    func totalHits() async -> Int { counter.total() }

    func stop() async {
        server.stop()
    }

    /// Runs `respond` to its end on this connection's own thread (never one of the cooperative
    /// pool's); a thrown error answers 500.
    private static func wait(_ respond: @escaping @Sendable () async throws -> CannedResponse)
        -> CannedResponse
    {
        let done = DispatchSemaphore(value: 0)
        let answer = Box()
        Task {
            answer.value = (try? await respond()) ?? CannedResponse(status: 500)
            done.signal()
        }
        done.wait()
        return answer.value
    }

    private final class Box: @unchecked Sendable {
        var value = CannedResponse(status: 500)  // written before `done` is signalled, read after
    }

    private final class HitCounter: Sendable {
        private let hits = Mutex<[String: Int]>([:])

        func record(_ id: String) -> Int {
            hits.withLock { hits in
                hits[id, default: 0] += 1
                return hits[id, default: 0]
            }
        }

        func count(_ id: String) -> Int { hits.withLock { $0[id, default: 0] } }
        func total() -> Int { hits.withLock { $0.values.reduce(0, +) } }
    }
}
