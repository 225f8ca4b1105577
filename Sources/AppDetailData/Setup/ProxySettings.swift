import AppDetailTransport
import Foundation

/// Which proxy each request goes through: one for `http://` addresses, one for `https://`, and
/// the hosts that are reached directly, as the `http_proxy`, `https_proxy` and `no_proxy`
/// variables of curl and most tools say it.
///
/// An excluded host is written as a name (`example.com`, which also covers `api.example.com`),
/// a name with a leading dot (`.example.com`, the same), an address (`127.0.0.1`, `::1`, which
/// covers that address only: `.0.0.1` is no part of 127.0.0.1, as curl reads it), any of these
/// with `:port` to exclude only that port, or `*` for every host. No host is excluded
/// unless listed, loopback included: a proxy named for everything is used for everything.
public struct ProxySettings: Hashable, Sendable {
    /// The proxy of `http://` requests, or `nil` to connect directly.
    public var http: ProxyServer?
    /// The proxy of `https://` requests, or `nil` to connect directly.
    public var https: ProxyServer?
    /// The hosts reached directly whatever the proxies.
    public var excludedHosts: [String]

    /// Settings.
    public init(http: ProxyServer?, https: ProxyServer?, excludedHosts: [String]) {
        self.http = http
        self.https = https
        self.excludedHosts = excludedHosts
    }

    /// The list of hosts in a `no_proxy` value: comma- or space-separated, empty entries dropped.
    public static func hosts(inList text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    /// The proxy a request to `url` goes through, or `nil` for a direct connection.
    public func server(for url: URL) -> ProxyServer? {
        let proxy: ProxyServer? =
            switch url.scheme?.lowercased() {
            case "http": http
            case "https": https
            default: nil
            }
        guard let proxy, let host = url.host?.lowercased() else { return nil }
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        return excludedHosts.contains { Self.excludes($0, host: host, port: port) } ? nil : proxy
    }

    /// Whether the `no_proxy` entry `entry` covers `host` on `port`.
    static func excludes(_ entry: String, host: String, port: Int) -> Bool {
        var pattern = entry.lowercased()
        if pattern == "*" { return true }
        if pattern.hasPrefix("["), let close = pattern.firstIndex(of: "]") {  // [::1]:8080
            let rest = pattern[pattern.index(after: close)...]
            if rest.hasPrefix(":"), let wanted = Int(rest.dropFirst()), wanted != port { return false }
            pattern = String(pattern[pattern.index(after: pattern.startIndex)..<close])
        } else if pattern.filter({ $0 == ":" }).count == 1, let colon = pattern.lastIndex(of: ":") {
            guard let wanted = Int(pattern[pattern.index(after: colon)...]) else { return false }
            if wanted != port { return false }
            pattern = String(pattern[..<colon])
        }
        let bareHost = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        // An address is matched whole: `.0.0.1` names a domain, not the end of 127.0.0.1.
        if isAddress(bareHost) { return bareHost == pattern }
        if pattern.hasPrefix(".") { pattern.removeFirst() }
        guard !pattern.isEmpty else { return false }
        return bareHost == pattern || bareHost.hasSuffix("." + pattern)
    }

    /// Whether `host` is an IPv4 address (four numbers) or an IPv6 one (it holds a colon).
    private static func isAddress(_ host: String) -> Bool {
        if host.contains(":") { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy {
                !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber)
            }
    }

    /// The transport's choice for each URL.
    var choice: ProxyChoice {
        let settings = self
        return { url in settings.server(for: url)?.transportProxy }
    }
}
