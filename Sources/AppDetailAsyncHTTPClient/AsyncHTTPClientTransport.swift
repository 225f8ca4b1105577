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

        /// A transport held to `limits`.
        package init(limits: TransportLimits) {
            self.limits = limits
        }

        package func get(_ url: URL, headers: [String: String], deadline: ContinuousClock.Instant)
            async throws
            -> HTTPAnswer
        {
            // SwiftNIO's socket address traps (SIGILL) on a port above 65535: refuse it first.
            if url.namesImpossiblePort {
                throw TransportError.failed(reason: "the address names a port that does not exist")
            }
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            let result: Result<HTTPAnswer, any Error>
            do {
                let exchange = Exchange(
                    client: client, url: url, headers: headers, nioDeadline: Self.nioDeadline(deadline),
                    maximumBodyBytes: limits.maximumBodyBytes)
                result = .success(try await withDeadline(deadline) { try await exchange.run() })
            } catch {
                result = .failure(error)
            }
            try? await client.shutdown()
            return try result.mapError(transportError).get()
        }

        private var configuration: HTTPClient.Configuration {
            var configuration = HTTPClient.Configuration(
                redirectConfiguration: .disallow,
                timeout: .init(connect: .nanoseconds(Self.nanoseconds(limits.connectTimeout))),
                decompression: .enabled(limit: .size(limits.maximumBodyBytes)))
            configuration.connectionPool = .init(idleTimeout: .seconds(1))
            // A refused connection is reported at once; StoreRequester decides about retrying.
            configuration.connectionPool.retryConnectionEstablishment = false
            return configuration
        }

        /// One request and its body.
        private struct Exchange: Sendable {
            let client: HTTPClient
            let url: URL
            let headers: [String: String]
            let nioDeadline: NIODeadline
            let maximumBodyBytes: Int

            func run() async throws -> HTTPAnswer {
                var request = HTTPClientRequest(url: url.absoluteString)
                request.method = .GET
                for (name, value) in headers { request.headers.add(name: name, value: value) }
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
                    body: body.data)
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
