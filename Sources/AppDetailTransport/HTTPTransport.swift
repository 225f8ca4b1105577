import Foundation

/// Fetches a URL: the one seam between the store clients and the network, so tests can point a
/// client at a real server on loopback and each platform brings its own stack.
///
/// A transport makes exactly one exchange: it never follows a redirect (the store requester decides
/// which ones to follow), stops at `deadline`, and stops reading a body that grows past its
/// limit, counting decompressed bytes.
package protocol HTTPTransport: Sendable {
    /// The status, redirect target and body of one exchange.
    ///
    /// - Throws: ``TransportError``, or `CancellationError` when the calling task is cancelled.
    func send(_ request: TransportRequest, deadline: ContinuousClock.Instant) async throws -> HTTPAnswer
}

extension HTTPTransport {
    /// The status, redirect target and body of one GET.
    package func get(_ url: URL, headers: [String: String], deadline: ContinuousClock.Instant) async throws
        -> HTTPAnswer
    {
        try await send(TransportRequest(url: url, headers: headers), deadline: deadline)
    }
}

/// One request: a GET of the store's answers, or a POST of an alert to a webhook.
package struct TransportRequest: Sendable {
    /// The address.
    package let url: URL
    /// `GET` or `POST`.
    package let method: String
    /// The headers, beside those the transport adds (`Accept-Encoding`, `Host`).
    package let headers: [String: String]
    /// The body of a POST.
    package let body: Data?

    /// A request; a body makes it a POST.
    package init(url: URL, headers: [String: String], body: Data? = nil) {
        self.url = url
        self.method = body == nil ? "GET" : "POST"
        self.headers = headers
        self.body = body
    }
}

/// An HTTP answer.
package struct HTTPAnswer: Sendable {
    /// The status code.
    package let status: Int
    /// The `Location` header, for a redirect.
    package let location: String?
    /// The body, decompressed.
    package let body: Data
    /// The `Retry-After` header (seconds, or an HTTP date), with which a store that limits
    /// requests says when to come back.
    package let retryAfter: String?

    /// An answer.
    package init(status: Int, location: String? = nil, retryAfter: String? = nil, body: Data) {
        self.status = status
        self.location = location
        self.retryAfter = retryAfter
        self.body = body
    }
}

/// Why one exchange failed, in terms every transport can report and the clients can explain.
package enum TransportError: Error, Equatable {
    /// The deadline passed before the answer was complete.
    case timedOut
    /// No connection could be made to the host (refused, unresolvable, unreachable).
    case cannotConnect
    /// The body, once decompressed, grew past the limit.
    case bodyTooLarge(limit: Int)
    /// The body was compressed in a way that cannot be inflated.
    case undecodableBody
    /// The connection failed for another reason; `reason` is in plain words.
    case failed(reason: String)
}

/// The bounds every fetch is held to.
package struct TransportLimits: Sendable {
    /// How long to wait for a connection to open.
    package let connectTimeout: Duration
    /// How long a whole fetch may take: connecting, the answer, redirects, and every retry with
    /// its back-off.
    package let overallTimeout: Duration
    /// The largest body accepted, counted after decompression; a real lookup answer is a few tens
    /// of kilobytes.
    package let maximumBodyBytes: Int

    /// Limits; negative values count as zero.
    package init(connectTimeout: Duration, overallTimeout: Duration, maximumBodyBytes: Int) {
        self.connectTimeout = max(.zero, connectTimeout)
        self.overallTimeout = max(.zero, overallTimeout)
        self.maximumBodyBytes = max(0, maximumBodyBytes)
    }
}

/// Runs `operation` until `deadline`: past it the operation is cancelled and ``TransportError/timedOut``
/// thrown, whatever the operation was waiting for (a connection, a header, a slow body).
package func withDeadline<Value: Sendable>(
    _ deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    guard deadline > .now else { throw TransportError.timedOut }
    return try await withThrowingTaskGroup(of: Value?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(until: deadline, clock: .continuous)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw TransportError.timedOut }
        return value
    }
}

/// A body read chunk by chunk that refuses to grow past a limit, so memory stays bounded by it
/// whatever the server sends.
package struct CappedBody {
    /// The most bytes the body may hold.
    package let limit: Int
    /// The bytes so far.
    package private(set) var data = Data()

    /// An empty body; an `expectedLength` past the limit is refused at once.
    package init(limit: Int, expectedLength: Int?) throws(TransportError) {
        self.limit = limit
        if let expectedLength, expectedLength > limit { throw .bodyTooLarge(limit: limit) }
        if let expectedLength, expectedLength > 0 { data.reserveCapacity(expectedLength) }
    }

    /// Adds `bytes`, or throws ``TransportError/bodyTooLarge(limit:)`` when they would pass the limit.
    package mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(TransportError) {
        guard bytes.count <= limit - data.count else { throw .bodyTooLarge(limit: limit) }
        data.append(contentsOf: bytes)
    }
}

extension URL {
    /// The TCP ports a connection can be made to. `URL` parses any number after the colon; a
    /// number outside this range must never reach SwiftNIO, whose socket address traps on it.
    package static let possiblePorts = 1...65535

    /// Whether the address names a port no connection can use: 0, above 65535, or digits too
    /// many for `URL` to read (it then reports no port at all, and a connection would go to the
    /// scheme's default port instead).
    package var namesImpossiblePort: Bool {
        if let port { return !Self.possiblePorts.contains(port) }
        let text = absoluteString
        guard let schemeEnd = text.range(of: "://") else { return false }
        let authority = text[schemeEnd.upperBound...].prefix { !"/?#".contains($0) }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? authority
        guard !hostAndPort.hasSuffix("]"), let colon = hostAndPort.lastIndex(of: ":") else { return false }
        let digits = hostAndPort[hostAndPort.index(after: colon)...]
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }
}
