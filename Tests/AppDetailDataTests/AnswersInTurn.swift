import Foundation
import TestSupport

@testable import AppDetailData

/// A loopback store that answers each request with the next of `bodies` (status 200), the last
/// one for every request after; and the page's sources over it with a real cache file.
struct AnswersInTurn {
    let server: RawHTTPServer
    let directory: TemporaryDirectory

    init(_ bodies: [Data]) throws {
        let answers = Locked(bodies)
        server = try RawHTTPServer { _, connection in
            let body = answers.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
            connection.respond(CannedResponse(status: 200, body: body))
        }
        directory = try TemporaryDirectory()
    }

    /// The sources over this store, stamped by `now`, warnings to `warn`.
    func sources(now: Date, warn: @escaping @Sendable (String) -> Void = { _ in }) -> PageSources {
        AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: server.baseURL, cacheDirectory: directory.url, timeout: .seconds(180), seed: nil),
            now: { now }, warn: warn)
    }

    func stop() {
        server.stop()
        directory.remove()
    }
}
