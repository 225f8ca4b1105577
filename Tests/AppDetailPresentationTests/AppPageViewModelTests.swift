import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The page's view model as parts arrive in every order, each state's changeset replayed on the
/// UIKit batch-update simulator.
@Suite("The page view model inserts each part as it arrives", .enabled(if: RealFixtures.available))
struct AppPageViewModelTests {
    static let id: Int64 = 386_493_543

    enum Arrival: String, CaseIterable, CustomTestStringConvertible {
        case listing, reviews, developerApps, reviewsFail, developerAppsTimeOut
        case chartRanked, chartNotRanked, chartThrottled

        var testDescription: String { rawValue }

        /// The page after this arrival.
        func apply(to page: inout AppPage, detail: Listing) {
            let fresh = Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)
            switch self {
            case .listing: page.listing = .loaded(Fetched(value: detail, freshness: fresh))
            case .reviews:
                page.reviews = .loaded(Fetched(value: AppPageViewModelTests.reviews, freshness: fresh))
            case .developerApps:
                page.moreByDeveloper = .loaded(Fetched(value: AppPageViewModelTests.apps, freshness: fresh))
            case .reviewsFail: page.reviews = .failed(.throttled)
            case .developerAppsTimeOut: page.moreByDeveloper = .failed(.offline(.timedOut))
            case .chartRanked:
                page.chartStanding = .loaded(
                    Fetched(
                        value: .ranked(
                            rank: 3, chart: .free, genre: genre(of: detail), genreName: detail.categoryName),
                        freshness: fresh))
            case .chartNotRanked:
                page.chartStanding = .loaded(
                    Fetched(value: .notRanked(chart: .free, genre: genre(of: detail)), freshness: fresh))
            case .chartThrottled: page.chartStanding = .failed(.throttled)
            }
        }

        private func genre(of detail: Listing) -> ChartGenre {
            (try? ChartGenre(id: detail.primaryGenre.id)) ?? ChartGenre.all[0]
        }

        /// The section this arrival adds to a page already showing its listing, if any.
        var insertedSection: DetailSection? {
            switch self {
            case .listing: nil  // always the first page shown, checked apart
            case .reviews, .reviewsFail: .ratingsAndReviews
            case .developerApps: .moreByDeveloper
            case .developerAppsTimeOut, .chartRanked, .chartNotRanked, .chartThrottled: nil
            }
        }
    }

    static let reviews = ReviewPage(
        number: .first,
        reviews: (1...5).map { index in
            Review(
                id: "r\(index)", author: "Reader \(index)", rating: index, title: "Title \(index)",
                body: "Body \(index)", appVersion: "2.\(index)",
                date: fixedNow().addingTimeInterval(-Double(index) * 86_400))
        }, hasNextPage: true)

    static let apps = [101, 102, 103].map { id in
        AppSummary(
            id: AppID(rawValue: id)!, name: "App \(id)", developer: "Maker", iconURL: nil,
            category: "Utilities",
            rating: Rating(average: 4.2, count: 1_200),
            price: Price(amount: 0, currencyCode: "USD", formatted: "Free"))
    }

    /// Every order of three parts arriving (the developer's apps after the listing, as the use
    /// case asks for them), with the reviews failing or the developer's apps timing out instead.
    static let orders: [[Arrival]] = [
        [.listing, .reviews, .developerApps], [.listing, .developerApps, .reviews],
        [.reviews, .listing, .developerApps],
        [.listing, .reviewsFail, .developerApps], [.reviewsFail, .listing, .developerApps],
        [.listing, .reviews, .developerAppsTimeOut], [.reviews, .listing, .developerAppsTimeOut],
        // The chart standing comes after the listing, which names the genre and the price.
        [.listing, .chartRanked, .reviews, .developerApps],
        [.listing, .reviews, .developerApps, .chartRanked],
        [.reviews, .listing, .chartRanked, .developerApps],
        [.listing, .reviewsFail, .chartRanked, .developerApps],
        [.listing, .chartNotRanked, .reviews, .developerApps],
        [.reviews, .listing, .developerApps, .chartThrottled],
    ]

    @Test(arguments: orders)
    func eachStateInsertsExactlyWhatArrived(order: [Arrival]) async throws {
        let detail = try RealFixtures.detail(Self.id)
        let observing = StubPageObserving()
        let viewModel = AppPageViewModel(
            lookup: .id(detail.id), storefront: .unitedStates, observing: observing,
            updateStyle: .reconfigure,
            now: { fixedNow() })
        var states = viewModel.states.makeAsyncIterator()
        #expect(await Self.isIdle(states.next()))
        var calls = observing.callsMade.makeAsyncIterator()
        await viewModel.load()
        #expect(await Self.isLoading(states.next()))
        let call = try #require(await calls.next())

        var page = AppPage.loading
        var shown: DetailSnapshot?
        var simulator: BatchUpdateSimulator<DetailSection, DetailItem>?
        for arrival in order {
            arrival.apply(to: &page, detail: detail)
            call.continuation.yield(page)
            // The header first: parts that come before the listing wait for it.
            guard page.listing.fetched != nil else { continue }
            guard case .loaded(let loaded)? = await states.next() else {
                Issue.record("no loaded state after \(arrival)")
                return
            }
            #expect(loaded.page == page)
            #expect(loaded.isSettled == page.isSettled)
            let snapshot = loaded.snapshot
            if shown != nil, var replay = simulator {
                let changes = try #require(loaded.changes)
                try replay.performBatchUpdates(changes, dataSource: snapshot)
                #expect(replay.displayed == snapshot.sections, "the cells show the new page after \(arrival)")
                simulator = replay
                #expect(
                    changes.sectionDeletes.isEmpty && changes.sectionMoves.isEmpty
                        && changes.itemDeletes.isEmpty)
                #expect(changes.itemMoves.isEmpty && changes.sectionUpdates.isEmpty, "nothing else moves")
                let inserted = changes.sectionInserts.map(\.content.section)
                if arrival == .chartRanked {
                    // One badge inserted into the summary, after the age; nothing else.
                    #expect(inserted.isEmpty && changes.itemUpdates.isEmpty)
                    #expect(changes.itemInserts.map(\.item.diffIdentifier) == [.badge(.chart)])
                    let summary = try #require(snapshot.sections.firstIndex { $0.section == .summary })
                    #expect(changes.itemInserts.map(\.at) == [ItemIndexPath(item: 2, section: summary)])
                } else {
                    #expect(inserted == arrival.insertedSection.map { [$0] } ?? [])
                    #expect(changes.itemInserts.isEmpty && changes.itemUpdates.isEmpty)
                }
            } else {
                #expect(arrival == .listing, "the first page shown is the listing's")
                #expect(loaded.changes == nil, "the first page has nothing to animate from")
                #expect(snapshot.sections.first?.section == .top)
                // What came before the listing is on the first page with it.
                let arrivedBefore = order.prefix { $0 != .listing }
                #expect(
                    snapshot.sections.contains { $0.section == .ratingsAndReviews }
                        == (arrivedBefore.contains(.reviews) || arrivedBefore.contains(.reviewsFail)))
                let reviewCards = snapshot.sections.first { $0.section == .ratingsAndReviews }?.items.filter {
                    if case .review = $0 { true } else { false }
                }
                #expect(
                    (reviewCards?.count ?? 0)
                        == (arrivedBefore.contains(.reviews) ? Self.reviews.reviews.count : 0))
                simulator = BatchUpdateSimulator(showing: snapshot)
            }
            shown = snapshot
        }
        let final = try #require(shown)
        #expect(final.sections.first?.section == .top)
        let expectedReviews = order.contains(.reviews) ? Self.reviews.reviews.count : 0
        let reviewCards = final.sections.first { $0.section == .ratingsAndReviews }?.items.filter {
            if case .review = $0 { true } else { false }
        }
        #expect((reviewCards?.count ?? 0) == expectedReviews)
        #expect(final.sections.contains { $0.section == .moreByDeveloper } == order.contains(.developerApps))
        let badges = final.sections.first { $0.section == .summary }?.items ?? []
        #expect(badges.contains { $0.diffIdentifier == .badge(.chart) } == order.contains(.chartRanked))
    }

    @Test func failedAndTimedOutPartsAreNamedInNotes() async throws {
        let detail = try RealFixtures.detail(Self.id)
        let observing = StubPageObserving()
        let viewModel = AppPageViewModel(
            lookup: .id(detail.id), storefront: .unitedStates, observing: observing,
            updateStyle: .reconfigure,
            now: { fixedNow() })
        var states = viewModel.states.makeAsyncIterator()
        _ = await states.next()
        var calls = observing.callsMade.makeAsyncIterator()
        await viewModel.load()
        _ = await states.next()
        let call = try #require(await calls.next())
        var page = AppPage.loading
        for arrival in [Arrival.listing, .reviewsFail, .developerAppsTimeOut, .chartThrottled] {
            arrival.apply(to: &page, detail: detail)
        }
        call.continuation.yield(page)
        guard case .loaded(let loaded)? = await states.next() else {
            Issue.record("no loaded state")
            return
        }
        #expect(loaded.isSettled)
        #expect(loaded.partNotes.count == 2, "a failed chart is no note: the page misses only a badge")
        #expect(
            loaded.partNotes.first?.hasPrefix("Reviews could not be loaded: The App Store is limiting")
                == true)
        #expect(loaded.partNotes.last?.contains("did not answer in time") == true)
        // The summary still shows the listing's ratings.
        let section = loaded.snapshot.sections.first { $0.section == .ratingsAndReviews }
        #expect(section?.items.map(\.diffIdentifier) == [.ratingsSummary])
    }

    @Test func theListingsFailureIsAFailedStateWithItsError() async throws {
        let observing = StubPageObserving()
        let lookup = AppLookup.id(AppID(rawValue: Self.id)!)
        let viewModel = AppPageViewModel(
            lookup: lookup, storefront: .unitedStates, observing: observing, updateStyle: .reload,
            now: { fixedNow() })
        var states = viewModel.states.makeAsyncIterator()
        _ = await states.next()
        var calls = observing.callsMade.makeAsyncIterator()
        await viewModel.load()
        _ = await states.next()
        try #require(await calls.next()).continuation.finish(
            throwing: AppDetailError.notFound(lookup, .unitedStates))
        guard case .failed(let failure)? = await states.next() else {
            Issue.record("no failed state")
            return
        }
        #expect(failure.error == .notFound(lookup, .unitedStates))
        #expect(!failure.canRetry)
    }

    private static func isIdle(_ state: AppPageViewState?) -> Bool {
        if case .idle? = state { true } else { false }
    }

    private static func isLoading(_ state: AppPageViewState?) -> Bool {
        if case .loading? = state { true } else { false }
    }
}
