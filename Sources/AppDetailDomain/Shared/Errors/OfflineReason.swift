/// Why the store could not be reached.
public enum OfflineReason: Hashable, Sendable {
    /// There is no network connection, or the transport failed; `detail` is the system's words.
    case noConnection(detail: String)
    /// The store did not answer in time.
    case timedOut
    /// The store's host could not be resolved or connected to.
    case unreachable(host: String)
    /// The caller asked to stay offline and the app is not in the cache.
    case notCached(AppLookup, Storefront)
    /// The caller asked to stay offline and this part of a page is not in the cache; `what`
    /// names it as one thing, such as "the first page of the reviews of id 284882215 in the KR
    /// store".
    case partNotCached(what: String)
    /// The store (or the configured endpoint) redirected where appdetail does not follow.
    case redirectRefused(host: String, RedirectReason)

    /// One sentence saying what happened.
    public var message: String {
        switch self {
        case .noConnection(let detail): "The App Store could not be reached: \(detail.singleLine)."
        case .timedOut: "The App Store did not answer in time."
        case .unreachable(let host): "The App Store at \(host) is unreachable."
        case .notCached(let lookup, let storefront):
            "Offline, and the app with \(lookup.kindAndValue) in the \(storefront.country.uppercased()) store is not in the cache."
        case .redirectRefused(let host, let refusal):
            "The App Store at \(host) was not followed: \(refusal.reason)."
        case .partNotCached(let what): "Offline, and \(what) is not in the cache."
        }
    }

    /// What to try, in English (``remedy`` worded).
    public var hint: String { remedy.hint }

    /// What to try, as a value a client words for its screen.
    public var remedy: Remedy {
        switch self {
        case .noConnection, .unreachable: .checkConnection
        case .timedOut: .allowMoreTime
        case .notCached, .partNotCached: .goOnlineOnce
        case .redirectRefused: .checkEndpoint
        }
    }
}
