#if os(Linux)
    import AppDetailTransport
    import Foundation
    import NIOCore
    import NIOHTTP1
    import NIOHTTPCompression
    import NIOPosix

    /// One exchange with an `http://` address through an HTTP proxy, as curl sends it: the whole
    /// address as the request target (`GET http://host:port/path HTTP/1.1`), to the proxy, with no
    /// `CONNECT` tunnel. AsyncHTTPClient tunnels every request through a proxy with `CONNECT`,
    /// which proxies in their usual configuration refuse for any port but 443 (Debian's tinyproxy
    /// and Squid among them); plain http never needs one.
    struct AbsoluteFormExchange: Sendable {
        let request: TransportRequest
        let proxy: TransportProxy
        let limits: TransportLimits

        private var url: URL { request.url }

        func run() async throws -> HTTPAnswer {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connectTimeout(.nanoseconds(Self.nanoseconds(limits.connectTimeout)))
                .connect(host: proxy.host, port: proxy.port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHTTPClientHandlers()
                        try channel.pipeline.syncOperations.addHandler(
                            NIOHTTPResponseDecompressor(limit: .size(limits.maximumBodyBytes)))
                        return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                            wrappingChannelSynchronously: channel)
                    }
                }
            return try await channel.executeThenClose { inbound, outbound in
                try await outbound.write(.head(requestHead()))
                if let body = request.body {
                    try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body))))
                }
                try await outbound.write(.end(nil))
                var head: HTTPResponseHead?
                var body: CappedBody?
                for try await part in inbound {
                    switch part {
                    case .head(let received):
                        head = received
                        let length = received.headers.first(name: "content-length").flatMap { Int($0) }
                        let encoded = received.headers.first(name: "content-encoding") != nil
                        body = try CappedBody(
                            limit: limits.maximumBodyBytes, expectedLength: encoded ? nil : length)
                    case .body(let buffer):
                        try buffer.withUnsafeReadableBytes { bytes throws(TransportError) in
                            try body?.append(bytes)
                        }
                    case .end:
                        guard let head else { break }
                        // 407 is the proxy's; so is a 401 answered to a request that brought
                        // credentials (tinyproxy answers wrong ones so), as no store asks for any.
                        if head.status == .proxyAuthenticationRequired
                            || (head.status == .unauthorized && proxy.credentials != nil)
                        {
                            throw TransportError.failed(
                                reason: proxy.credentials == nil
                                    ? "the proxy \(proxy.host):\(proxy.port) asks for a user name and password"
                                    : "the proxy \(proxy.host):\(proxy.port) refused the user name and password it was given"
                            )
                        }
                        return HTTPAnswer(
                            status: Int(head.status.code), location: head.headers.first(name: "location"),
                            retryAfter: head.headers.first(name: "retry-after"), body: body?.data ?? Data())
                    }
                }
                throw TransportError.failed(reason: "the server closed the connection before answering")
            }
        }

        /// `GET http://host:port/path?query HTTP/1.1`, with the host, the caller's headers, the
        /// proxy's credentials and the encodings read.
        private func requestHead() -> HTTPRequestHead {
            var fields = HTTPHeaders()
            let host = url.host ?? ""
            let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            fields.add(name: "Host", value: url.port.map { "\(bracketed):\($0)" } ?? bracketed)
            for (name, value) in request.headers { fields.add(name: name, value: value) }
            if let body = request.body { fields.add(name: "Content-Length", value: "\(body.count)") }
            fields.add(name: "Accept-Encoding", value: "gzip, deflate")
            fields.add(name: "Connection", value: "close")
            if let credentials = proxy.credentials {
                fields.add(name: "Proxy-Authorization", value: "Basic \(credentials.basic)")
            }
            return HTTPRequestHead(
                version: .http1_1, method: HTTPMethod(rawValue: request.method), uri: url.absoluteString,
                headers: fields)
        }

        private static func nanoseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = duration.components
            guard seconds < Int64.max / 1_000_000_000 - 1 else { return Int64.max / 2 }
            return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        }
    }
#endif
