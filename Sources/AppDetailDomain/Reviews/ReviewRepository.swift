/// Where review pages come from: a local cache and the store's reviews feed.
///
/// The cache policies are applied by the use cases on top of these two operations, as for
/// ``ListingRepository``. Implementations throw ``AppDetailError`` (or `CancellationError`).
public protocol ReviewRepository: Sendable {
    /// The cached page, or `nil` when there is none.
    func cachedReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage>?

    /// Asks the store for the page and, only when the answer is good, keeps it in the cache.
    func fetchReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage>

    /// The storefronts whose cache holds a page of this app's reviews, most recently fetched
    /// first, for choosing one when a person named none and the network is not to be used.
    func cachedStorefronts(for app: AppID) async throws -> [Storefront]
}
