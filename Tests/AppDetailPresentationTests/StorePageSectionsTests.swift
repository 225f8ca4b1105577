import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The store page's sections: built from a real catalog document (Instagram's, July 2025) beside
/// a real listing, arriving in every order with the page's other parts on the batch-update
/// simulator that enforces UIKit's rules; each arrival inserts and moves nothing.
@Suite("The store page's sections", .enabled(if: RealFixtures.available))
struct StorePageSectionsTests {
    enum Part: CaseIterable { case reviews, developerApps, storePage }

    static let folder = SharedFixtures.root.deletingLastPathComponent().appendingPathComponent(
        "appstore-page")

    static func details(for id: AppID) throws -> StorePageDetails {
        // The real document, its record given the listing's id (assembled: the two are of
        // different apps).
        let data = try Data(contentsOf: folder.appendingPathComponent("media-api/389801252_us.json"))
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "\"id\": \"389801252\"", with: "\"id\": \"\(id)\"")
        return try CatalogDocumentParser.details(from: Data(text.utf8), for: id)
    }

    static func fetched<Value>(_ value: Value) -> PagePart<Value> {
        .loaded(
            Fetched(
                value: value,
                freshness: Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)))
    }

    @Test(arguments: [
        [Part.reviews, .developerApps, .storePage], [.reviews, .storePage, .developerApps],
        [.developerApps, .reviews, .storePage], [.developerApps, .storePage, .reviews],
        [.storePage, .reviews, .developerApps], [.storePage, .developerApps, .reviews],
    ])
    func eachArrivalInsertsAndMovesNothing(order: [Part]) throws {
        let detail = try RealFixtures.detail(640_199_958)
        let store = try Self.details(for: detail.id)
        let builder = DetailSnapshotBuilder(storefront: .unitedStates, now: fixedNow)
        var page = AppPage(
            listing: Self.fetched(detail), reviews: .loading, moreByDeveloper: .loading,
            chartStanding: Self.fetched(ChartStanding.noChart), storePage: .loading)
        var shown = try builder.snapshot(for: page)
        var simulator = BatchUpdateSimulator(showing: shown)
        for part in order {
            switch part {
            case .reviews:
                page.reviews = Self.fetched(
                    ReviewPage(
                        number: .first,
                        reviews: [
                            Review(
                                id: "1", author: "A", rating: 5, title: "T", body: "B", appVersion: nil,
                                date: nil)
                        ],
                        hasNextPage: false))
            case .developerApps: page.moreByDeveloper = Self.fetched(store.similarApps.prefix(2).map { $0 })
            case .storePage: page.storePage = Self.fetched(store)
            }
            let next = try builder.snapshot(for: page)
            let batch = shown.batchUpdate(to: next, updateStyle: .reconfigure)
            try simulator.performBatchUpdates(batch, dataSource: next)
            #expect(simulator.displayed == next.sections)
            #expect(batch.sectionDeletes.isEmpty && batch.sectionMoves.isEmpty && batch.itemDeletes.isEmpty)
            #expect(batch.itemMoves.isEmpty && batch.itemUpdates.isEmpty, "\(part): \(batch)")
            if part == .storePage {
                let inserted = Set(batch.sectionInserts.map(\.content.section))
                #expect(
                    inserted.isSuperset(of: [
                        .events, .versionHistory, .privacy, .inAppPurchases, .similarApps,
                    ]))
            }
            shown = next
        }
        // In App Store order, the bars after the summary and before the reviews.
        let sections = shown.sections.map(\.section)
        #expect(sections == DetailSection.allCases.filter(sections.contains))
        let ratings = try #require(shown.sections.first { $0.section == .ratingsAndReviews }?.items)
        #expect(ratings.first?.diffIdentifier == .ratingsSummary)
        #expect(
            ratings.dropFirst().prefix(5).map(\.diffIdentifier)
                == (1...5).reversed().map { .ratingBar(stars: $0) })
        let bars = ratings.compactMap { item -> RatingBarItem? in
            if case .ratingBar(let bar) = item { bar } else { nil }
        }
        let histogram = try #require(store.histogram)
        #expect(bars.map(\.count) == histogram.counts.reversed())
        #expect(abs(bars.map(\.share).reduce(0, +) - 1) < 1e-9)
    }

    /// A histogram whose counts disagree with its total is shown with a note saying so.
    /// A screen showing one part alone asks the view model why it has nothing, in the page's
    /// language: the store's language, not English; nothing for a part the page has.
    @Test func theViewModelSaysWhyAPartAloneShowsNothing() throws {
        let korea = try Storefront(country: "kr")
        let id = try #require(AppID(rawValue: 640_199_958))
        let viewModel = AppPageViewModel(
            lookup: .id(id), storefront: korea, observing: StubPageObserving(), updateStyle: .reconfigure,
            now: fixedNow)
        let details = try Self.details(for: id)
        #expect(details.state(of: .privacy) == .present)
        #expect(viewModel.note(for: .privacy, in: details) == nil)
        let none = try #require(viewModel.note(for: .moreByDeveloper, in: nil))
        #expect(none.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(none)")
        let english = DetailSnapshotBuilder(storefront: .unitedStates, now: fixedNow)
        #expect(none != english.note(for: .moreByDeveloper, in: nil))
    }

    @Test func aDisagreeingHistogramIsNoted() throws {
        let detail = try RealFixtures.detail(640_199_958)
        let store = StorePageDetails(
            id: detail.id, source: .catalogDocument,
            histogram: try RatingHistogram(countsFromOneStar: [1, 2, 3, 4, 5], total: 100),
            versionHistory: [],
            privacy: [], inAppPurchases: [], similarApps: [], events: [], ageRating: nil, chartPosition: nil,
            information: [])
        let page = AppPage(
            listing: Self.fetched(detail), reviews: .loading, moreByDeveloper: .loading,
            chartStanding: Self.fetched(ChartStanding.noChart), storePage: Self.fetched(store))
        let snapshot = try DetailSnapshotBuilder(storefront: .unitedStates, now: fixedNow).snapshot(for: page)
        let ratings = try #require(snapshot.sections.first { $0.section == .ratingsAndReviews }?.items)
        guard case .storePageNote(let note)? = ratings.last else {
            Issue.record("no note: \(ratings)")
            return
        }
        #expect(note.text.contains("15") && note.text.contains("100"), "\(note.text)")
        #expect(!snapshot.sections.contains { $0.section == .versionHistory }, "no versions, no section")
    }

    /// An item that says itself names the section it stands in, and says what the command
    /// line's JSON and `diff` write of it.
    @Test func anEventSaysItselfInItsOwnSection() throws {
        let detail = try RealFixtures.detail(640_199_958)
        let events = [
            AppEvent(
                id: "7", title: "Premiere", badge: "happening", subtitle: "", start: nil, end: nil, url: nil),
            AppEvent(id: "", title: "Quiz", badge: "challenge", subtitle: "", start: nil, end: nil, url: nil),
        ]
        let store = StorePageDetails(
            id: detail.id, source: .pageShelves, histogram: nil, versionHistory: [], privacy: [],
            inAppPurchases: [], similarApps: [], events: events, ageRating: nil, chartPosition: nil,
            information: [])
        let page = AppPage(
            listing: Self.fetched(detail), reviews: .loading, moreByDeveloper: .loading,
            chartStanding: Self.fetched(ChartStanding.noChart), storePage: Self.fetched(store))
        let snapshot = try DetailSnapshotBuilder(storefront: .unitedStates, now: fixedNow).snapshot(for: page)
        var said: [String] = []
        for section in snapshot.sections {
            for item in section.items {
                guard let content = item.content else { continue }
                #expect(type(of: content).section == section.section, "\(item)")
                said.append("\(content.label): \(content.text)")
            }
        }
        #expect(said == ["event 7: Happening Now · Premiere", "event without id #1: Event · Quiz"])
    }
}
