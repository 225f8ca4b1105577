import AppDetailDomain
import Foundation
import TestSupport
import Testing

@Suite("Observing the whole page")
struct ObserveAppPageTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let detail = Listing.fixture()
    static let review = Review(
        id: "r1", author: "Kim", rating: 4, title: "Good", body: "Works.", appVersion: "1.0", date: nil)
    static let reviewPage = ReviewPage(number: .first, reviews: [review], hasNextPage: false)
    static let other = AppSummary(
        id: AppID(rawValue: 77)!, name: "Other", developer: "Example Inc.", iconURL: nil,
        category: "Business",
        rating: nil, price: Price(amount: 0, currencyCode: "USD", formatted: "Free"))

    static func store(
        listing: Result<Stored<Listing>, AppDetailError> = .success(
            Stored(value: detail, fetchedAt: now)),
        reviews: Result<Stored<ReviewPage>, AppDetailError> = .success(
            Stored(value: reviewPage, fetchedAt: now)),
        apps: Result<Stored<[AppSummary]>, AppDetailError> = .success(
            Stored(value: [AppSummary(detail), other], fetchedAt: now)),
        chart: Result<Stored<[ChartEntry]>, AppDetailError> = .success(
            Stored(
                value: [ChartEntry(rank: 1, app: other), ChartEntry(rank: 3, app: AppSummary(detail))],
                fetchedAt: now)),
        cachedListing: Stored<Listing>? = nil, cachedReviews: Stored<ReviewPage>? = nil
    ) -> GatedStore {
        GatedStore(
            listing: listing, reviews: reviews, apps: apps, chart: chart, cachedListing: cachedListing,
            cachedReviews: cachedReviews)
    }

    static func useCase(_ store: GatedStore) -> ObserveAppPageUseCase {
        ObserveAppPageUseCase(
            listings: store, reviews: store, developerApps: store, charts: store, storePages: nil,
            freshness: PageFreshness(
                listing: .seconds(86_400), reviews: .seconds(3_600), developerApps: .seconds(86_400),
                chart: .seconds(3_600)),
            reviewSort: .mostHelpful, now: { now })
    }

    enum Part: String, CaseIterable { case listing, reviews, developer, chart }

    static func gate(_ part: Part, of store: GatedStore) -> Gate {
        switch part {
        case .listing: store.listingGate
        case .reviews: store.reviewsGate
        case .developer: store.developerGate
        case .chart: store.chartGate
        }
    }

    /// The developer's apps and the chart can only be asked once the listing names the developer,
    /// the genre and the price, so these are the orders in which the parts can arrive.
    @Test(arguments: [
        [Part.listing, .reviews, .developer, .chart], [.listing, .developer, .reviews, .chart],
        [.reviews, .listing, .developer, .chart], [.listing, .chart, .reviews, .developer],
        [.listing, .chart, .developer, .reviews], [.reviews, .listing, .chart, .developer],
        [.listing, .reviews, .chart, .developer], [.listing, .developer, .chart, .reviews],
    ])
    func eachArrivalYieldsOnePageWithThatPartAdded(order: [Part]) async throws {
        let store = Self.store()
        var pages = Self.useCase(store).observe(.id(Self.detail.id), in: .unitedStates, policy: .standard)
            .makeAsyncIterator()
        var arrived: Set<Part> = []
        for part in order {
            await Self.gate(part, of: store).open()
            arrived.insert(part)
            let page = try #require(try await pages.next())
            #expect((page.listing.fetched != nil) == arrived.contains(.listing), "\(part)")
            #expect((page.reviews.fetched != nil) == arrived.contains(.reviews), "\(part)")
            #expect((page.moreByDeveloper.fetched != nil) == arrived.contains(.developer), "\(part)")
            #expect((page.chartStanding.fetched != nil) == arrived.contains(.chart), "\(part)")
            #expect(page.isSettled == (arrived.count == 4))
        }
        #expect(store.calls.contains("chart free 6000"), "the top free chart of the app's genre")
        #expect(try await pages.next() == nil)
        #expect(store.calls.filter { $0 == "listing" }.count == 1)
        #expect(store.calls.contains("reviews \(Self.detail.id)"))
        #expect(store.calls.contains("apps 42"))
    }

    @Test func theAppOnScreenIsLeftOutOfMoreByThisDeveloper() async throws {
        let store = Self.store()
        for part in Part.allCases { await Self.gate(part, of: store).open() }
        var last: AppPage?
        for try await page in Self.useCase(store).observe(
            .id(Self.detail.id), in: .unitedStates, policy: .standard)
        {
            last = page
        }
        #expect(last?.moreByDeveloper.fetched?.value == [Self.other])
    }

    @Test(arguments: [AppDetailError.throttled, .serverError(status: 503), .malformedAnswer(detail: "x")])
    func aFailedPartIsThatPartsStateAndThePageGoesOn(error: AppDetailError) async throws {
        let store = Self.store(reviews: .failure(error))
        for part in Part.allCases { await Self.gate(part, of: store).open() }
        var last: AppPage?
        for try await page in Self.useCase(store).observe(
            .id(Self.detail.id), in: .unitedStates, policy: .standard)
        {
            last = page
        }
        let page = try #require(last)
        #expect(page.reviews == .failed(error))
        #expect(page.listing.fetched?.value == Self.detail)
        #expect(page.moreByDeveloper.fetched != nil)
        #expect(page.isSettled)
    }

    @Test func theListingsFailureEndsTheObservationWithItsError() async throws {
        let lookup = AppLookup.id(Self.detail.id)
        let store = Self.store(listing: .failure(.notFound(lookup, .unitedStates)))
        for part in Part.allCases { await Self.gate(part, of: store).open() }
        await #expect(throws: AppDetailError.notFound(lookup, .unitedStates)) {
            for try await _ in Self.useCase(store).observe(lookup, in: .unitedStates, policy: .standard) {}
        }
        #expect(!store.calls.contains("apps 42"), "no developer without a listing")
    }

    @Test func aBundleIDAsksForReviewsOnceTheListingGivesTheId() async throws {
        let store = Self.store()
        var pages = Self.useCase(store).observe(
            .bundleID(BundleID(rawValue: "com.example.sample")!), in: .unitedStates, policy: .standard
        ).makeAsyncIterator()
        await store.reviewsGate.open()
        await store.developerGate.open()
        await store.chartGate.open()
        #expect(store.calls == ["listing"] || store.calls.isEmpty)
        await store.listingGate.open()
        var last: AppPage?
        while let page = try await pages.next() { last = page }
        #expect(last?.isSettled == true)
        #expect(Set(store.calls) == ["listing", "reviews \(Self.detail.id)", "apps 42", "chart free 6000"])
    }

    @Test func offlineShowsTheCacheAndFailsOnlyThePartsItLacks() async throws {
        let store = Self.store(cachedListing: Stored(value: Self.detail, fetchedAt: Self.now))
        var last: AppPage?
        for try await page in Self.useCase(store).observe(
            .id(Self.detail.id), in: .unitedStates, policy: .offline)
        {
            last = page
        }
        let page = try #require(last)
        #expect(page.listing.fetched?.freshness.source == .cache)
        guard case .failed(.offline(.partNotCached(let what))) = page.reviews else {
            Issue.record("reviews: \(page.reviews)")
            return
        }
        #expect(what.contains("reviews of id \(Self.detail.id)"))
        #expect(page.moreByDeveloper.failure != nil)
        #expect(store.calls.isEmpty, "offline never asks the store")
    }

    /// Expired cached parts are shown at once, then replaced by the store's.
    @Test func expiredCachedPartsArriveProvisionallyThenFresh() async throws {
        let old = Self.now.addingTimeInterval(-2 * 86_400)
        let store = Self.store(
            cachedListing: Stored(value: Self.detail, fetchedAt: old),
            cachedReviews: Stored(value: Self.reviewPage, fetchedAt: old))
        var pages = Self.useCase(store).observe(.id(Self.detail.id), in: .unitedStates, policy: .standard)
            .makeAsyncIterator()
        var states: [AppPage] = []
        for _ in 0..<2 { states.append(try #require(try await pages.next())) }
        #expect(states.allSatisfy { !$0.isSettled })
        #expect(states.last?.listing.fetched?.freshness.staleness == .expired)
        #expect(states.last.map { if case .provisional = $0.reviews { true } else { false } } == true)
        for part in Part.allCases { await Self.gate(part, of: store).open() }
        var last: AppPage?
        while let page = try await pages.next() { last = page }
        #expect(
            last?.listing
                == .loaded(
                    Fetched(
                        value: Self.detail,
                        freshness: Freshness(source: .network, fetchedAt: Self.now, staleness: .current))))
        #expect(last?.isSettled == true)
    }
}

@Suite("The chart standing, the page's fourth part")
struct ChartStandingPartTests {
    typealias Page = ObserveAppPageTests

    private func settled(_ store: GatedStore, _ detail: Listing = Page.detail) async throws -> AppPage {
        for part in Page.Part.allCases { await Page.gate(part, of: store).open() }
        var last: AppPage?
        for try await page in Page.useCase(store).observe(
            .id(detail.id), in: .unitedStates, policy: .standard)
        {
            last = page
        }
        return try #require(last)
    }

    @Test func anAppInItsGenresChartIsRankedAndOneOutsideItIsNot() async throws {
        let ranked = try await settled(Page.store())
        let business = try ChartGenre(id: 6000)
        #expect(
            ranked.chartStanding.fetched?.value
                == .ranked(rank: 3, chart: .free, genre: business, genreName: "Business"))
        let outside = try await settled(
            Page.store(
                chart: .success(Stored(value: [ChartEntry(rank: 1, app: Page.other)], fetchedAt: Page.now))))
        #expect(outside.chartStanding.fetched?.value == .notRanked(chart: .free, genre: business))
    }

    @Test(arguments: [
        AppDetailError.throttled, .serverError(status: 503), .malformedAnswer(detail: "not the feed"),
    ])
    func aFailedChartIsThatPartsStateAndNeverTheFailedPage(error: AppDetailError) async throws {
        let page = try await settled(Page.store(chart: .failure(error)))
        #expect(page.chartStanding == .failed(error))
        #expect(page.listing.fetched?.value == Page.detail)
        #expect(page.isSettled)
    }

    @Test func noChartAppliesToAnUnknownPriceOrAGenreWithoutOneAndNothingIsAsked() async throws {
        for detail in [
            Listing.fixture(price: .unknown(currencyCode: nil)),
            Listing.fixture(primaryGenre: Genre(id: 6025, name: "Stickers")),
        ] {
            let store = GatedStore(
                listing: .success(Stored(value: detail, fetchedAt: Page.now)),
                reviews: .success(Stored(value: Page.reviewPage, fetchedAt: Page.now)),
                apps: .success(Stored(value: [], fetchedAt: Page.now)))
            let page = try await settled(store, detail)
            #expect(page.chartStanding.fetched?.value == .noChart)
            #expect(!store.calls.contains { $0.hasPrefix("chart") })
        }
        #expect(
            ChartStanding.query(
                for: Listing.fixture(price: .paid(amount: 1, currencyCode: "USD", formatted: nil)),
                in: .unitedStates)?.kind == .paid)
    }
}
