import AppDetailData
import AppDetailTerminal
import ArgumentParser
import Foundation

/// Where to look: the storefront, the API and the cache.
struct StoreOptions: ParsableArguments {
    @OptionGroup var storefront: StorefrontOptions

    @OptionGroup var cache: CacheDirectoryOption

    @Option(
        help: "An iTunes-compatible base URL (default: $APPDETAIL_ENDPOINT, else https://itunes.apple.com).")
    var endpoint: String?

    @Option(
        help: ArgumentHelp(
            "Send every request through this HTTP proxy, http://[user:password@]host:port (default: $https_proxy or $HTTPS_PROXY for https, $http_proxy or $HTTP_PROXY for http; hosts in $no_proxy are reached directly).",
            valueName: "url"))
    var proxy: String?

    @Option(
        help:
            "Give up on the App Store this many seconds after the command starts, every part and retry included (1–300)."
    )
    var timeout: Int = 30

    @Option(
        help: ArgumentHelp(
            "Send at most this many requests a minute to the App Store, together with every other appdetail using this cache (1–60000; default: $APPDETAIL_RATE, else 20, the store's documented limit).",
            valueName: "per-minute"))
    var rate: Int?

    func validate() throws {
        guard (1...300).contains(timeout) else {
            throw ValidationError("--timeout takes 1 to 300 seconds, not \(timeout).")
        }
        if let rate, !Self.rates.contains(rate) {
            throw ValidationError(
                "--rate takes 1 to 60000 requests a minute, not \(rate); the App Store allows about 20.")
        }
    }

    /// The rates `--rate` and `$APPDETAIL_RATE` take, in requests a minute.
    static let rates = 1...60_000

    /// The request budget: `--rate`, else `$APPDETAIL_RATE`, else the store's documented 20 a
    /// minute; five requests may go at once (a page's parts). A variable that is not a whole
    /// number in range is a usage error, never the default in disguise. `isTyped`: the rate came
    /// from `--rate`, which a person raising the budget is told about (a variable is set once,
    /// deliberately, where the manual says what it risks; cron would mail the note every day).
    func requestRate(in environment: CommandEnvironment) throws(UsageError) -> (
        rate: RequestRate, isTyped: Bool
    ) {
        try Self.requestRate(typed: rate, in: environment)
    }

    /// The budget of ``requestRate(in:)`` for a rate typed (or not) in a command without these
    /// options, such as `track list`, which says how a watch list's day is planned.
    static func requestRate(typed rate: Int?, in environment: CommandEnvironment) throws(UsageError) -> (
        rate: RequestRate, isTyped: Bool
    ) {
        var perMinute = rate
        if perMinute == nil, let text = environment.variables["APPDETAIL_RATE"], !text.isEmpty {
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)), Self.rates.contains(number)
            else {
                throw UsageError(
                    message:
                        "$APPDETAIL_RATE “\(text)” is not a number of requests a minute from 1 to 60000.",
                    hint:
                        "Set it to a whole number such as 20 (the App Store's documented limit), or unset it."
                )
            }
            perMinute = number
        }
        guard let perMinute else { return (.appStore, false) }
        let burst = min(RequestRate.appStore.burst, perMinute)
        return (RequestRate(perMinute: perMinute, burst: burst) ?? .appStore, rate != nil)
    }

    /// The endpoint the options and the environment choose. An empty or malformed value, from
    /// the option or the variable, is a usage error: it never falls back to the real App Store.
    /// Whether `text`, `scheme://authority…`, ends its authority with `:` and digits — read by
    /// hand: a regular expression here cost a warm `show` 5 % of its time (ICU's set-up).
    static func namesAPort(_ text: String) -> Bool {
        guard let separator = text.firstRange(of: "://") else { return false }
        let scheme = text[..<separator.lowerBound]
        guard !scheme.isEmpty, scheme.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        let authority = text[separator.upperBound...].prefix { !"/?#".contains($0) }
        guard let colon = authority.lastIndex(of: ":") else { return false }
        let digits = authority[authority.index(after: colon)...]
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    func endpointURL(in environment: CommandEnvironment) throws(UsageError) -> URL {
        let (text, source) =
            endpoint.map { ($0, "--endpoint") }
            ?? environment.variables["APPDETAIL_ENDPOINT"].map { ($0, "$APPDETAIL_ENDPOINT") }
            ?? ("", "")
        guard !source.isEmpty else { return AppDetailDataConfiguration.appStoreEndpoint }
        let hint = "Pass a base URL such as https://itunes.apple.com or http://127.0.0.1:8080."
        guard !TerminalText.isBlank(text) else {
            throw UsageError(
                message: "\(source) is empty.", hint: hint + " Leave it out for the App Store.")
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else {
            throw UsageError(
                message: "\(source) “\(text)” is not an http or https URL with a host.", hint: hint)
        }
        if let port = url.port, !(1...65535).contains(port) {
            throw UsageError(
                message:
                    "\(source) “\(text)” names port \(port), which does not exist (ports run from 1 to 65535).",
                hint: hint)
        }
        // Digits too many for URL to read leave it with no port at all (it would then ask 80).
        if url.port == nil, Self.namesAPort(text) {
            throw UsageError(
                message: "\(source) “\(text)” names a port that does not exist (ports run from 1 to 65535).",
                hint: hint)
        }
        return url
    }

    /// The fetch limit chosen with `--timeout`.
    var fetchTimeout: Duration { .seconds(timeout) }
}
