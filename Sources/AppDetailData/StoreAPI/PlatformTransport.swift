import AppDetailTransport

#if os(Linux)
    import AppDetailAsyncHTTPClient
#else
    import AppDetailURLSession
#endif

/// The platform's own HTTP stack: `URLSession` on Apple platforms, AsyncHTTPClient on Linux.
enum PlatformTransport {
    static func make(limits: TransportLimits, proxies: ProxySettings?) -> any HTTPTransport {
        let choice = proxies?.choice ?? Self.direct
        #if os(Linux)
            return AsyncHTTPClientTransport(limits: limits, proxy: choice)
        #else
            return URLSessionTransport(limits: limits, proxy: choice)
        #endif
    }

    /// Every exchange connects directly.
    private static let direct: ProxyChoice = { _ in nil }
}

extension TransportLimits {
    /// 10 s to connect, 30 s in all, 5 MiB.
    static let standard = TransportLimits(
        connectTimeout: .seconds(10), overallTimeout: .seconds(30),
        maximumBodyBytes: AppDetailDataConfiguration.maximumAnswerBytes)
}
