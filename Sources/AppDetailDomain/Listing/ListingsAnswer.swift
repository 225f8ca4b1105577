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
