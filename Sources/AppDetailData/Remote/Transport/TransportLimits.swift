import Foundation

/// The bounds every request is held to.
///
/// Timeouts are at least one second: FoundationNetworking on Linux turns a sub-second timeout
/// into an immediate failure, even for a server that answers in milliseconds.
struct TransportLimits: Sendable {
    /// How long to wait for the connection and for each chunk of the answer.
    let requestTimeout: TimeInterval
    /// How long a whole request may take, answer included.
    let overallTimeout: TimeInterval
    /// The largest body accepted; a real lookup answer is a few tens of kilobytes.
    let maximumBodyBytes: Int

    init(requestTimeout: TimeInterval, overallTimeout: TimeInterval, maximumBodyBytes: Int) {
        self.requestTimeout = max(1, requestTimeout)
        self.overallTimeout = max(self.requestTimeout, overallTimeout)
        self.maximumBodyBytes = max(0, maximumBodyBytes)
    }

    /// 10 s per step, 30 s in all, 5 MiB.
    static let standard = TransportLimits(requestTimeout: 10, overallTimeout: 30, maximumBodyBytes: 5 << 20)
}
