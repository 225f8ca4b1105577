import AppDetailDomain
import Foundation

/// Holds a store answer until the test opens it, so a test decides the order parts arrive in.
public actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits until the gate is open.
    public func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Opens the gate: every wait ends, and later ones do not wait.
    public func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting = []
    }
}

/// The three sources of a page as one stub: each store answer waits for its gate; the cache
/// answers at once with what the test set. It records what it was asked.
public final class GatedStore: ListingRepository, ReviewRepository, DeveloperAppsRepository, ChartRepository,
    @unchecked Sendable
{
    /// The gate the listing's store answer waits for.
    public let listingGate = Gate()
    /// The gate the reviews' store answer waits for.
    public let reviewsGate = Gate()
    /// The gate the developer's apps' store answer waits for.
    public let developerGate = Gate()
    /// The gate the chart's store answer waits for.
    public let chartGate = Gate()
    private let lock = NSLock()
    private var _listing: Result<Stored<Listing>, AppDetailError>
    private var _reviews: Result<Stored<ReviewPage>, AppDetailError>
    private var _apps: Result<Stored<[AppSummary]>, AppDetailError>
    private var _chart: Result<Stored<[ChartEntry]>, AppDetailError>
    private var _cachedListing: Stored<Listing>?
    private var _cachedReviews: Stored<ReviewPage>?
    private var _calls: [String] = []

    /// A stub with these answers.
    public init(
        listing: Result<Stored<Listing>, AppDetailError>,
        reviews: Result<Stored<ReviewPage>, AppDetailError>,
        apps: Result<Stored<[AppSummary]>, AppDetailError>,
        chart: Result<Stored<[ChartEntry]>, AppDetailError> = .success(
            Stored(value: [], fetchedAt: Date(timeIntervalSince1970: 0))),
        cachedListing: Stored<Listing>? = nil, cachedReviews: Stored<ReviewPage>? = nil
    ) {
        _listing = listing
        _reviews = reviews
        _apps = apps
        _chart = chart
        _cachedListing = cachedListing
        _cachedReviews = cachedReviews
    }

    /// What the store was asked, in order: `listing`, `reviews <id>`, `apps <developer>`,
    /// `chart <kind> <genre>`.
    public var calls: [String] { lock.withLock { _calls } }

    private func record(_ call: String) { lock.withLock { _calls.append(call) } }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<
        Listing
    >? {
        lock.withLock { _cachedListing }
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchListing(for lookup: AppLookup, in storefront: Storefront) async throws -> Stored<Listing>
    {
        record("listing")
        await listingGate.wait()
        return try lock.withLock { _listing }.get()
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchListings(for ids: [AppID], in storefront: Storefront) async throws -> ListingsAnswer {
        guard let first = ids.first else { return ListingsAnswer(found: [:], unreadable: [:], unsaved: [:]) }
        let stored = try await fetchListing(for: .id(first), in: storefront)
        return ListingsAnswer(
            found: ids.contains(stored.value.id) ? [stored.value.id: stored] : [:], unreadable: [:],
            unsaved: [:])
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedStorefronts(for lookup: AppLookup) async throws -> [Storefront] {
        lock.withLock { _cachedListing } == nil ? [] : [.unitedStates]
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedStorefronts(for app: AppID) async throws -> [Storefront] {
        lock.withLock { _cachedReviews } == nil ? [] : [.unitedStates]
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage>? {
        lock.withLock { _cachedReviews }
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchReviews(for request: ReviewRequest) async throws -> Stored<ReviewPage> {
        record("reviews \(request.app)")
        await reviewsGate.wait()
        return try lock.withLock { _reviews }.get()
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<
        [AppSummary]
    >? {
        nil
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchApps(by developer: Int64, in storefront: Storefront) async throws -> Stored<[AppSummary]>
    {
        record("apps \(developer)")
        await developerGate.wait()
        return try lock.withLock { _apps }.get()
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]>? {
        nil
    }

    /// The cache's answer, as the test set it (the protocol's requirement).
    public func cachedRanking(for query: ChartQuery) async throws -> Stored<ChartRanking>? {
        nil
    }

    /// The store's answer, as the test set it (the protocol's requirement).
    public func fetchChart(for query: ChartQuery) async throws -> Stored<[ChartEntry]> {
        record("chart \(query.kind) \(query.genre?.id ?? 0)")
        await chartGate.wait()
        return try lock.withLock { _chart }.get()
    }
}
