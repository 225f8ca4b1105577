import AppDetailTransport

#if os(Linux)
    import AppDetailAsyncHTTPClient
#else
    import AppDetailURLSession
#endif

/// The platform's own HTTP stack: `URLSession` on Apple platforms, AsyncHTTPClient on Linux.
enum PlatformTransport {
    static func make(limits: TransportLimits) -> any HTTPTransport {
        #if os(Linux)
            AsyncHTTPClientTransport(limits: limits)
        #else
            URLSessionTransport(limits: limits)
        #endif
    }
}

extension TransportLimits {
    /// 10 s to connect, 30 s in all, 5 MiB.
    static let standard = TransportLimits(
        connectTimeout: .seconds(10), overallTimeout: .seconds(30),
        maximumBodyBytes: AppDetailDataConfiguration.maximumAnswerBytes)
}
