import Foundation

/// Fetches a URL: the one seam between the store clients and the network, so tests can point a
/// client at a real server on loopback and each platform brings its own stack.
///
/// A transport makes exactly one exchange: it never follows a redirect (the store requester decides
/// which ones to follow), stops at `deadline`, and stops reading a body that grows past its
/// limit, counting decompressed bytes.
package protocol HTTPTransport: Sendable {
    /// The status, redirect target and body of one GET.
    ///
    /// - Throws: ``TransportError``, or `CancellationError` when the calling task is cancelled.
    func get(_ url: URL, headers: [String: String], deadline: ContinuousClock.Instant) async throws
        -> HTTPReply
}

/// An HTTP answer.
package struct HTTPReply: Sendable {
    /// The status code.
    package let status: Int
    /// The `Location` header, for a redirect.
    package let location: String?
    /// The body, decompressed.
    package let body: Data

    /// An answer.
    package init(status: Int, location: String? = nil, body: Data) {
        self.status = status
        self.location = location
        self.body = body
    }
}
