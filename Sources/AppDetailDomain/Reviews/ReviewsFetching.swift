/// Gets one page of an app's reviews.
public protocol ReviewsFetching: Sendable {
    /// The page under `policy`.
    ///
    /// - Throws: ``AppDetailError`` when there is nothing to show, or `CancellationError`.
    func fetch(_ request: ReviewRequest, policy: CachePolicy) async throws -> Fetched<ReviewPage>
}
