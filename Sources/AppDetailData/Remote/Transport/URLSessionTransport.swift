import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``HTTPTransport`` over `URLSession`, with bounded time and body size and no HTTP caching of
/// its own (the SQLite cache decides what is kept).
final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let limits: TransportLimits

    init(limits: TransportLimits) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = limits.requestTimeout
        configuration.timeoutIntervalForResource = limits.overallTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.session = URLSession(configuration: configuration)
        self.limits = limits
    }

    deinit { session.finishTasksAndInvalidate() }

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
