/// Gets many apps' listings under a cache policy, asking the store for all that need it at once.
public protocol ManyAppDetailsFetching: Sendable {
    /// The listings of `ids` in `storefront` under `policy`. A store that fails for a passing
    /// reason is ``ManyAppDetails/problem``, not a throw; a cancelled task throws
    /// `CancellationError`, and a request the store refuses as wrong throws its
    /// ``AppDetailError``.
    func details(for ids: [AppID], in storefront: Storefront, policy: CachePolicy) async throws
        -> ManyAppDetails
}
