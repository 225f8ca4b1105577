/// The bounds every fetch is held to.
struct TransportLimits: Sendable {
    /// How long to wait for a connection to open.
    let connectTimeout: Duration
    /// How long a whole fetch may take: connecting, the answer, redirects, and every retry with
    /// its back-off.
    let overallTimeout: Duration
    /// The largest body accepted, counted after decompression; a real lookup answer is a few tens
    /// of kilobytes.
    let maximumBodyBytes: Int

    init(connectTimeout: Duration, overallTimeout: Duration, maximumBodyBytes: Int) {
        self.connectTimeout = max(.zero, connectTimeout)
        self.overallTimeout = max(.zero, overallTimeout)
        self.maximumBodyBytes = max(0, maximumBodyBytes)
    }

    /// 10 s to connect, 30 s in all, 5 MiB.
    static let standard = TransportLimits(
        connectTimeout: .seconds(10), overallTimeout: .seconds(30),
        maximumBodyBytes: AppDetailDataConfiguration.maximumAnswerBytes)
}
