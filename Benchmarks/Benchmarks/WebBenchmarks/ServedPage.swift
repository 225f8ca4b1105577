import AppDetailData
import AppDetailDomain
import AppDetailWeb
import BenchmarkSupport
import Foundation

/// The web server on a free port of 127.0.0.1, over a cache holding Facebook's real lookup
/// answer, its store never asked (an address nothing listens on). A page closed is found gone by
/// its next heartbeat: every 100 ms here, so that the pages a benchmark opens by the thousand do
/// not wait 5 seconds each to be let go, and memory shows what open pages cost, not how many.
final class ServedPage: @unchecked Sendable {
    static let app = AppID(rawValue: 284_882_215)!
    let port: Int
    private let directory: URL
    private let running: Task<Void, any Error>

    private init(port: Int, directory: URL, running: Task<Void, any Error>) {
        self.port = port
        self.directory = directory
        self.running = running
    }

    static func start() async throws -> ServedPage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-bench-web-\(UUID().uuidString)")
        let cache = try AppDetailDataFactory.openCache(directory: directory, seed: nil, warn: { _ in })
        let answer = try Data(
            contentsOf: SharedFixtures.lookupFolder.appendingPathComponent("\(app.rawValue).json"))
        let summary = try cache.importAnswer(answer, fallback: .unitedStates, fetchedAt: Date())
        precondition(summary.imported == 1, "the benchmark's cache holds no page")
        let sources = AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: URL(string: "http://127.0.0.1:9")!, cacheDirectory: directory,
                timeout: AppDetailDataConfiguration.standardTimeout, seed: nil),
            now: { Date() }, warn: { _ in })
        let server = WebServer(
            screens: BenchmarkScreens(sources: sources), storefront: .unitedStates, port: 0,
            heartbeat: .milliseconds(100), rereading: .seconds(3_600))
        let (ready, announce) = AsyncStream<URL>.makeStream()
        let running = Task { try await server.run { announce.yield($0) } }
        var addresses = ready.makeAsyncIterator()
        guard let port = await addresses.next()?.port else {
            throw LoopbackGet.Failure(description: "no port")
        }
        return ServedPage(port: port, directory: directory, running: running)
    }

    /// Sends `GET path` and reads until `marker` has arrived.
    func get(_ path: String, until marker: String) async throws {
        try await LoopbackGet.get(path, port: port, until: marker)
    }

    func stop() {
        running.cancel()
        try? FileManager.default.removeItem(at: directory)
    }
}
