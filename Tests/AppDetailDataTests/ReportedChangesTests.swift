import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// What a watch list reports, on a real cache file: every kind of change observed after an app's
/// last report, and nothing for an app whose states only lasted longer.
@Suite("Watch list: changes reported once, and only changes")
struct ReportedChangesTests {
    static let day = Date(timeIntervalSince1970: 1_700_000_000)
    static let korea = try! Storefront(country: "kr")

    private func review(_ id: String, _ stars: Int) -> Review {
        Review(id: id, author: "a", rating: stars, title: "t", body: "b", appVersion: nil, date: nil)
    }

    private static func texts(_ name: String) -> ObservedTexts {
        ObservedTexts(
            name: name, developer: "d", version: "1.0", releaseNotes: nil, description: "x", genre: "g",
            ageRating: "4+", languages: ["EN"], screenshots: [], icon: nil, currencyCode: "KRW")
    }

    private func listed(_ app: AppID, count: Int, at moment: Date) -> ListingObservation {
        ListingObservation(
            app: app, storefront: Self.korea, observedAt: moment, lastSeenAt: moment, status: .listed,
            figures: ObservedFigures(ratingAverage: 4.5, ratingCount: count), texts: Self.texts("app \(app)"))
    }

    @Test func aChartMoveANewReviewAndANewFigureAreReportedAndALongerStateIsNot() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let history = AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: URL(string: "http://127.0.0.1:9")!, cacheDirectory: directory.url,
                timeout: .seconds(5),
                seed: nil),
            now: { Self.day }, warn: { _ in }
        ).watchList
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let (charted, reviewed, counted, unchanged) =
            (AppID(rawValue: 1)!, AppID(rawValue: 2)!, AppID(rawValue: 3)!, AppID(rawValue: 4)!)
        let apps = [charted, reviewed, counted, unchanged]
        let chart = ChartName(storefront: Self.korea, kind: .free, genreID: nil)
        let next = Self.day.addingTimeInterval(86_400)
        try cache.writing { db in
            try HistoryRecorder.record(ChartRanking(places: [charted]), of: chart, at: Self.day, in: db)
            try HistoryRecorder.record([review("1", 5)], of: reviewed, in: Self.korea, at: Self.day, in: db)
            for app in apps { try HistoryRecorder.record(listed(app, count: 10, at: Self.day), in: db) }
        }
        _ = try await history.follow(apps, in: Self.korea, reviews: true, at: Self.day.addingTimeInterval(1))
        try cache.writing { db in
            try HistoryRecorder.record(
                ChartRanking(places: [unchanged, charted]), of: chart, at: next, in: db)
            try HistoryRecorder.record(
                [review("2", 1), review("1", 5)], of: reviewed, in: Self.korea, at: next, in: db)
            try HistoryRecorder.record(listed(counted, count: 11, at: next), in: db)
            for app in [charted, reviewed, unchanged] {
                try HistoryRecorder.record(listed(app, count: 10, at: next), in: db)
            }
        }
        let followed = try await history.followed()
        let first = try await history.reportChanges(of: followed) { $0.changes }
        #expect(first.count == 3, "\(first)")
        #expect(Set(first.map(\.app)) == [charted, reviewed, counted])
        #expect(first.contains { $0.kind == .chartPlace(chart, before: 1, after: 2) })
        #expect(first.contains { if case .newReviews = $0.kind { true } else { false } })
        #expect(first.contains { if case .figure(.ratingCount, 10, 11) = $0.kind { true } else { false } })
        let again = try await history.reportChanges(of: followed) { $0.changes }
        #expect(again.isEmpty, "each change is reported once: \(again)")
    }

    @Test func oneAppsTextsInTwoStorefrontsAreEachKeptAsTheStoreSaidThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let app = AppID(rawValue: 7)!
        func observation(_ name: String, in storefront: Storefront, at moment: Date) -> ListingObservation {
            ListingObservation(
                app: app, storefront: storefront, observedAt: moment, lastSeenAt: moment, status: .listed,
                figures: ObservedFigures(ratingAverage: 4.5, ratingCount: 10), texts: Self.texts(name))
        }
        let japan = try Storefront(country: "jp")
        // Alternating storefronts with other texts: the memory of one app's last texts must not
        // give either storefront the other's.
        for day in 0..<3 {
            let moment = Self.day.addingTimeInterval(Double(day) * 86_400)
            try cache.writing { db in
                try HistoryRecorder.record(
                    observation("카카오톡", in: Self.korea, at: moment), in: db, recent: cache.recentTexts)
                try HistoryRecorder.record(
                    observation("カカオトーク", in: japan, at: moment), in: db, recent: cache.recentTexts)
            }
        }
        let store = HistoryStore(database: cache)
        let korean = try store.history(of: app, in: Self.korea, since: nil)
        let japanese = try store.history(of: app, in: japan, since: nil)
        #expect(korean.listings.map { $0.texts?.name } == ["카카오톡"])
        #expect(japanese.listings.map { $0.texts?.name } == ["カカオトーク"])
        #expect(korean.changes.isEmpty && japanese.changes.isEmpty)
    }
}
