import AppDetailTransport
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``HTTPTransport`` over `URLSession`, the stack of Apple platforms (and so of the iOS client):
/// an ephemeral session with no HTTP cache of its own (the SQLite cache decides what is kept),
/// redirects handed back instead of followed, and the body cap enforced while bytes arrive.
///
/// Written against what `URLSession` offers on every platform — a data task and its delegate,
/// no `bytes(for:)` — so the same source compiles against swift-corelibs-foundation, where the
/// transport contract tests run it. On Linux the shipped program uses AsyncHTTPClient instead.
package final class URLSessionTransport: HTTPTransport, Sendable {
    private let limits: TransportLimits
    private let proxy: ProxyChoice

    /// A transport held to `limits`, each exchange through the proxy `proxy` chooses for it.
    package init(limits: TransportLimits, proxy: @escaping ProxyChoice) {
        self.limits = limits
        self.proxy = proxy
    }

    package func send(_ sent: TransportRequest, deadline: ContinuousClock.Instant) async throws -> HTTPAnswer
    {
        let url = sent.url
        var request = URLRequest(url: url)
        request.httpMethod = sent.method
        request.httpBody = sent.body
        for (name, value) in sent.headers { request.setValue(value, forHTTPHeaderField: name) }
        let exchange = Exchange(maximumBodyBytes: limits.maximumBodyBytes)
        let chosen = proxy(url)
        // A plain request's header reaches the proxy; an https one's travels inside the tunnel,
        // where the proxy never reads it (URLSession answers the proxy's own challenge there).
        if let credentials = chosen?.credentials, url.scheme?.lowercased() == "http" {
            request.setValue("Basic \(credentials.basic)", forHTTPHeaderField: "Proxy-Authorization")
        }
        let session = URLSession(
            configuration: configuration(through: chosen), delegate: exchange, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        do {
            return try await withDeadline(deadline) {
                try await withTaskCancellationHandler {
                    try await exchange.reply(starting: task)
                } onCancel: {
                    task.cancel()
                }
            }
        } catch let error as URLError {
            throw Self.transportError(error)
        }
    }

    private func configuration(through proxy: TransportProxy?) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        // The keys of CFNetwork's proxy dictionary, spelled out: the constants are not on every
        // platform. An empty dictionary means no proxy at all, not the system's.
        configuration.connectionProxyDictionary =
            proxy.map {
                [
                    "HTTPEnable": 1, "HTTPProxy": $0.host, "HTTPPort": $0.port,
                    "HTTPSEnable": 1, "HTTPSProxy": $0.host, "HTTPSPort": $0.port,
                ]
            } ?? [:]
        configuration.timeoutIntervalForRequest = Self.seconds(limits.connectTimeout)
        configuration.timeoutIntervalForResource = Self.seconds(limits.overallTimeout)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        return configuration
    }

    private static func transportError(_ error: URLError) -> any Error {
        switch error.code {
        case .timedOut: TransportError.timedOut
        case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed, .notConnectedToInternet:
            TransportError.cannotConnect
        case .cancelled: Task.isCancelled ? CancellationError() : TransportError.timedOut
        case .cannotDecodeContentData, .cannotDecodeRawData: TransportError.undecodableBody
        case .networkConnectionLost:
            TransportError.failed(reason: "the connection was lost before the answer was complete")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            TransportError.failed(reason: "the secure connection could not be established")
        default: TransportError.failed(reason: "the connection failed (URL error \(error.code.rawValue))")
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
