import Foundation

/// What the Data layer needs: where the store is and where to keep the cache.
public struct AppDetailDataConfiguration: Sendable {
    /// The public iTunes endpoint, `https://itunes.apple.com`.
    public static var appStoreEndpoint: URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "itunes.apple.com"
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// The base URL of an iTunes-compatible Lookup API (the CLI passes `APPDETAIL_ENDPOINT`).
    public var endpoint: URL
    /// The cache directory, or `nil` to run without a cache.
    public var cacheDirectory: URL?
    /// How long one fetch may take in all: connecting, the answer, redirects and retries.
    public var timeout: Duration
    /// The instant no fetch of the sources made from this configuration runs past, or `nil` for
    /// none (the default). A command-line tool sets it to its start plus its time limit, so a
    /// part that starts after another (a developer's apps wait for the listing) gets only what is
    /// left and the whole command ends in time; an app that keeps its sources leaves it `nil`.
    public var deadline: ContinuousClock.Instant?

    /// The App Store's web page host, `https://apps.apple.com`, for the store page's own data;
    /// when ``endpoint`` is not the public iTunes one (a test server), that endpoint instead, so
    /// one server can stand in for every host.
    public var storePageEndpoint: URL {
        endpoint == Self.appStoreEndpoint ? Self.publicURL(host: "apps.apple.com") : endpoint
    }

    /// The media API host, `https://amp-api-edge.apps.apple.com`, or the test ``endpoint``.
    public var mediaAPIEndpoint: URL {
        endpoint == Self.appStoreEndpoint ? Self.publicURL(host: "amp-api-edge.apps.apple.com") : endpoint
    }

    /// A media API token (the CLI passes `APPDETAIL_MEDIA_TOKEN`), or `nil`: the store page is then
    /// read from the web page, which may carry one itself.
    public var mediaToken: String?

    private static func publicURL(host: String) -> URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = host
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// The proxies the store's clients go through, or `nil` (the default) to connect directly.
    /// A command-line tool fills it from the proxy variables of its environment.
    public var proxies: ProxySettings?

    /// The request budget every request of these sources draws from, shared through the cache
    /// with every other program using it (``RequestRate/appStore`` keeps to the store's limit),
    /// or `nil` (the default) for none: each request is sent when it is made.
    public var requestRate: RequestRate?

    /// Answers the cache stores once in its life (a bundled sample catalog), or `nil`.
    public var seed: CacheSeed?

    /// Whether the sources may create the cache (directory, file, seed) when there is none;
    /// `true` by default. A client that only reads — an offline view — sets it to `false`: then
    /// a missing cache stays missing and nothing at all is written.
    public var createsCache: Bool

    /// The largest answer the store's client reads, 5 MiB (counted after decompression); a
    /// saved answer read from a file or standard input is held to the same size.
    public static let maximumAnswerBytes = 5 << 20

    /// The standard limit of a fetch: 30 seconds.
    public static let standardTimeout = Duration.seconds(30)

    /// A configuration.
    public init(endpoint: URL, cacheDirectory: URL?, timeout: Duration, seed: CacheSeed?) {
        self.endpoint = endpoint
        self.cacheDirectory = cacheDirectory
        self.timeout = timeout
        self.deadline = nil
        self.seed = seed
        self.createsCache = true
        self.mediaToken = nil
        self.proxies = nil
        self.requestRate = nil
    }
}
