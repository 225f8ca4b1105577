import AppDetailDomain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppDetailData

/// A watch list reads every followed app's history at once; each must be the history read alone,
/// damaged rows skipped and named alike, whatever the period.
@Suite("History: many apps read at once are each as read alone", .enabled(if: SharedFixtures.available))
struct ManyHistoriesTests {
    static let korea = try! Storefront(country: "kr")
    static let kakaoTalk = AppID(rawValue: 362_057_947)!

    @Test func manyHistoriesAreEachTheHistoryReadAlone() async throws {
        let captures = try HistoryCapture.of(Self.kakaoTalk.rawValue)
        let store = try AnswersInTurn(try captures.map { try $0.lookupAnswer() })
        defer { store.stop() }
        for capture in captures {
            _ = try await store.sources(now: capture.observedNotBefore).listings.fetchListing(
                for: .id(Self.kakaoTalk), in: Self.korea)
        }
        let cache = try SQLiteAppCache(fileURL: store.directory.url.appendingPathComponent("cache.sqlite"))
        let (one, two) = (AppID(rawValue: 1)!, AppID(rawValue: 2)!)
        let day = captures[1].observedNotBefore
        let chart = ChartName(storefront: Self.korea, kind: .free, genreID: nil)
        let other = ChartName(storefront: Self.korea, kind: .paid, genreID: 6015)
        func review(_ id: String, _ stars: Int) -> Review {
            Review(
                id: id, author: "a", rating: stars, title: "t \(id)", body: "b", appVersion: "1", date: day)
        }
        try cache.writing { db in
            for (offset, places) in [[one, Self.kakaoTalk, two], [Self.kakaoTalk, one], [two, one]]
                .enumerated()
            {
                let moment = day.addingTimeInterval(Double(offset) * 86_400)
                try HistoryRecorder.record(ChartRanking(places: places), of: chart, at: moment, in: db)
                try HistoryRecorder.record(
                    ChartRanking(places: places.reversed()), of: other, at: moment, in: db)
            }
            try HistoryRecorder.record(
                [review("9", 5), review("10", 1)], of: Self.kakaoTalk, in: Self.korea, at: day, in: db)
            try HistoryRecorder.record(
                [review("11", 2), review("9", 5)], of: one, in: Self.korea, at: day, in: db)
            let notes = try HistoryTexts.id(of: "Fixes.", in: db)
            for (app, version, released) in [
                (Self.kakaoTalk, "10.0", 1_600_000_000_000), (one, "2.0", 1_650_000_000_000),
            ] {
                try db.execute(
                    sql: "INSERT INTO history_store_version VALUES (?, 'kr', ?, ?, ?)",
                    arguments: [app.rawValue, version, released, notes])
            }
            try db.execute(
                sql:
                    "INSERT INTO history_histogram VALUES (?, 'kr', ?, ?, 1, 2, 3, 4, 5), (?, 'kr', ?, ?, 1, 2, 3, 4, 6)",
                arguments: [
                    Self.kakaoTalk.rawValue, 1_600_000_000_000, 1_600_000_000_000, Self.kakaoTalk.rawValue,
                    1_700_000_000_000, 1_700_000_000_000,
                ])
            // Damage of every kind the reading skips and names.
            try db.execute(
                sql: "UPDATE history_listing SET rating_count = 'many' WHERE observed_at = ?",
                arguments: [HistoryTime.milliseconds(captures[2].observedNotBefore)])
            try db.execute(
                sql: "UPDATE history_review SET first_seen_at = 'yesterday' WHERE review_id = '10'")
            try db.execute(
                sql: "UPDATE history_chart_place SET place = 'first' WHERE track_id = 2 AND chart = 'paid'")
        }
        let repository = SQLiteHistoryRepository(
            cache: cache, unusable: nil,
            noCache: CacheReason(path: "", detail: "", remedy: .chooseAnotherPlace))
        let apps =
            [Self.kakaoTalk, one, two, AppID(rawValue: 3)!].map {
                FollowedApp(app: $0, storefront: Self.korea, reviews: true, since: day)
            } + [FollowedApp(app: Self.kakaoTalk, storefront: .unitedStates, reviews: false, since: day)]
        for since in [nil, day, day.addingTimeInterval(86_400 + 1), captures[3].observedNotBefore, Date()] {
            let many = try await repository.histories(of: apps, since: since)
            #expect(many.count == apps.count)
            for (app, read) in zip(apps, many) {
                let alone = try await repository.history(of: app.app, in: app.storefront, since: since)
                #expect(
                    read == alone,
                    "\(app.app) in \(app.storefront.country) since \(String(describing: since))")
            }
        }
        let whole = try await repository.histories(of: apps, since: nil)
        // The figures are the store's and the damage is named, so the comparison above compared
        // something: every part is there.
        #expect(whole[0].listings.count == captures.count - 1 && whole[0].skipped.count == 2)
        #expect(!whole[0].chartPlaces.isEmpty && !whole[0].histograms.isEmpty)
        #expect(whole[0].reviews.map(\.id) == ["9"] && whole[0].storesAccount.map(\.notes) == ["Fixes."])
        #expect(whole[2].skipped.count == 3, "\(whole[2].skipped)")
        #expect(whole[3] == AppHistory.empty(AppID(rawValue: 3)!, Self.korea))
    }
}
