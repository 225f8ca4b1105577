#if !os(Linux)
    import Foundation

    /// ``HTTPTransport`` over `URLSession`, the stack of Apple platforms (and so of the iOS client):
    /// an ephemeral session with no HTTP cache of its own (the SQLite cache decides what is kept),
    /// redirects handed back instead of followed, and the body cap enforced while bytes arrive.
    final class URLSessionTransport: HTTPTransport, Sendable {
        private let limits: TransportLimits
        private let session: URLSession

        init(limits: TransportLimits) {
            self.limits = limits
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = Self.seconds(limits.connectTimeout)
            configuration.timeoutIntervalForResource = Self.seconds(limits.overallTimeout)
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            session = URLSession(
                configuration: configuration, delegate: RedirectRefuser(), delegateQueue: nil)
        }

        deinit { session.finishTasksAndInvalidate() }

        func get(_ url: URL, headers: [String: String], deadline: ContinuousClock.Instant) async throws
            -> HTTPReply
        {
            let session = session
            let limit = limits.maximumBodyBytes
            do {
                return try await withDeadline(deadline) {
                    var request = URLRequest(url: url)
                    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
                    let (bytes, response) = try await session.bytes(for: request)
                    guard let http = response as? HTTPURLResponse else {
                        throw TransportError.failed(reason: "the answer was not HTTP")
                    }
                    let encoded = http.value(forHTTPHeaderField: "Content-Encoding") != nil
                    let length = http.expectedContentLength >= 0 ? Int(http.expectedContentLength) : nil
                    var body = try CappedBody(limit: limit, expectedLength: encoded ? nil : length)
                    var chunk: [UInt8] = []
                    chunk.reserveCapacity(1 << 14)
                    for try await byte in bytes {
                        chunk.append(byte)
                        guard chunk.count == 1 << 14 else { continue }
                        try body.append(chunk)
                        chunk.removeAll(keepingCapacity: true)
                    }
                    try body.append(chunk)
                    return HTTPReply(
                        status: http.statusCode, location: http.value(forHTTPHeaderField: "Location"),
                        body: body.data)
                }
            } catch let error as URLError {
                throw Self.transportError(error)
            }
        }

        private static func transportError(_ error: URLError) -> any Error {
            switch error.code {
            case .timedOut: TransportError.timedOut
            case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet:
                TransportError.cannotConnect
            case .cancelled: Task.isCancelled ? CancellationError() : TransportError.timedOut
            case .cannotDecodeContentData, .cannotDecodeRawData: TransportError.undecodableBody
            case .networkConnectionLost:
                TransportError.failed(reason: "the connection was lost before the answer was complete")
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
                TransportError.failed(reason: "the secure connection could not be established")
            default: TransportError.failed(reason: "the connection failed (URL error \(error.code.rawValue))")
            }
        }

        private static func seconds(_ duration: Duration) -> TimeInterval {
            let (seconds, attoseconds) = duration.components
            return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
        }
    }

    /// Hands every redirect back to the caller, which decides whether to follow it.
    private final class RedirectRefuser: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest
        ) async -> URLRequest? {
            nil
        }
    }
#endif
