import AppDetailDomain
import Foundation

/// A store and its cache in memory, for tests of following apps without HTTP or SQLite: it sells
/// the listings a test puts on sale, answers every other part with an empty page, keeps each
/// answer as its cache, and records each listing it answers (or the app's absence) into a
/// ``MemoryHistory`` — as the real repositories record whatever the store says.
public actor MemoryStore: ListingRepository, StorePageRepository, ChartRepository, ReviewRepository {
    /// Every request asked of the store, one word each (`listings`, `page`, `chart`, `reviews`).
    public private(set) var requests: [String] = []
    private let history: MemoryHistory
    private let now: @Sendable () -> Date
    private var onSale: [String: [AppID: Listing]] = [:]
    private var failure: AppDetailError?
    private var listings: [String: Stored<Listing>] = [:]
    private var pages: [String: Stored<StorePageDetails>] = [:]
    private var charts: [ChartQuery: Stored<[ChartEntry]>] = [:]
    private var reviewPages: [ReviewRequest: Stored<ReviewPage>] = [:]

    /// A store that sells nothing yet, recording into `history` at the moments `now` gives.
    public init(recordingInto history: MemoryHistory, now: @escaping @Sendable () -> Date) {
        self.history = history
        self.now = now
    }

    /// Puts `listing` on sale in `storefront`, replacing what was there.
    public func sell(_ listing: Listing, in storefront: Storefront) {
        onSale[storefront.country, default: [:]][listing.id] = listing
    }

    /// Takes the app off sale in `storefront`: the store answers without it from now on.
    public func withdraw(_ app: AppID, from storefront: Storefront) {
        onSale[storefront.country]?[app] = nil
    }

    /// Makes every request fail with `failure` from now on, or answer again with `nil`.
    public func fail(with failure: AppDetailError?) { self.failure = failure }

    // MARK: ListingRepository

    /// The listing answered last (the protocol's requirement).
    public func cachedListing(for lookup: AppLookup, in storefront: Storefront) -> Stored<Listing>? {
        guard case .id(let id) = lookup else { return nil }
        return listings[Self.key(id, storefront)]
    }

    /// One app's listing (the protocol's requirement).
    public func fetchListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>
    {
        guard case .id(let id) = lookup else { throw AppDetailError.notFound(lookup, storefront) }
        guard let found = try await fetchListings(for: [id], in: storefront).found[id] else {
            throw AppDetailError.notFound(lookup, storefront)
        }
        return found
    }

    /// The listings of `ids` on sale, each recorded; each app not on sale recorded as gone (the
    /// protocol's requirement).
    public func fetchListings(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
        try ask("listings")
        let moment = now()
        var found: [AppID: Stored<Listing>] = [:]
        for id in ids {
            if let listing = onSale[storefront.country]?[id] {
                let stored = Stored(value: listing, fetchedAt: moment)
                found[id] = stored
                listings[Self.key(id, storefront)] = stored
                await history.record(ListingObservation(listing, in: storefront, at: moment))
            } else {
                await history.record(.gone(id, from: storefront, at: moment))
            }
        }
        return ListingsAnswer(found: found, unreadable: [:], unsaved: [:])
    }

    /// No store is remembered for an app (the protocol's requirement).
    public func cachedStorefronts(for lookup: AppLookup) -> [Storefront] { [] }

    // MARK: StorePageRepository

    /// The page answered last (the protocol's requirement).
    public func cachedStorePage(for id: AppID, in storefront: Storefront) -> Stored<StorePageDetails>? {
        pages[Self.key(id, storefront)]
    }

    /// A page with nothing on it (the protocol's requirement).
    public func fetchStorePage(for id: AppID, in storefront: Storefront) throws -> Stored<StorePageDetails> {
        try ask("page")
        let page = Stored(
            value: StorePageDetails(
                id: id, source: .pageShelves, histogram: nil, versionHistory: [], privacy: [],
                inAppPurchases: [],
                similarApps: [], events: [], ageRating: nil, chartPosition: nil, information: []),
            fetchedAt: now())
        pages[Self.key(id, storefront)] = page
        return page
    }

    // MARK: ChartRepository

    /// The chart answered last (the protocol's requirement).
    public func cachedChart(for query: ChartQuery) -> Stored<[ChartEntry]>? { charts[query] }

    /// The chart answered last, as its places (the protocol's requirement).
    public func cachedRanking(for query: ChartQuery) -> Stored<ChartRanking>? {
        charts[query].map { Stored(value: ChartRanking($0.value), fetchedAt: $0.fetchedAt) }
    }

    /// An empty chart (the protocol's requirement).
    public func fetchChart(for query: ChartQuery) throws -> Stored<[ChartEntry]> {
        try ask("chart")
        let chart = Stored(value: [ChartEntry](), fetchedAt: now())
        charts[query] = chart
        return chart
    }

    // MARK: ReviewRepository

    /// The review page answered last (the protocol's requirement).
    public func cachedReviews(for request: ReviewRequest) -> Stored<ReviewPage>? { reviewPages[request] }

    /// A page without reviews (the protocol's requirement).
    public func fetchReviews(for request: ReviewRequest) throws -> Stored<ReviewPage> {
        try ask("reviews")
        let page = Stored(
            value: ReviewPage(number: request.page, reviews: [], hasNextPage: false), fetchedAt: now())
        reviewPages[request] = page
        return page
    }

    /// No store is remembered for an app's reviews (the protocol's requirement).
    public func cachedStorefronts(for app: AppID) -> [Storefront] { [] }

    private func ask(_ part: String) throws {
        if let failure { throw failure }
        requests.append(part)
    }

    private static func key(_ id: AppID, _ storefront: Storefront) -> String { "\(id) \(storefront.country)" }
}
