#if os(Linux)
    import AppDetailTransport
    import AsyncHTTPClient
    import Foundation
    import NIOCore
    import NIOHTTP1
    import NIOHTTPCompression
    import NIOPosix

    /// ``HTTPTransport`` over AsyncHTTPClient (SwiftNIO), the Linux stack: no libcurl, no thread
    /// spinning while it waits, and every limit enforced while the answer streams in.
    ///
    /// Each exchange has a client of its own on NIO's shared event loops, shut down before the
    /// exchange returns, so nothing outlives a fetch and a page served from the cache never starts
    /// the event loops at all.
    package struct AsyncHTTPClientTransport: HTTPTransport {
        let limits: TransportLimits
        let proxy: ProxyChoice

        /// A transport held to `limits`, each exchange through the proxy `proxy` chooses for it.
        package init(limits: TransportLimits, proxy: @escaping ProxyChoice) {
            self.limits = limits
            self.proxy = proxy
        }

        package func send(_ request: TransportRequest, deadline: ContinuousClock.Instant) async throws
            -> HTTPAnswer
        {
            let url = request.url
            // SwiftNIO's socket address traps (SIGILL) on a port above 65535: refuse it first.
            if url.namesImpossiblePort {
                throw TransportError.failed(reason: "the address names a port that does not exist")
            }
            let proxy = proxy(url)
            if let proxy, url.scheme?.lowercased() == "http" {
                return try await sendAbsoluteForm(request, deadline: deadline, through: proxy)
            }
            let client = HTTPClient(
                eventLoopGroupProvider: .singleton, configuration: configuration(through: proxy))
            let result: Result<HTTPAnswer, any Error>
            do {
                let exchange = Exchange(
                    client: client, request: request, nioDeadline: Self.nioDeadline(deadline),
                    maximumBodyBytes: limits.maximumBodyBytes)
                result = .success(try await withDeadline(deadline) { try await exchange.run() })
            } catch {
                result = .failure(error)
            }
            try? await client.shutdown()
            switch result {
            case .success(let answer): return answer
            case .failure(let error):
                guard let proxy else { throw transportError(error) }
                throw await proxyError(error, through: proxy)
            }
        }

        /// An `http://` address through `proxy`, sent whole to it (see ``AbsoluteFormExchange``).
        private func sendAbsoluteForm(
            _ request: TransportRequest, deadline: ContinuousClock.Instant, through proxy: TransportProxy
        ) async throws -> HTTPAnswer {
            let exchange = AbsoluteFormExchange(request: request, proxy: proxy, limits: limits)
            do {
                return try await withDeadline(deadline) { try await exchange.run() }
            } catch {
                throw await proxyError(error, through: proxy)
            }
        }

        private func configuration(through proxy: TransportProxy?) -> HTTPClient.Configuration {
            var configuration = HTTPClient.Configuration(
                redirectConfiguration: .disallow,
                timeout: .init(connect: .nanoseconds(Self.nanoseconds(limits.connectTimeout))),
                decompression: .enabled(limit: .size(limits.maximumBodyBytes)))
            configuration.connectionPool = .init(idleTimeout: .seconds(1))
            // A refused connection is reported at once; StoreRequester decides about retrying.
            configuration.connectionPool.retryConnectionEstablishment = false
            if let proxy {
                // An https request through a CONNECT tunnel, as curl and browsers send it (an
                // http one never comes here: AbsoluteFormExchange sends it whole).
                configuration.proxy = .server(
                    host: proxy.host, port: proxy.port,
                    authorization: proxy.credentials.map { .basic(credentials: $0.basic) })
            }
            return configuration
        }

        /// One request and its body.
        private struct Exchange: Sendable {
            let client: HTTPClient
            let request: TransportRequest
            let nioDeadline: NIODeadline
            let maximumBodyBytes: Int

            func run() async throws -> HTTPAnswer {
                var request = HTTPClientRequest(url: self.request.url.absoluteString)
                request.method = HTTPMethod(rawValue: self.request.method)
                if let body = self.request.body { request.body = .bytes(ByteBuffer(bytes: body)) }
                for (name, value) in self.request.headers { request.headers.add(name: name, value: value) }
                request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
                let response = try await client.execute(request, deadline: nioDeadline)
                let length = response.headers.first(name: "content-length").flatMap { Int($0) }
                let encoded = response.headers.first(name: "content-encoding") != nil
                var body = try CappedBody(limit: maximumBodyBytes, expectedLength: encoded ? nil : length)
                for try await buffer in response.body {
                    try buffer.withUnsafeReadableBytes { bytes throws(TransportError) in
                        try body.append(bytes)
                    }
                }
                return HTTPAnswer(
                    status: Int(response.status.code), location: response.headers.first(name: "location"),
                    retryAfter: response.headers.first(name: "retry-after"), body: body.data)
            }
        }

        /// An `errno` value in words, lowercased to sit inside a sentence.
        private static func words(_ errorNumber: Int32) -> String {
            String(cString: strerror(errorNumber)).lowercased()
        }

        private static func nioDeadline(_ deadline: ContinuousClock.Instant) -> NIODeadline {
            .now() + .nanoseconds(nanoseconds(max(.zero, deadline - .now)))
        }

        private static func nanoseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = duration.components
            guard seconds < Int64.max / 1_000_000_000 - 1 else { return Int64.max / 2 }
            return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        }

        /// A failure of the proxy itself, said as such: without it a proxy that is down or refuses
        /// would read as the App Store being unreachable. Any other error as without a proxy.
        private func proxyError(_ error: any Error, through proxy: TransportProxy) async -> any Error {
            let mapped = transportError(error)
            let name = "the proxy \(proxy.host):\(proxy.port)"
            switch error as? HTTPClientError {
            case .proxyAuthenticationRequired?:
                return TransportError.failed(
                    reason: proxy.credentials == nil
                        ? "\(name) asks for a user name and password"
                        : "\(name) refused the user name and password it was given")
            case .invalidProxyResponse?:
                // Any answer but 200 and 407 to CONNECT: a proxy that cannot reach the server, or
                // one that refuses the credentials it was given (some answer those with 401).
                return TransportError.failed(
                    reason: proxy.credentials == nil
                        ? "\(name) refused to open a connection to the server"
                        : "\(name) refused to open a connection to the server (or refused the user name and password it was given)"
                )
            default:
                guard case .cannotConnect? = mapped as? TransportError else { return mapped }
                // A connection that failed after the proxy took it (a tunnel opened, then bytes
                // that are neither TLS nor HTTP) is not an unreachable proxy: asked once more,
                // a proxy that accepts a connection is named for what it sent back.
                guard await Self.accepts(proxy) else {
                    return TransportError.failed(reason: "\(name) could not be reached")
                }
                return TransportError.failed(
                    reason:
                        "\(name) accepted the connection, but what came back through it was not the server's answer"
                )
            }
        }

        /// Whether `proxy` accepts a TCP connection within a second.
        private static func accepts(_ proxy: TransportProxy) async -> Bool {
            guard
                let channel = try? await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                    .connectTimeout(.seconds(1)).connect(host: proxy.host, port: proxy.port).get()
            else { return false }
            try? await channel.close()
            return true
        }

        /// AsyncHTTPClient's and SwiftNIO's errors in the terms the clients explain.
        private func transportError(_ error: any Error) -> any Error {
            switch error {
            case is TransportError, is CancellationError:
                return error
            case let error as HTTPClientError:
                switch error {
                case .connectTimeout, .deadlineExceeded, .readTimeout, .writeTimeout, .tlsHandshakeTimeout,
                    .getConnectionFromPoolTimeout:
                    return TransportError.timedOut
                case .remoteConnectionClosed:
                    return TransportError.failed(reason: "the server closed the connection before answering")
                case .cancelled:
                    return Task.isCancelled ? CancellationError() : TransportError.timedOut
                case .invalidURL, .emptyHost, .emptyScheme:
                    return TransportError.failed(reason: "the address cannot be requested")
                default:
                    return TransportError.failed(reason: "the server's answer broke the HTTP protocol")
                }
            case is NIOConnectionError, is ChannelError:
                return TransportError.cannotConnect
            case let error as IOError:
                return [ECONNREFUSED, EHOSTUNREACH, ENETUNREACH, ECONNRESET].contains(error.errnoCode)
                    ? TransportError.cannotConnect
                    : TransportError.failed(
                        reason: "the connection failed (\(Self.words(error.errnoCode)))")
            case let error as NIOHTTPDecompression.DecompressionError:
                return error == .limit
                    ? TransportError.bodyTooLarge(limit: limits.maximumBodyBytes)
                    : TransportError.undecodableBody
            case is NIOHTTPDecompression.ExtraDecompressionError:
                return TransportError.undecodableBody
            default:
                return TransportError.failed(reason: "the connection failed")
            }
        }
    }
#endif
