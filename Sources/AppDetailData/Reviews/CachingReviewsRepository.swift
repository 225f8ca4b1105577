import AppDetailDomain
import Foundation

/// The ``ReviewRepository`` over the reviews feed and the SQLite cache: only a page the parser
/// accepted is cached (an empty page past the last one included; an error, a throttled answer
/// or the page-depth text never).
struct CachingReviewsRepository: ReviewRepository {
    let client: ReviewsClient
    let cache: FeedCache
    let history: HistoryRecording
    let now: @Sendable () -> Date

    func cachedReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage>? {
        try cache.read(Self.key(request)) { body, isDigest throws(AppDetailError) in
            guard isDigest else { return try ReviewsParser.page(from: body, page: request.page.rawValue) }
            guard let page = ReviewPageDigest.page(in: body, number: request.page) else {
                throw .malformedAnswer(detail: "the reviews' digest is not one this version reads")
            }
            return page
        } digest: { _, page in
            ReviewPageDigest.digest(of: page)
        }
    }

    func fetchReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage> {
        let answer = try await client.fetch(request)
        let fetchedAt = now()
        let reviews = answer.page.reviews
        let digest = ReviewPageDigest.digest(of: answer.page)
        cache.save(answer.body, digest: digest, for: Self.key(request), fetchedAt: fetchedAt) { db in
            try history.reviews(
                reviews, of: request.app, in: request.storefront, at: fetchedAt, in: db)
        }
        return Stored(value: answer.page, fetchedAt: fetchedAt)
    }

    func cachedStorefronts(for app: AppID) async throws -> [Storefront] {
        try cache.storefronts(of: .reviews, subject: app.rawValue)
    }

    static func key(_ request: ReviewRequest) -> FeedKey {
        FeedKey(
            kind: .reviews, subject: request.app.rawValue, country: request.storefront.country,
            language: request.storefront.language ?? "", variant: "\(request.sort.rawValue)/\(request.page)")
    }
}
