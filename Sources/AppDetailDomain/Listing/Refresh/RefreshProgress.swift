/// Where a refresh is: how many apps are done of how many, and the store it is waiting for.
public struct RefreshProgress: Hashable, Sendable {
    /// Apps done (answered, failed or left unasked).
    public let done: Int
    /// Apps to refresh in every store.
    public let total: Int
    /// The store asked now (or asked last, once everything is done).
    public let storefront: Storefront

    /// A progress report.
    public init(done: Int, total: Int, storefront: Storefront) {
        self.done = done
        self.total = total
        self.storefront = storefront
    }
}
