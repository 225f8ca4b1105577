import AppDetailData
import AppDetailDomain

extension ReviewsCommand {
    /// The app and store `reviews` reads for `reference`, given the store `chosen`. The feed is
    /// keyed by id, so a bundle id is looked up (in the cache, or the store) first. Offline with
    /// no store named, the one store whose cache holds the app — its listing for a bundle id, its
    /// reviews for an id.
    func reviewsTarget(
        for reference: AppReference, chosen: Storefront, in sources: PageSources, session: CommandSession
    ) async throws -> (app: AppID, storefront: Storefront) {
        var chosen = chosen
        let storeFree =
            session.isOffline && !session.storefrontOptions.isNamed(link: reference.country)
            && session.storefrontOptions.language == nil && reference.language == nil
        if storeFree, case .bundleID = reference.lookup {
            let stores = try await sources.listings.cachedStorefronts(for: reference.lookup)
            if stores.count == 1, let only = stores.first { chosen = only }
        }
        session.storefront = chosen
        let id: AppID
        switch reference.lookup {
        case .id(let number): id = number
        case .bundleID:
            id = try await session.composition().makeListingFetcher(sources: sources)
                .fetch(reference.lookup, in: chosen, policy: session.isOffline ? .offline : .standard).value
                .id
        }
        if storeFree, case .id = reference.lookup {
            let stores = try await sources.reviews.cachedStorefronts(for: id)
            if stores.count == 1, let only = stores.first { chosen = only }
        }
        session.storefront = chosen
        return (id, chosen)
    }
}
