import AppDetailData
import AppDetailDomain

/// The app a history command names: an id as given, a bundle id through the cached listing (a
/// history never asks the store).
enum HistoryTarget {
    static func app(for reference: AppReference, in storefront: Storefront, sources: PageSources) async throws
        -> AppID
    {
        switch reference.lookup {
        case .id(let id):
            return id
        case .bundleID:
            guard let cached = try await sources.listings.cachedListing(for: reference.lookup, in: storefront)
            else {
                throw FileError(
                    message:
                        "No app with the bundle id \(reference.lookup) is cached in the \(storefront.country.uppercased()) store.",
                    hint: "Name it by its id (appdetail search finds it), or show it once so it is cached.",
                    status: ExitStatus.notFound)
            }
            return cached.value.id
        }
    }
}
