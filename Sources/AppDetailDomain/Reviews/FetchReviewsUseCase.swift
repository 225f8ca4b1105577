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
