import AppDetailData
import Foundation

/// The proxies a run goes through: `--proxy` for every request, else the variables curl and most
/// tools read — `https_proxy` for https, `http_proxy` for http, `all_proxy` for either (each
/// also in capitals; the lower-case one wins), and `no_proxy` for the hosts reached directly.
/// A value that is not an `http://` proxy is refused before anything is sent, and never echoed:
/// it may hold a password.
enum ProxyVariables {
    /// The settings, or `nil` when no proxy is named; each proxy chosen, and where from, for `-v`.
    static func settings(option: String?, in environment: CommandEnvironment) throws(UsageError)
        -> (settings: ProxySettings, chosen: [String])?
    {
        let variables = environment.variables
        func named(_ names: [String]) -> (value: String, source: String)? {
            for name in names {
                if let value = variables[name], !value.isEmpty { return (value, "$\(name)") }
            }
            return nil
        }
        let forHTTP: (value: String, source: String)?
        let forHTTPS: (value: String, source: String)?
        if let option {
            forHTTP = (option, "--proxy")
            forHTTPS = (option, "--proxy")
        } else {
            forHTTP = named(["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"])
            forHTTPS = named(["https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"])
        }
        guard forHTTP != nil || forHTTPS != nil else { return nil }
        let http = try forHTTP.map { named throws(UsageError) in try server(named.value, from: named.source) }
        let https = try forHTTPS.map { named throws(UsageError) in try server(named.value, from: named.source)
        }
        let excluded = named(["no_proxy", "NO_PROXY"]).map { ProxySettings.hosts(inList: $0.value) } ?? []
        var chosen: [String] = []
        if let http, let source = forHTTP?.source { chosen.append("http through \(http) (\(source))") }
        if let https, let source = forHTTPS?.source { chosen.append("https through \(https) (\(source))") }
        if !excluded.isEmpty { chosen.append("directly: \(excluded.joined(separator: ", "))") }
        return (ProxySettings(http: http, https: https, excludedHosts: excluded), chosen)
    }

    private static func server(_ text: String, from source: String) throws(UsageError) -> ProxyServer {
        guard let server = ProxyServer(parsing: text) else {
            throw UsageError(
                message: "\(source) is not an http:// proxy address; nothing was sent.",
                hint:
                    "Give one such as http://proxy.example:3128 or http://user:password@proxy.example:3128 (https:// and socks proxies are not supported)."
            )
        }
        return server
    }
}
