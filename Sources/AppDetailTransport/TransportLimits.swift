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
