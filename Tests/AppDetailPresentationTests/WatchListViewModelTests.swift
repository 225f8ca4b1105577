import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

/// The watch list screen's view model: each followed app at a glance from KakaoTalk's real
/// captures; a refresh after a run reconfigures the app that moved in place, under UIKit's
/// rules, for every reader; the view model goes when its owner lets it go.
@Suite("The watch list view model", .enabled(if: SharedFixtures.available))
struct WatchListViewModelTests {
    static let korea = HistoryViewModelTests.korea
    static let kakaoTalk = HistoryViewModelTests.app

    /// Statuses handed out in turn, one list per read.
    final class StatusesInTurn: WatchListLoading, @unchecked Sendable {
        private let lock = NSLock()
        private var left: [[FollowedAppStatus]]
        init(_ lists: [[FollowedAppStatus]]) { left = lists }
        func statuses() async throws -> [FollowedAppStatus] {
            lock.withLock { left.count > 1 ? left.removeFirst() : left[0] }
        }
    }

    static func statuses(captures: Int, gone: Bool = false) throws -> [FollowedAppStatus] {
        let history = try HistoryViewModelTests.history(captures)
        let followed = FollowedApp(
            app: kakaoTalk, storefront: korea, reviews: false, since: history.listings[0].observedAt)
        let other = FollowedApp(
            app: AppID(rawValue: 1)!, storefront: try Storefront(country: "us"), reviews: true,
            since: .distantPast)
        var kakao = FollowedAppStatus(followed, history: history, at: history.listings.last!.observedAt)
        if gone {
            let last = history.listings.last!
            let away = AppHistory(
                app: kakaoTalk, storefront: korea,
                listings: history.listings + [.gone(kakaoTalk, from: korea, at: last.observedAt + 86_400)],
                chartPlaces: [], histograms: [], reviews: [], storesAccount: [], skipped: [])
            kakao = FollowedAppStatus(followed, history: away, at: last.observedAt + 86_400)
        }
        let empty = AppHistory(
            app: other.app, storefront: other.storefront, listings: [], chartPlaces: [], histograms: [],
            reviews: [],
            storesAccount: [], skipped: [])
        return [kakao, FollowedAppStatus(other, history: empty, at: Date())]
    }

    @Test func aRunThatMovedOneAppReconfiguresItsRowAloneForEveryReader() async throws {
        let loading = StatusesInTurn([try Self.statuses(captures: 3), try Self.statuses(captures: 4)])
        var viewModel: WatchListViewModel? = WatchListViewModel(
            loading: loading, language: .english, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let first = viewModel!.states
        let second = viewModel!.states
        let firstLoad = await viewModel!.load()
        var simulator: BatchUpdateSimulator<WatchListSection, WatchListRow>?
        var refreshed: WatchListScreen?
        var iterator = first.makeAsyncIterator()
        while let state = await iterator.next() {
            guard case .loaded(let screen) = state else { continue }
            if screen.load == firstLoad, screen.isSettled, simulator == nil {
                simulator = BatchUpdateSimulator(showing: screen.snapshot)
                let row = try #require(screen.listing.rows.first)
                // Compared with the raw record of the third capture.
                let record = try HistoryCapture.of(Self.kakaoTalk.rawValue)[2].record()
                #expect(row.title == record["trackName"] as? String)
                #expect(row.version?.hasPrefix(record["version"] as? String ?? "?") == true)
                #expect(screen.listing.rows.last?.note == "Not observed yet")
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
        let after = try #require(refreshed)
        let changes = try #require(after.changes)
        #expect(changes.itemInserts.isEmpty && changes.itemDeletes.isEmpty && changes.itemMoves.isEmpty)
        #expect(changes.itemUpdates.map(\.item.diffIdentifier) == ["\(Self.kakaoTalk) kr"])
        #expect(simulator?.displayed == after.snapshot.sections)
        let record = try HistoryCapture.of(Self.kakaoTalk.rawValue)[3].record()
        let count = try #require((record["userRatingCount"] as? NSNumber)?.intValue)
        let shown = HistoryWords(language: .english).value(Double(count), of: .ratingCount, currency: nil)
        #expect(after.listing.rows.first?.rating?.contains(shown) == true, "\(shown)")
        let watcher = Task {
            var seen: WatchListScreen?
            for await state in second { if case .loaded(let screen) = state { seen = screen } }
            return seen
        }
        try await Task.sleep(for: .milliseconds(50))
        viewModel = nil
        #expect(await watcher.value?.snapshot == after.snapshot)
        while await iterator.next() != nil {}
    }

    @Test func anAppGoneFromTheStoreKeepsItsNameAndIsMarked() async throws {
        let viewModel = WatchListViewModel(
            loading: StatusesInTurn([try Self.statuses(captures: 2, gone: true)]), language: .korean,
            now: { Date() })
        let load = await viewModel.load()
        for await state in viewModel.states {
            guard case .loaded(let screen) = state, screen.load == load, screen.isSettled else { continue }
            let row = try #require(screen.listing.rows.first)
            #expect(row.title != Self.kakaoTalk.description, "the last name it had: \(row.title)")
            #expect(row.note == "스토어에서 사라짐")
            break
        }
    }
}
