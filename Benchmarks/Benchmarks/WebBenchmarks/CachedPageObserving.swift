import AppDetailDomain

/// An app's page as an offline look at the cache gives it: the listing read from the cache at
/// each observation, every other part failed as not cached. What a benchmark of the server
/// measures over it is the server's, the view model's and the markup's work, and one cache read.
struct CachedPageObserving: AppPageObserving {
    let listings: any ListingRepository

    func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<AppPage, any Error>
    {
        AsyncThrowingStream { continuation in
            let reading = Task {
                do {
                    guard let stored = try await listings.cachedListing(for: lookup, in: storefront) else {
                        throw AppDetailError.offline(.notCached(lookup, storefront))
                    }
                    let missing = AppDetailError.offline(.notCached(lookup, storefront))
                    let freshness = Freshness(
                        source: .cache, fetchedAt: stored.fetchedAt, staleness: .current)
                    continuation.yield(
                        AppPage(
                            listing: .loaded(Fetched(value: stored.value, freshness: freshness)),
                            reviews: .failed(missing), moreByDeveloper: .failed(missing),
                            chartStanding: .failed(missing)))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }
}
