import AppDetailTransport
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Proxies as people name them, and each transport going through a real one: Debian's
/// tinyproxy on loopback, which logs every request it carries.
@Suite("Requests go through the proxy they are given")
struct ProxyTests {
    @Test(arguments: [
        ("http://proxy.example:3128", "proxy.example", 3128, nil as String?),
        ("proxy.example:8080", "proxy.example", 8080, nil),
        ("http://proxy.example", "proxy.example", 80, nil),
        ("HTTP://Proxy.Example:3128/", "proxy.example", 3128, nil),
        ("http://me:p%40ss@127.0.0.1:3128", "127.0.0.1", 3128, "me"),
        ("http://[::1]:3128", "::1", 3128, nil),
    ])
    func aProxyIsReadAsCurlReadsIt(text: String, host: String, port: Int, user: String?) throws {
        let server = try #require(ProxyServer(parsing: text))
        #expect(server.host.lowercased() == host && server.port == port && server.user == user)
    }

    @Test(arguments: [
        "", "https://proxy.example:3128", "socks5://proxy.example:1080", "proxy example:1", "http://:3128",
        "http://proxy.example:99999", "http://proxy.example:3128/path", "http://proxy.example:3128?x=1",
    ])
    func anythingElseIsNotAProxy(text: String) {
        #expect(ProxyServer(parsing: text) == nil)
    }

    @Test func aPasswordIsNeverShown() throws {
        let server = try #require(ProxyServer(parsing: "http://me:hunter2@proxy.example:3128"))
        #expect(server.description == "http://me:***@proxy.example:3128")
        #expect(!"\(server)".contains("hunter2") && !String(reflecting: server).contains("hunter2"))
        #expect(server.transportProxy.credentials?.basic == Data("me:hunter2".utf8).base64EncodedString())
    }

    @Test(arguments: [
        ("https://itunes.apple.com/lookup", [] as [String], true),
        ("https://itunes.apple.com/lookup", ["*"], false),
        ("https://itunes.apple.com/lookup", ["apple.com"], false),
        ("https://itunes.apple.com/lookup", [".apple.com"], false),
        ("https://itunes.apple.com/lookup", ["pple.com"], true),
        ("https://itunes.apple.com/lookup", ["itunes.apple.com:443"], false),
        ("https://itunes.apple.com/lookup", ["itunes.apple.com:8443"], true),
        ("http://127.0.0.1:8080/lookup", ["127.0.0.1"], false),
        ("http://127.0.0.1:8080/lookup", ["localhost"], true),
        // An address is one host, never the end of a name: curl reads `.0.0.1` so too.
        ("http://127.0.0.1:8080/lookup", [".0.0.1"], true),
        ("http://127.0.0.1:8080/lookup", ["0.0.1"], true),
        ("http://10.127.0.0.1.example/lookup", ["0.0.1.example"], false),
        ("http://[::1]:8080/lookup", ["::1"], false),
        ("http://[::1]:8080/lookup", ["[::1]:8080"], false),
        ("http://[::1]:8080/lookup", ["[::1]:9090"], true),
        ("ftp://itunes.apple.com/", [], false),
    ])
    func noProxyListsHostsReachedDirectly(url: String, excluded: [String], proxied: Bool) throws {
        let proxy = try #require(ProxyServer(parsing: "http://proxy.example:3128"))
        let settings = ProxySettings(http: proxy, https: proxy, excludedHosts: excluded)
        #expect((settings.server(for: try #require(URL(string: url))) != nil) == proxied)
    }

    @Test func theNoProxyListSplitsOnCommasAndSpaces() {
        #expect(
            ProxySettings.hosts(inList: "localhost, 127.0.0.1,,.example.com  ::1") == [
                "localhost", "127.0.0.1", ".example.com", "::1",
            ])
    }

    /// Each transport sends its request to tinyproxy, which carries it to the loopback server.
    ///
    /// URLSession is configured through `connectionProxyDictionary`, which Apple platforms honour;
    /// swift-corelibs-foundation ignores it, so on Linux only the transport the Linux program uses
    /// is held to it.
    @Test(.enabled(if: TinyProxy.installed), arguments: TransportKind.proxied)
    func eachTransportGoesThroughTinyproxy(transport: TransportKind) async throws {
        let server = try RawHTTPServer { _, connection in
            _ = connection.send("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
        }
        defer { server.stop() }
        let proxy = try TinyProxy()
        defer { proxy.stop() }
        let limits = TransportLimits(
            connectTimeout: .seconds(20), overallTimeout: .seconds(120), maximumBodyBytes: 1 << 20)
        let through = TransportProxy(host: "127.0.0.1", port: proxy.port, credentials: nil)
        let answer = try await transport.make(limits, proxy: through).get(
            server.baseURL.appendingPathComponent("lookup"), headers: [:], deadline: .now + .seconds(120))
        #expect(answer.status == 200 && answer.body == Data("ok".utf8))
        let carried = proxy.requests
        #expect(carried.count == 1, "\(transport): \(proxy.log)")
        #expect(carried.first?.contains("127.0.0.1:\(server.port)") == true, "\(carried)")
    }
}

extension TransportKind {
    /// The transports whose platform lets them go through a proxy here: swift-corelibs-foundation's
    /// URLSession compiles `connectionProxyDictionary` but connects directly (measured: tinyproxy
    /// carried nothing), so on Linux it is left out.
    static var proxied: [TransportKind] {
        #if canImport(FoundationNetworking)
            allCases.filter { $0 != .urlSession }
        #else
            allCases
        #endif
    }
}
