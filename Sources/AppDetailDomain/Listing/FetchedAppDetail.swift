/// An app detail with where it came from and how fresh it is.
public struct FetchedAppDetail: Hashable, Sendable {
    /// The detail.
    public let detail: AppDetail
    /// Its source and age.
    public let freshness: Freshness

    /// Pairs a detail with its freshness.
    public init(detail: AppDetail, freshness: Freshness) {
        self.detail = detail
        self.freshness = freshness
    }
}
