/// Which reviews to get: an app in a storefront, a page and an order.
public struct ReviewRequest: Hashable, Sendable {
    /// The app.
    public let app: AppID
    /// The storefront; reviews are per country.
    public let storefront: Storefront
    /// The page.
    public let page: ReviewPageNumber
    /// The order.
    public let sort: ReviewSort

    /// A request.
    public init(app: AppID, storefront: Storefront, page: ReviewPageNumber, sort: ReviewSort) {
        self.app = app
        self.storefront = storefront
        self.page = page
        self.sort = sort
    }
}
