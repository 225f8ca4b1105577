import AppDetailDomain
import AppDetailTransport
import AppDetailURLSession
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

#if os(Linux)
    import AppDetailAsyncHTTPClient
#endif

/// The transports the library has, every one held to the same contract: URLSession (what Apple
/// platforms use; here built against swift-corelibs-foundation) and, on Linux, AsyncHTTPClient
/// (what the Linux program uses).
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    #if os(Linux)
        case asyncHTTPClient
    #endif

    var testDescription: String { rawValue }

    /// Whether the transport's `cancel()` takes effect only later (swift-corelibs-foundation's
    /// URLSession), so a body past the cap may still be read off the socket, though not kept.
    var cancelsLazily: Bool {
        #if os(Linux)
            self == .urlSession
        #else
            false
        #endif
    }

    /// Whether the transport refuses an IPv6 literal host (swift-corelibs-foundation's URLSession).
    var refusesIPv6Literals: Bool {
        #if os(Linux)
            self == .urlSession
        #else
            false
        #endif
    }

    func make(_ limits: TransportLimits, proxy: TransportProxy? = nil) -> any HTTPTransport {
        switch self {
        case .urlSession: URLSessionTransport(limits: limits, proxy: { _ in proxy })
        #if os(Linux)
            case .asyncHTTPClient: AsyncHTTPClientTransport(limits: limits, proxy: { _ in proxy })
        #endif
        }
    }
}
