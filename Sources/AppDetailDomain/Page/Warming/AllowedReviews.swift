/// The reviews, with every request to the store taken from a ``RequestAllowance``.
struct AllowedReviews: ReviewRepository {
    let base: any ReviewRepository
    let allowance: RequestAllowance

    func cachedReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage>? {
        try await base.cachedReviews(for: request)
    }

    func fetchReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage> {
        try await allowance.send { try await base.fetchReviews(for: request) }
    }

    func cachedStorefronts(for app: AppID) async throws -> [Storefront] {
        try await base.cachedStorefronts(for: app)
    }
}
