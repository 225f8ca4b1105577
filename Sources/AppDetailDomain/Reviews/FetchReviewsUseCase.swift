import Foundation

/// Gets a page of reviews under a ``CachePolicy``, with the same rules as a listing.
public struct FetchReviewsUseCase: ReviewsFetching {
    private let repository: any ReviewRepository
    private let maxAge: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - repository: the reviews' cache and store.
    ///   - maxAge: how long a cached page counts as current.
    ///   - now: the clock.
    public init(repository: any ReviewRepository, maxAge: Duration, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.maxAge = maxAge
        self.now = now
    }

    /// The page under `policy`.
    public func fetch(_ request: ReviewRequest, policy: CachePolicy) async throws -> Fetched<ReviewPage> {
        let repository = self.repository
        let loader = PolicyLoader<ReviewPage>(
            maxAge: maxAge, now: now,
            cached: { try await repository.cachedReviews(for: request) },
            fetch: { try await repository.fetchReviews(for: request) },
            notCached: .offline(
                .partNotCached(
                    what:
                        "page \(request.page) of the reviews of id \(request.app) in the \(request.storefront.country.uppercased()) store"
                )))
        return try await loader.load(policy: policy) { _ in }
    }
}

/// Gets one page of an app's reviews.
public protocol ReviewsFetching: Sendable {
    /// The page under `policy`.
    ///
    /// - Throws: ``AppDetailError`` when there is nothing to show, or `CancellationError`.
    func fetch(_ request: ReviewRequest, policy: CachePolicy) async throws -> Fetched<ReviewPage>
}

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
