/// Gets one app detail under a cache policy.
public protocol AppDetailFetching: Sendable {
    /// The detail, or an ``AppDetailError`` (or `CancellationError`) when it cannot be had.
    func fetch(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy) async throws
        -> Fetched<AppDetail>
}
