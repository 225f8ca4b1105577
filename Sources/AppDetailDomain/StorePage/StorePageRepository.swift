/// Where a store page's details come from: a local cache and the App Store's web page (or its
/// media API).
///
/// Implementations throw ``AppDetailError`` (or `CancellationError`); the cache policies are
/// applied by the use cases, as for ``ListingRepository``.
public protocol StorePageRepository: Sendable {
    /// The cached details of the app's page in the storefront, or `nil` when there are none.
    func cachedStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>?

    /// Reads the app's page from the store and, only when it could be read, caches it.
    func fetchStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>
}

/// Where a store page's details were read from: the catalog document (embedded in the page as it
/// was in 2025, or asked of the media API with a token), or the shelves today's page embeds.
public enum StorePageSource: String, Hashable, Sendable {
    /// The catalog document as 2025's page embedded it: the histogram, version history,
    /// privacy, purchases, similar apps, the developer's other apps, events, age rating and
    /// chart position.
    case catalogDocument
    /// The same catalog document, asked of the media API with a token.
    case mediaAPI
    /// Today's page's embedded shelves: everything the catalog document gives, and the
    /// Information shelf.
    case pageShelves
    /// The store has no page for the app in this storefront (it answered 404): nothing to add,
    /// which is an answer, kept like any other.
    case noPage
}
