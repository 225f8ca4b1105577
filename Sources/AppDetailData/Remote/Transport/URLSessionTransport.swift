import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``HTTPTransport`` over `URLSession`, with bounded time and body size and no HTTP caching of
/// its own (the SQLite cache decides what is kept).
///
/// The session is made on the first request: a page served from the cache never pays for
/// setting up the networking stack (libcurl and its thread on Linux).
final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    private let limits: TransportLimits
    private let lock = NSLock()
    private var madeSession: URLSession?  // guarded by `lock`

    init(limits: TransportLimits) {
        self.limits = limits
    }

    deinit { madeSession?.finishTasksAndInvalidate() }

    private var session: URLSession {
        lock.withLock {
            if let madeSession { return madeSession }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = limits.requestTimeout
            configuration.timeoutIntervalForResource = limits.overallTimeout
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            let session = URLSession(configuration: configuration)
            madeSession = session
            return session
        }
    }

    func get(_ url: URL, headers: [String: String]) async throws -> HTTPReply {
        var request = URLRequest(url: url, timeoutInterval: limits.requestTimeout)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        guard data.count <= limits.maximumBodyBytes else { throw BodyTooLarge(bytes: data.count) }
        return HTTPReply(status: http.statusCode, body: data)
    }
}

/// A body over ``TransportLimits/maximumBodyBytes``.
struct BodyTooLarge: Error {
    let bytes: Int
}
