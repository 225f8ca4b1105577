import Foundation
import TestSupport
import Testing

/// A proxy as users set one — `--proxy`, `$http_proxy`, `$no_proxy` — with Debian's tinyproxy on
/// loopback between the built tool and the loopback store, counting what it carried.
@Suite(
    "Through a proxy, as users set one", .enabled(if: fixturesAvailable), .enabled(if: TinyProxy.installed))
struct ProxyCommandTests {
    /// Every request the store saw came through the proxy: the proxy carried as many, each to
    /// the store's port.
    private func expectCarried(_ proxy: TinyProxy, _ tool: CommandLineTool) throws {
        let server = try #require(tool.server)
        let carried = proxy.requests
        #expect(
            !carried.isEmpty && carried.count == server.requests.count, "\(carried) \(server.requests.paths)")
        let port = try #require(tool.endpoint?.port)
        #expect(carried.allSatisfy { $0.contains("127.0.0.1:\(port)") }, "\(carried)")
    }

    @Test func theProxyOptionCarriesEveryRequest() async throws {
        let proxy = try TinyProxy()
        defer { proxy.stop() }
        try await withTool { (tool) async throws in
            let shown = try await tool.run(["show", "284882215", "--proxy", proxy.url.absoluteString])
            #expect(shown.status == 0, "\(shown.standardError)")
            try expectCarried(proxy, tool)
        }
    }

    @Test func theProxyVariablesAreHonouredAndNoProxyReachesDirectly() async throws {
        let proxy = try TinyProxy()
        defer { proxy.stop() }
        try await withTool { (tool) async throws in
            let direct = try await tool.run(
                ["developer", "362057950", "--country", "kr"],
                environment: ["http_proxy": proxy.url.absoluteString, "no_proxy": "localhost,127.0.0.1"])
            #expect(direct.status == 0, "\(direct.standardError)")
            #expect(proxy.requests.isEmpty, "no_proxy names the store's host: \(proxy.requests)")
            let proxied = try await tool.run(
                ["developer", "284417353", "--country", "us"],
                environment: ["HTTP_PROXY": proxy.url.absoluteString])
            #expect(proxied.status == 0, "\(proxied.standardError)")
            #expect(proxy.requests.count == 1, "\(proxy.requests)")
        }
    }

    /// The user name and password reach the proxy, and the password is never printed: not with
    /// `-v`, not when the proxy refuses it.
    @Test func credentialsAreSentAndNeverPrinted() async throws {
        let proxy = try TinyProxy(user: "appdetail", password: "s3cret-pw")
        defer { proxy.stop() }
        try await withTool { (tool) async throws in
            let good = "http://appdetail:s3cret-pw@127.0.0.1:\(proxy.port)"
            let accepted = try await tool.run([
                "developer", "362057950", "--country", "kr", "--proxy", good, "-v",
            ])
            #expect(accepted.status == 0, "\(accepted.standardError)")
            #expect(accepted.standardError.contains("http://appdetail:***@127.0.0.1:\(proxy.port)"))
            #expect(!(accepted.standardOutput + accepted.standardError).contains("s3cret-pw"))
            #expect(proxy.requests.count == 1, "\(proxy.log)")

            let bad = "http://appdetail:wrong-pw@127.0.0.1:\(proxy.port)"
            let refused = try await tool.run(
                ["developer", "284417353", "--country", "us", "--proxy", bad, "-v"])
            #expect(refused.status == 69, "\(refused.standardError)")
            #expect(
                refused.standardError.contains("refused the user name and password"),
                "\(refused.standardError)")
            #expect(!(refused.standardOutput + refused.standardError).contains("wrong-pw"))
        }
    }

    @Test(arguments: [
        "socks5://me:hunter2@127.0.0.1:1080", "https://me:hunter2@127.0.0.1:3128", "not a proxy",
    ])
    func aProxyThatIsNotHTTPIsRefusedBeforeAnythingIsSent(value: String) async throws {
        try await withTool { (tool) async throws in
            for run in [["--proxy", value], []] {
                let outcome = try await tool.run(
                    ["show", "284882215"] + run,
                    environment: run.isEmpty ? ["https_proxy": value, "http_proxy": value] : [:])
                #expect(outcome.status == 64, "\(outcome.standardError)")
                #expect(!outcome.standardError.contains("hunter2"), "\(outcome.standardError)")
                #expect(try #require(tool.server).requests.count == 0, "nothing was sent")
            }
        }
    }

    /// A plain http address goes to the proxy whole (`GET http://…`), as curl sends it: a proxy in
    /// its usual configuration allows a `CONNECT` tunnel to port 443 only.
    @Test func aPlainAddressIsSentWholeNotThroughATunnel() async throws {
        let proxy = try TinyProxy(settings: ["ConnectPort 443", "ConnectPort 563"])
        defer { proxy.stop() }
        try await withTool { (tool) async throws in
            let shown = try await tool.run(["show", "284882215", "--proxy", proxy.url.absoluteString])
            #expect(shown.status == 0, "\(shown.standardError)\n\(proxy.log)")
            try expectCarried(proxy, tool)
            #expect(proxy.requests.allSatisfy { $0.hasPrefix("GET http://") }, "\(proxy.requests)")
        }
    }

    /// `no_proxy=.0.0.1` names a domain: 127.0.0.1 is still reached through the proxy.
    @Test func anAddressIsExcludedWholeNeverByItsEnd() async throws {
        let proxy = try TinyProxy()
        defer { proxy.stop() }
        try await withTool { (tool) async throws in
            let shown = try await tool.run(
                ["developer", "362057950", "--country", "kr"],
                environment: ["http_proxy": proxy.url.absoluteString, "no_proxy": ".0.0.1,0.0.1"])
            #expect(shown.status == 0, "\(shown.standardError)")
            #expect(proxy.requests.count == 1, "\(proxy.requests)")
        }
    }

    /// A proxy that opens the tunnel and then sends bytes that are neither TLS nor HTTP is named
    /// for that, not as a proxy that could not be reached.
    @Test func aProxyThatOpensATunnelAndSendsGarbageIsNamedForIt() async throws {
        let fake = try RawHTTPServer { _, connection in
            _ = connection.send("HTTP/1.1 200 Connection established\r\n\r\n")
            _ = connection.send(String(repeating: "\u{0}garbage, not TLS\r\n", count: 64))
        }
        defer { fake.stop() }
        try await withTool { (tool) async throws in
            let outcome = try await tool.run([
                "show", "284882215", "--refresh", "--proxy", fake.baseURL.absoluteString, "--endpoint",
                "https://127.0.0.1:9/",
            ])
            #expect(outcome.status == 69, "\(outcome.standardError)")
            #expect(
                outcome.standardError.contains("accepted the connection, but what came back through it"),
                "\(outcome.standardError)")
            #expect(
                !outcome.standardError.contains("\(fake.port) could not be reached"),
                "\(outcome.standardError)")
        }
    }
}
