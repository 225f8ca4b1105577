import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The History screen's view model over KakaoTalk's real captures (shared fixtures): a new
/// observation animates in as its own rows, under UIKit's rules, for every reader.
@Suite("The history view model", .enabled(if: SharedFixtures.available))
struct HistoryViewModelTests {
    static let korea = try! Storefront(country: "kr")
    static let app = AppID(rawValue: 362_057_947)!

    /// Histories handed out in turn, one per read.
    final class HistoriesInTurn: HistoryLoading, @unchecked Sendable {
        private let lock = NSLock()
        private var left: [AppHistory]
        init(_ histories: [AppHistory]) { left = histories }
        func history(of app: AppID, in storefront: Storefront, since: Date?) async throws -> AppHistory {
            lock.withLock { left.count > 1 ? left.removeFirst() : left[0] }
        }
    }

    /// KakaoTalk's first `count` captures as the history holds them.
    static func history(_ count: Int) throws -> AppHistory {
        let observations = try HistoryCapture.of(app.rawValue).prefix(count).map { capture in
            let record = try capture.record()
            return ListingObservation(
                app: app, storefront: korea, observedAt: capture.observedNotBefore,
                lastSeenAt: capture.observedNotBefore, status: .listed,
                figures: ObservedFigures(
                    ratingAverage: (record["averageUserRating"] as? NSNumber)?.doubleValue,
                    ratingCount: (record["userRatingCount"] as? NSNumber)?.intValue, price: 0,
                    sizeBytes: Int64((record["fileSizeBytes"] as? String) ?? "")),
                texts: ObservedTexts(
                    name: record["trackName"] as? String ?? "",
                    developer: record["sellerName"] as? String ?? "",
                    version: record["version"] as? String ?? "",
                    releaseNotes: record["releaseNotes"] as? String,
                    description: record["description"] as? String ?? "", genre: "소셜 네트워킹", ageRating: "4+",
                    languages: [], screenshots: [], icon: nil, currencyCode: "KRW"))
        }
        return AppHistory(
            app: app, storefront: korea, listings: observations, chartPlaces: [], histograms: [], reviews: [],
            storesAccount: [], skipped: [])
    }

    @Test func aNewObservationAnimatesInAsItsOwnRowsForEveryReader() async throws {
        let loading = HistoriesInTurn([try Self.history(3), try Self.history(4)])
        var viewModel: HistoryViewModel? = HistoryViewModel(
            app: Self.app, storefront: Self.korea, since: nil, loading: loading)
        let first = viewModel!.states
        let second = viewModel!.states
        let firstLoad = await viewModel!.load()
        var shown: HistoryScreen?
        var simulator: BatchUpdateSimulator<HistorySection, HistoryItem>?
        var refreshed: HistoryScreen?
        var iterator = first.makeAsyncIterator()
        while let state = await iterator.next() {
            guard case .loaded(let screen) = state else { continue }
            if screen.load == firstLoad, screen.isSettled, shown == nil {
                shown = screen
                simulator = BatchUpdateSimulator(showing: screen.snapshot)
                _ = await viewModel!.refresh()
                continue
            }
            guard let changes = screen.changes else { continue }
            try simulator?.performBatchUpdates(changes, dataSource: screen.snapshot)
            if screen.isSettled {
                refreshed = screen
                break
            }
        }
        let before = try #require(shown)
        let after = try #require(refreshed)
        #expect(simulator?.displayed == after.snapshot.sections)
        // The figures' rows are updated in place; the new version and the new changes are
        // inserted; nothing is deleted or moved.
        let changes = try #require(after.changes)
        #expect(changes.itemDeletes.isEmpty && changes.itemMoves.isEmpty && changes.sectionDeletes.isEmpty)
        let inserted = changes.itemInserts.map(\.item.diffIdentifier)
        #expect(inserted.contains("version 10.6.3"))
        #expect(
            inserted.filter { $0.hasPrefix("change ") }.count == after.listing.changes.count
                - before.listing.changes.count)
        #expect(changes.itemUpdates.count == after.listing.trends.count)
        // Figures compared with the raw records, in the store's language.
        let ratings = try #require(after.listing.trends.first { $0.figure == .ratingCount })
        #expect(ratings.title == "평가 수")
        #expect((ratings.first, ratings.last, ratings.change) == ("73,661", "136,080", "+62,419"))
        #expect(after.listing.versions.map(\.version) == ["10.6.3", "10.1.2", "9.7.2", "8.9.7"])
        #expect(after.listing.changes.contains { $0.text == "이름: 카카오톡 KakaoTalk → 카카오톡" })
        // The second reader saw the same last screen, and both end with the view model.
        var last: HistoryScreen?
        let watcher = Task {
            var seen: HistoryScreen?
            for await state in second { if case .loaded(let screen) = state { seen = screen } }
            return seen
        }
        try await Task.sleep(for: .milliseconds(50))
        viewModel = nil
        last = await watcher.value
        #expect(last?.snapshot == after.snapshot)
        while await iterator.next() != nil {}
    }

    @Test func anEmptyHistorySaysNothingWasObserved() async throws {
        let empty = AppHistory(
            app: Self.app, storefront: Self.korea, listings: [], chartPlaces: [], histograms: [], reviews: [],
            storesAccount: [], skipped: [])
        let viewModel = HistoryViewModel(
            app: Self.app, storefront: try Storefront(country: "fr"), since: nil,
            loading: HistoriesInTurn([empty]))
        let load = await viewModel.load()
        for await state in viewModel.states {
            guard case .loaded(let screen) = state, screen.load == load, screen.isSettled else { continue }
            #expect(screen.listing.notes == ["Rien d’observé pour l’instant."])
            #expect(screen.snapshot.numberOfSections == 0)
            break
        }
    }
}
