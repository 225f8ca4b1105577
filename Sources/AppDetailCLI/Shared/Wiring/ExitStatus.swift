import AppDetailDomain

/// The documented exit codes (from BSD's sysexits, so scripts can tell failures apart).
enum ExitStatus {
    /// A bad argument: an id such as `abc`, an unknown country, an option out of range.
    static let usage: Int32 = 64
    /// Data that cannot be shown: a malformed answer or saved file, or an id that is not an iOS
    /// app.
    static let dataError: Int32 = 65
    /// No such app in that storefront, or a file that does not exist.
    static let notFound: Int32 = 66
    /// Offline, unreachable, or a server error that outlived the retries.
    static let unavailable: Int32 = 69
    /// The cache cannot be used, or the output cannot be written.
    static let cacheFailure: Int32 = 74
    /// Standard output or error cannot be written (a full disk, a closed descriptor).
    static let cannotWrite: Int32 = 74
    /// The App Store is throttling requests.
    static let throttled: Int32 = 75
    /// `track run` met a condition and its alert could not be delivered (the notify command
    /// failed, the webhook refused it or could not be reached).
    static let undelivered: Int32 = 76

    static func code(for error: AppDetailError) -> Int32 {
        switch error {
        case .invalidInput: usage
        case .malformedAnswer, .notAnIOSApp: dataError
        case .notFound: notFound
        case .offline, .serverError: unavailable
        case .cacheUnavailable: cacheFailure
        case .throttled: throttled
        }
    }
}
