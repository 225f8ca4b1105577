import Foundation

/// What a list shows of an app: a row of "More by this developer" or of search results.
public struct AppSummary: StorePageEntry {
    /// The app's id.
    public let id: AppID
    /// The app's name.
    public let name: String
    /// The developer's name.
    public let developer: String
    /// The icon, about 100 points, when the store gave one.
    public let iconURL: URL?
    /// The primary category's name in the answer's language, such as "Games" or "게임".
    public let category: String
    /// The average rating and count across versions, when the store sent them.
    public let rating: Rating?
    /// The price.
    public let price: Price

    /// A summary.
    public init(
        id: AppID, name: String, developer: String, iconURL: URL?, category: String, rating: Rating?,
        price: Price
    ) {
        self.id = id
        self.name = name
        self.developer = developer
        self.iconURL = iconURL
        self.category = category
        self.rating = rating
        self.price = price
    }

    /// The summary of a full listing.
    public init(_ detail: Listing) {
        self.init(
            id: detail.id, name: detail.name, developer: detail.developer.name,
            iconURL: detail.artwork.url(fitting: 100), category: detail.categoryName,
            rating: detail.ratings.allVersions, price: detail.price)
    }
}

/// Where a developer's apps come from: a local cache and the store's artist lookup.
///
/// Implementations throw ``AppDetailError`` (or `CancellationError`); the cache policies are
/// applied by the use cases, as for ``ListingRepository``.
public protocol DeveloperAppsRepository: Sendable {
    /// The cached list of the developer's apps in the storefront, or `nil` when there is none.
    func cachedApps(by developer: Int64, in storefront: Storefront) async throws
        -> Stored<[AppSummary]>?

    /// Asks the store for the developer's apps and, only when the answer is good, caches it.
    func fetchApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]>
}
