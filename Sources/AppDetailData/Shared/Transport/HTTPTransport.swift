import Foundation

/// Fetches a URL: the one seam between the store clients and the network, so tests can point a
/// client at a real server on loopback and each platform brings its own stack.
///
/// A transport makes exactly one exchange: it never follows a redirect (``StoreRequester`` decides
/// which ones to follow), stops at `deadline`, and stops reading a body that grows past its
/// limit, counting decompressed bytes.
protocol HTTPTransport: Sendable {
    /// The status, redirect target and body of one GET.
    ///
    /// - Throws: ``TransportError``, or `CancellationError` when the calling task is cancelled.
    func get(_ url: URL, headers: [String: String], deadline: ContinuousClock.Instant) async throws
        -> HTTPReply
}

/// An HTTP answer.
struct HTTPReply: Sendable {
    let status: Int
    /// The `Location` header, for a redirect.
    let location: String?
    let body: Data

    init(status: Int, location: String? = nil, body: Data) {
        self.status = status
        self.location = location
        self.body = body
    }
}
