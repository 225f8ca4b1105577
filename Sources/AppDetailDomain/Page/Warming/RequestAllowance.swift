import Foundation

/// How many requests a warm-up may still send: each request to the store takes one, and a
/// throttled answer closes the allowance, since asking on after it only deepens the wait.
final class RequestAllowance: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var used = 0
    private var closed = false

    init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// The requests sent so far.
    var sent: Int {
        lock.withLock { used }
    }

    /// Takes `count` requests, or throws ``RequestLimitError`` (taking none) when they are
    /// not left.
    func take(_ count: Int = 1) throws(RequestLimitError) {
        let granted = lock.withLock {
            guard !closed, used + count <= limit else { return false }
            used += count
            return true
        }
        guard granted else { throw RequestLimitError() }
    }

    /// Runs one request to the store under the allowance.
    func send<Value>(_ requests: Int = 1, _ request: () async throws -> Value) async throws -> Value {
        try take(requests)
        do {
            return try await request()
        } catch AppDetailError.throttled {
            lock.withLock { closed = true }
            throw AppDetailError.throttled
        }
    }
}

/// A request a warm-up did not send: its allowance was spent or closed by throttling. The part
/// that needed it is left as it was, not failed.
struct RequestLimitError: Error {}

/// The listings, with every request to the store taken from a ``RequestAllowance`` (a lookup of
/// many ids takes one per ``ListingLimits/idsPerLookup``).
struct AllowedListings: ListingRepository {
    let base: any ListingRepository
    let allowance: RequestAllowance

    func cachedListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>? {
        try await base.cachedListing(for: lookup, in: storefront)
    }

    func cachedListings(for ids: [AppID], in storefront: Storefront) async throws -> [AppID: Stored<Listing>]
    {
        try await base.cachedListings(for: ids, in: storefront)
    }

    func fetchListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing> {
        try await allowance.send { try await base.fetchListing(for: lookup, in: storefront) }
    }

    func fetchListings(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
        let per = ListingLimits.idsPerLookup
        return try await allowance.send((ids.count + per - 1) / per) {
            try await base.fetchListings(for: ids, in: storefront)
        }
    }

    func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront] {
        try await base.cachedStorefronts(for: lookup)
    }
}

/// The reviews, with every request to the store taken from a ``RequestAllowance``.
struct AllowedReviews: ReviewRepository {
    let base: any ReviewRepository
    let allowance: RequestAllowance

    func cachedReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage>? {
        try await base.cachedReviews(for: request)
    }

    func fetchReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage> {
        try await allowance.send { try await base.fetchReviews(for: request) }
    }

    func cachedStorefronts(for app: AppID) async throws -> [Storefront] {
        try await base.cachedStorefronts(for: app)
    }
}

/// The developers' apps, with every request to the store taken from a ``RequestAllowance``.
struct AllowedDeveloperApps: DeveloperAppsRepository {
    let base: any DeveloperAppsRepository
    let allowance: RequestAllowance

    func cachedApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]>? {
        try await base.cachedApps(by: developer, in: storefront)
    }

    func fetchApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]> {
        try await allowance.send { try await base.fetchApps(by: developer, in: storefront) }
    }
}

/// The charts, with every request to the store taken from a ``RequestAllowance``.
struct AllowedCharts: ChartRepository {
    let base: any ChartRepository
    let allowance: RequestAllowance

    func cachedChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]>? {
        try await base.cachedChart(for: query)
    }

    func cachedRanking(for query: ChartQuery) async throws -> Stored<ChartRanking>? {
        try await base.cachedRanking(for: query)
    }

    func fetchChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]> {
        try await allowance.send { try await base.fetchChart(for: query) }
    }
}

/// The store pages, with every request to the store taken from a ``RequestAllowance``.
struct AllowedStorePages: StorePageRepository {
    let base: any StorePageRepository
    let allowance: RequestAllowance

    func cachedStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails>? {
        try await base.cachedStorePage(for: id, in: storefront)
    }

    func fetchStorePage(for id: AppID, in storefront: Storefront) async throws -> Stored<StorePageDetails> {
        try await allowance.send { try await base.fetchStorePage(for: id, in: storefront) }
    }
}
