import AppDetailTransport

extension TransportLimits {
    /// 10 s to connect, 30 s in all, 5 MiB.
    static let standard = TransportLimits(
        connectTimeout: .seconds(10), overallTimeout: .seconds(30),
        maximumBodyBytes: AppDetailDataConfiguration.maximumAnswerBytes)
}
