/// What one storefront said about an app, when the app is looked up around the world.
///
/// "Not available" (the store answered: it does not sell the app there) is kept apart from
/// "failed" (the store could not be asked, or its answer could not be read) and from "not asked"
/// (the run stopped asking before this storefront, because the store refused requests or could
/// not be reached), so nothing is counted as missing that was only unknown.
public enum StorefrontAnswer: Hashable, Sendable {
    /// The store sells the app there: its listing, and where it came from.
    case available(Fetched<Listing>)
    /// The store answered that it does not sell the app there.
    case notAvailable
    /// This storefront's request failed, for this reason.
    case failed(AppDetailError)
    /// The storefront was not asked: an earlier request showed the store would not answer
    /// (it limits requests, or cannot be reached), and nothing was cached.
    case notAsked(AppDetailError)

    /// The listing, when the store sells the app there.
    public var listing: Listing? {
        if case .available(let fetched) = self { fetched.value } else { nil }
    }

    /// Why the storefront gave no answer about the app, for a failure or a storefront not asked.
    public var failure: AppDetailError? {
        switch self {
        case .failed(let error), .notAsked(let error): error
        case .available, .notAvailable: nil
        }
    }
}
