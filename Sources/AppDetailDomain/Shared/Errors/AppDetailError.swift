import Foundation

/// Everything that can go wrong while getting an app's detail, for every layer.
///
/// Each case carries what a person needs to act on it: ``message`` says what happened and
/// ``hint`` what to try. ``isRetryable`` tells a screen whether a "Try Again" button makes sense.
public enum AppDetailError: Error, Hashable, Sendable {
    /// The store has no app for this lookup in this storefront. Apps are sold per country, so the
    /// same id may exist in another store.
    case notFound(AppLookup, Storefront)
    /// The lookup names something that is not an iOS app, such as a Mac app, a song or a book;
    /// `kind` is the store's own word for it (`mac-software`, `song`, …).
    case notAnIOSApp(AppLookup, kind: String)
    /// The store could not be reached.
    case offline(OfflineReason)
    /// The store refused to answer because too many requests were made (HTTP 403 or 429).
    case throttled
    /// The store answered with an HTTP error status that outlived every retry.
    case serverError(status: Int)
    /// The store's answer could not be understood; `detail` says where it went wrong.
    case malformedAnswer(detail: String)
    /// The local cache cannot be read or written: which file, why, and what would make it
    /// usable.
    case cacheUnavailable(CacheReason)
    /// Something a person or the store said was not valid input.
    case invalidInput(InvalidInputReason)

    /// One sentence saying what happened.
    public var message: String {
        switch self {
        case .notFound(let lookup, let storefront):
            "No app with \(lookup.kindAndValue) in the \(storefront.country.uppercased()) App Store."
        case .notAnIOSApp(let lookup, let kind):
            "\(lookup.kindAndValue.capitalizedFirst) is not an iOS app (the store calls it “\(kind)”)."
        case .offline(let problem):
            problem.message
        case .throttled:
            "The App Store is limiting requests right now (about 20 a minute are allowed)."
        case .serverError(let status):
            "The App Store answered with HTTP status \(status)."
        case .malformedAnswer(let detail):
            "The App Store's answer could not be read: \(detail.singleLine)."
        case .cacheUnavailable(let problem):
            "The local cache is unavailable: \(problem.description.singleLine)."
        case .invalidInput(let input):
            input.message
        }
    }

    /// What a person can do about it, in English (``remedy`` worded), naming no control of any
    /// client; a client words ``remedy`` for its own screen.
    public var hint: String? { remedy.hint }

    /// What a person can do about it, as a value a client words for its screen.
    public var remedy: Remedy {
        switch self {
        case .notFound: .tryAnotherStore
        case .notAnIOSApp: .lookUpAnIOSApp
        case .offline(let reason): reason.remedy
        case .throttled: .waitAMinute
        case .serverError: .tryAgainLater
        case .malformedAnswer: .tryAgainLaterOrReport
        case .cacheUnavailable(let problem): .fixCache(problem)
        case .invalidInput(let input): input.remedy
        }
    }

    /// Whether trying the same request again later may succeed.
    public var isRetryable: Bool {
        switch self {
        case .offline, .throttled, .serverError, .malformedAnswer, .cacheUnavailable: true
        case .notFound, .notAnIOSApp, .invalidInput: false
        }
    }
}

extension AppDetailError {
    /// The 0.1.0 name of ``malformedAnswer(detail:)``.
    @available(*, deprecated, renamed: "malformedAnswer(detail:)")
    public static func malformedResponse(detail: String) -> AppDetailError {
        .malformedAnswer(detail: detail)
    }

    /// The cache is unavailable for a reason given only in words, with the remedy of a place
    /// that cannot be used.
    @available(*, deprecated, message: "Give a CacheReason, which says what would make the cache usable")
    public static func cacheUnavailable(detail: String) -> AppDetailError {
        .cacheUnavailable(CacheReason(path: "", detail: detail, remedy: .chooseAnotherPlace))
    }
}

extension AppDetailError: LocalizedError {
    /// The ``message``.
    public var errorDescription: String? { message }
    /// The ``hint``.
    public var recoverySuggestion: String? { hint }
}

extension AppLookup {
    /// "id 284882215" or "bundle id com.example.app", for messages.
    var kindAndValue: String {
        switch self {
        case .id(let id): "id \(id)"
        case .bundleID(let bundleID): "bundle id \(bundleID)"
        }
    }
}

extension String {
    /// The string with its first character uppercased.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
