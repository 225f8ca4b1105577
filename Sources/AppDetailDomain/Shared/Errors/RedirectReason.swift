/// Why a redirect from the store was not followed.
///
/// The Data layer follows at most a few redirects, only to `https` addresses (or to the configured
/// endpoint's own scheme and host, for a test server), so an answer never comes from somewhere a
/// person did not choose.
public enum RedirectReason: Hashable, Sendable {
    /// The store kept redirecting: more than `limit` redirects in one request, usually a loop.
    case tooMany(limit: Int)
    /// The redirect leads to plain `http` on another host than the configured endpoint.
    case insecure(location: String)
    /// The redirect leads to something that is not a web address (`file:`, `ftp:`, …).
    case notAWebAddress(location: String)
    /// The redirect names a port no connection can use (0, or above 65535); `port` is -1 when
    /// its digits are too many to read as a number.
    case impossiblePort(location: String, port: Int)
    /// The redirect carries no usable `Location`.
    case missingLocation

    /// The reason, as the end of a sentence.
    var reason: String {
        switch self {
        case .tooMany(let limit): "it redirected more than \(limit) times, which is usually a loop"
        case .insecure(let location): "it redirected to \(location.singleLine), which is not https"
        case .notAWebAddress(let location):
            "it redirected to \(location.singleLine), which is not a web address"
        case .impossiblePort(let location, let port) where port < 0:
            "it redirected to \(location.singleLine), whose port does not exist (ports run from 1 to 65535)"
        case .impossiblePort(let location, let port):
            "it redirected to \(location.singleLine), whose port \(port) does not exist (ports run from 1 to 65535)"
        case .missingLocation: "it sent a redirect without saying where to"
        }
    }
}
