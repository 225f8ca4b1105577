import AppDetailDomain
import Foundation

/// A repository whose cache and store answers are set by the test, and which counts its calls.
public actor StubRepository: ListingRepository {
    /// What the cache answers.
    public var cached: Result<Stored<Listing>?, AppDetailError>
    /// What the store answers.
    public var remote: Result<Stored<Listing>, AppDetailError>
    /// How many times the cache was read.
    public private(set) var cacheReads = 0
    /// How many times the store was asked.
    public private(set) var storeCalls = 0

    /// A stub with these answers.
    public init(
        cached: Result<Stored<Listing>?, AppDetailError>, remote: Result<Stored<Listing>, AppDetailError>
    ) {
        self.cached = cached
        self.remote = remote
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedListing(for lookup: AppLookup, in storefront: Storefront) throws -> Stored<Listing>? {
        cacheReads += 1
        return try cached.get()
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchListing(for lookup: AppLookup, in storefront: Storefront) throws -> Stored<Listing> {
        storeCalls += 1
        return try remote.get()
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchListings(for ids: [AppID], in storefront: Storefront) throws -> ListingsAnswer {
        storeCalls += 1
        let stored = try remote.get()
        return ListingsAnswer(
            found: ids.contains(stored.value.id) ? [stored.value.id: stored] : [:], unreadable: [:],
            unsaved: [:])
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedStorefronts(for lookup: AppLookup) throws -> [Storefront] {
        try cached.get() == nil ? [] : [.unitedStates]
    }
}
