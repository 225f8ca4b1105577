import AppDetailTransport
import Foundation

/// An HTTP proxy as people write one: `http://proxy.example:3128`, `proxy.example:3128`, or with
/// a user name and password, `http://user:secret@proxy.example:3128` (percent-encoded as a URL's
/// user part is). Only `http://` proxies are spoken to; https requests go through them in a
/// `CONNECT` tunnel, so the proxy never reads the answers.
public struct ProxyServer: Hashable, Sendable, CustomStringConvertible {
    /// The proxy's host name or address.
    public let host: String
    /// The proxy's port; 80 when the address names none.
    public let port: Int
    /// The user name the proxy is given, or `nil`.
    public let user: String?
    let password: String?

    /// The proxy `text` names, or `nil` when it is not an `http://` proxy with a host (an
    /// `https://` or `socks5://` proxy, a bare word with a space, an empty text).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace) else { return nil }
        let written = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let components = URLComponents(string: written), components.scheme?.lowercased() == "http",
            let host = components.host, !host.isEmpty,
            components.path.isEmpty || components.path == "/", components.query == nil
        else { return nil }
        let port = components.port ?? 80
        guard (1...65_535).contains(port) else { return nil }
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.port = port
        user = components.user?.removingPercentEncoding ?? components.user
        password = components.password?.removingPercentEncoding ?? components.password
    }

    /// `http://host:port`, never the password: what a log or an error may show.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(user.map { "\($0):***@" } ?? "")\(shownHost):\(port)"
    }

    var transportProxy: TransportProxy {
        TransportProxy(
            host: host, port: port,
            credentials: user.map { TransportProxy.Credentials(user: $0, password: password ?? "") })
    }
}
