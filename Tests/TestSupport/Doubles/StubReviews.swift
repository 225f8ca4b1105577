import AppDetailDomain
import Foundation

/// A fetch-reviews use case answering from a script: `answer(page, attempt)` gives the page or
/// the failure, or `nil` to leave the request waiting for good. It counts the requests.
public final class StubReviews: ReviewsFetching, @unchecked Sendable {
    private let lock = NSLock()
    private let script: @Sendable (_ page: Int, _ attempt: Int) -> Result<ReviewPage, AppDetailError>?
    private var attempts: [Int: Int] = [:]
    private var asked: [Int] = []
    private var parked: [CheckedContinuation<Fetched<ReviewPage>, any Error>] = []

    /// A stub with these answers.
    public init(
        _ script: @escaping @Sendable (_ page: Int, _ attempt: Int) -> Result<ReviewPage, AppDetailError>?
    ) {
        self.script = script
    }

    /// The pages asked, in order.
    public var pagesAsked: [Int] { lock.withLock { asked } }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetch(_ request: ReviewRequest, policy: CachePolicy) async throws -> Fetched<ReviewPage> {
        let number = request.page.rawValue
        let attempt = lock.withLock {
            asked.append(number)
            attempts[number, default: 0] += 1
            return attempts[number]!
        }
        guard let result = script(number, attempt) else {
            return try await withCheckedThrowingContinuation { continuation in
                lock.withLock { parked.append(continuation) }
            }
        }
        let fresh = Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)
        return try result.map { Fetched(value: $0, freshness: fresh) }.get()
    }

    /// Page `number` of five reviews, `r<number>-<i>`, with a next page.
    public static func page(_ number: Int, newest: [String] = []) -> ReviewPage {
        let ids = newest + (0..<5).map { "r\(number)-\($0)" }
        return ReviewPage(
            number: try! ReviewPageNumber(number),
            reviews: ids.map { id in
                Review(
                    id: id, author: "Reader", rating: 4, title: "Title \(id)", body: "Body \(id)",
                    appVersion: "1.0",
                    date: fixedNow().addingTimeInterval(-86_400))
            }, hasNextPage: true)
    }
}
