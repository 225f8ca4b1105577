/// What a warm-up of several apps' pages left in the cache (see ``AppPageWarming``).
///
/// Every id given is in exactly one of ``warmed``, ``leftForLater``, ``failed`` and
/// ``goneFromStore``.
public struct WarmedPages: Hashable, Sendable {
    /// The apps whose every part (listing, first page of reviews, the developer's other apps,
    /// chart standing) is now current in the cache: opening one shows the whole page without a
    /// request.
    public let warmed: [AppID]
    /// The apps with a part still to ask for when the request limit was reached or the store
    /// throttled; warming them again later, or opening them, asks for the rest.
    public let leftForLater: [AppID]
    /// The apps with a part the store could not give, each with the first such failure.
    public let failed: [AppID: AppDetailError]
    /// The apps the store no longer sells in this storefront.
    public let goneFromStore: [AppID]
    /// How many requests were sent to the store (the Data layer's own retries not counted).
    public let requests: Int

    /// A result.
    public init(
        warmed: [AppID], leftForLater: [AppID], failed: [AppID: AppDetailError], goneFromStore: [AppID],
        requests: Int
    ) {
        self.warmed = warmed
        self.leftForLater = leftForLater
        self.failed = failed
        self.goneFromStore = goneFromStore
        self.requests = requests
    }
}
