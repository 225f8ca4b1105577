import Foundation

/// Fetches a URL: the one seam between the Lookup client and the network, so tests can point
/// the client at a real server on loopback and another platform can bring its own stack.
protocol HTTPTransport: Sendable {
    /// The status and body of a GET, or a thrown transport error (`URLError` and the like).
    func get(_ url: URL, headers: [String: String]) async throws -> HTTPReply
}

/// An HTTP answer.
struct HTTPReply: Sendable {
    let status: Int
    let body: Data
}
