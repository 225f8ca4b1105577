import AppDetailDomain
import Foundation
import TestSupport
import Testing

/// The store page's own data as the page's fifth part.
@Suite("The store page part")
struct StorePagePartTests {
    static let details = StorePageDetails(
        id: ObserveAppPageTests.detail.id, source: .catalogDocument,
        histogram: try? RatingHistogram(countsFromOneStar: [1, 2, 3, 4, 10], total: 20), versionHistory: [],
        privacy: [], inAppPurchases: [], similarApps: [], events: [], ageRating: nil, chartPosition: nil,
        information: [])

    static func useCase(_ store: GatedStore, _ pages: GatedStorePages) -> ObserveAppPageUseCase {
        ObserveAppPageUseCase(
            listings: store, reviews: store, developerApps: store, charts: store, storePages: pages,
            freshness: PageFreshness(
                listing: .seconds(86_400), reviews: .seconds(3_600), developerApps: .seconds(86_400),
                chart: .seconds(3_600), storePage: .seconds(86_400)),
            reviewSort: .mostHelpful, now: { ObserveAppPageTests.now })
    }

    /// For an id the part is asked at once; its arrival is one page of its own, which changes
    /// that part alone, and the page settles only with it.
    @Test(arguments: [true, false])
    func itArrivesOnItsOwn(first: Bool) async throws {
        let store = ObserveAppPageTests.store()
        let pages = GatedStorePages(
            answer: .success(Stored(value: Self.details, fetchedAt: ObserveAppPageTests.now)))
        var iterator = Self.useCase(store, pages).observe(
            .id(ObserveAppPageTests.detail.id), in: .unitedStates, policy: .standard
        ).makeAsyncIterator()
        var previous: AppPage?
        if first {
            await pages.gate.open()
            let page = try #require(try await iterator.next())
            #expect(page.storePage?.fetched?.value == Self.details && page.listing == .loading)
            previous = page
        }
        for part in ObserveAppPageTests.Part.allCases {
            await ObserveAppPageTests.gate(part, of: store).open()
            previous = try await iterator.next()
            #expect(previous?.isSettled == false || first)
        }
        if !first {
            #expect(previous?.storePage == .loading && previous?.isSettled == false)
            await pages.gate.open()
            let page = try #require(try await iterator.next())
            var expected = try #require(previous)
            expected.storePage = .loaded(
                Fetched(
                    value: Self.details,
                    freshness: Freshness(
                        source: .network, fetchedAt: ObserveAppPageTests.now, staleness: .current)))
            #expect(page == expected, "only the store page part changed")
        }
        #expect(try await iterator.next() == nil)
        #expect(pages.asked == [ObserveAppPageTests.detail.id])
    }

    @Test func itsFailureIsItsOwnState() async throws {
        let store = ObserveAppPageTests.store()
        let pages = GatedStorePages(answer: .failure(.malformedAnswer(detail: "no data")))
        for part in ObserveAppPageTests.Part.allCases {
            await ObserveAppPageTests.gate(part, of: store).open()
        }
        await pages.gate.open()
        var last: AppPage?
        for try await page in Self.useCase(store, pages).observe(
            .id(ObserveAppPageTests.detail.id), in: .unitedStates, policy: .standard)
        {
            last = page
        }
        #expect(last?.storePage == .failed(.malformedAnswer(detail: "no data")))
        #expect(last?.listing.fetched != nil && last?.isSettled == true)
    }

    @Test func offlineWithoutItItIsNotCachedAndNothingIsAsked() async throws {
        let store = ObserveAppPageTests.store(
            cachedListing: Stored(value: ObserveAppPageTests.detail, fetchedAt: ObserveAppPageTests.now))
        let pages = GatedStorePages(answer: .failure(.throttled))
        var last: AppPage?
        for try await page in Self.useCase(store, pages).observe(
            .id(ObserveAppPageTests.detail.id), in: .unitedStates, policy: .offline)
        {
            last = page
        }
        guard case .failed(.offline(.partNotCached(let what)))? = last?.storePage else {
            Issue.record("not cached offline: \(String(describing: last?.storePage))")
            return
        }
        #expect(what.contains("App Store page") && pages.asked.isEmpty)
    }

    @Test func aBundleIDWaitsForTheListingsID() async throws {
        let store = ObserveAppPageTests.store()
        let pages = GatedStorePages(
            answer: .success(Stored(value: Self.details, fetchedAt: ObserveAppPageTests.now)))
        await pages.gate.open()
        for part in ObserveAppPageTests.Part.allCases {
            await ObserveAppPageTests.gate(part, of: store).open()
        }
        var last: AppPage?
        for try await page in Self.useCase(store, pages).observe(
            .bundleID(try BundleID(parsing: "com.example.sample")), in: .unitedStates, policy: .standard)
        {
            last = page
        }
        #expect(pages.asked == [ObserveAppPageTests.detail.id] && last?.storePage?.fetched != nil)
    }

    @Test func withoutARepositoryThePartIsAbsent() async throws {
        let store = ObserveAppPageTests.store()
        for part in ObserveAppPageTests.Part.allCases {
            await ObserveAppPageTests.gate(part, of: store).open()
        }
        var last: AppPage?
        for try await page in ObserveAppPageTests.useCase(store).observe(
            .id(ObserveAppPageTests.detail.id), in: .unitedStates, policy: .standard)
        {
            last = page
        }
        #expect(last?.storePage == nil && last?.isSettled == true)
    }
}
