import AppDetailDomain
import Foundation

/// A repository whose cache and store answers are set by the test, and which counts its calls.
actor StubRepository: ListingRepository {
    var cached: Result<Stored<Listing>?, AppDetailError>
    var remote: Result<Stored<Listing>, AppDetailError>
    private(set) var cacheReads = 0
    private(set) var storeCalls = 0

    init(
        cached: Result<Stored<Listing>?, AppDetailError>, remote: Result<Stored<Listing>, AppDetailError>
    ) {
        self.cached = cached
        self.remote = remote
    }

    func cachedListing(for lookup: AppLookup, in storefront: Storefront) throws -> Stored<Listing>? {
        cacheReads += 1
        return try cached.get()
    }

    func fetchListing(for lookup: AppLookup, in storefront: Storefront) throws -> Stored<Listing> {
        storeCalls += 1
        return try remote.get()
    }

    func fetchListings(for ids: [AppID], in storefront: Storefront) throws -> ListingsAnswer {
        storeCalls += 1
        let stored = try remote.get()
        return ListingsAnswer(
            found: ids.contains(stored.value.id) ? [stored.value.id: stored] : [:], unreadable: [:],
            unsaved: [:])
    }

    func cachedStorefronts(for lookup: AppLookup) throws -> [Storefront] {
        try cached.get() == nil ? [] : [.unitedStates]
    }
}
