/// The listings of many apps in one storefront, each from the cache or the store.
public struct ManyListings: Hashable, Sendable {
    /// Each app found, with where it came from and how fresh it is.
    public let found: [AppID: Fetched<Listing>]
    /// The ids the store answered without: apps it no longer sells in this storefront (or never
    /// did). Their cached listings, if any, are not in ``found``.
    public let goneFromStore: [AppID]
    /// The ids whose record the store sent but that could not be read, with why. A cached
    /// listing of such an app, however old, is in ``found``, marked as served after that failure;
    /// they are never counted as gone from the store.
    public let unreadable: [AppID: AppDetailError]
    /// The ids that could not be had at all: not cached, and the store not asked (offline) or
    /// failing (``error``).
    public let unavailable: [AppID]
    /// Why the store could not be asked or did not answer, when it was needed; cached listings,
    /// however old, stand in for it in ``found``.
    public let error: AppDetailError?

    /// A result.
    public init(
        found: [AppID: Fetched<Listing>], goneFromStore: [AppID], unreadable: [AppID: AppDetailError],
        unavailable: [AppID], error: AppDetailError?
    ) {
        self.found = found
        self.goneFromStore = goneFromStore
        self.unreadable = unreadable
        self.unavailable = unavailable
        self.error = error
    }

    /// The 0.1.0 name of ``error``.
    @available(*, deprecated, renamed: "error")
    public var problem: AppDetailError? { error }

    /// The 0.1.0 form of ``init(found:goneFromStore:unreadable:unavailable:error:)``.
    @available(*, deprecated, renamed: "init(found:goneFromStore:unreadable:unavailable:error:)")
    public init(
        found: [AppID: Fetched<Listing>], goneFromStore: [AppID], unreadable: [AppID: AppDetailError],
        unavailable: [AppID], problem: AppDetailError?
    ) {
        self.init(
            found: found, goneFromStore: goneFromStore, unreadable: unreadable, unavailable: unavailable,
            error: problem)
    }
}

/// What the store sent back for a lookup of many ids: every listing it sent that could be read,
/// and the ids whose record it sent but could not be read, each with why. An id in neither is one
/// the store answered without.
public struct ListingsAnswer: Hashable, Sendable {
    /// The listings read, by id, stamped with when they were fetched.
    public let found: [AppID: Stored<Listing>]
    /// The ids the store sent a record for that could not be read, with the reason; never
    /// cached, and never "not in the store".
    public let unreadable: [AppID: AppDetailError]
    /// The ids in ``found`` whose listing could not be kept in the cache (read-only, full), with
    /// the cache's reason: shown, but a refresh must not count them as refreshed.
    public let unsaved: [AppID: AppDetailError]

    /// An answer.
    public init(
        found: [AppID: Stored<Listing>], unreadable: [AppID: AppDetailError],
        unsaved: [AppID: AppDetailError]
    ) {
        self.found = found
        self.unreadable = unreadable
        self.unsaved = unsaved
    }
}
