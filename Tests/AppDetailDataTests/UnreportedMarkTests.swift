import AppDetailDomain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppDetailData

/// The mark recording leaves on a followed app with a new state, which is all a report reads to
/// know whose history to read: on a real cache file, through the recorder the repositories call.
@Suite("Watch list: recording marks the apps a report must read")
struct UnreportedMarkTests {
    static let day = Date(timeIntervalSince1970: 1_700_000_000)
    static let korea = try! Storefront(country: "kr")
    static let (lasting, counted, reviewed, unfollowed) =
        (AppID(rawValue: 1)!, AppID(rawValue: 2)!, AppID(rawValue: 3)!, AppID(rawValue: 4)!)

    private static func listed(_ app: AppID, count: Int, at moment: Date) -> ListingObservation {
        ListingObservation(
            app: app, storefront: korea, observedAt: moment, lastSeenAt: moment, status: .listed,
            figures: ObservedFigures(ratingAverage: 4.5, ratingCount: count),
            texts: ObservedTexts(
                name: "app \(app)", developer: "d", version: "1.0", releaseNotes: nil, description: "x",
                genre: "g", ageRating: "4+", languages: ["EN"], screenshots: [], icon: nil,
                currencyCode: "KRW"))
    }

    private static func review(_ id: String) -> Review {
        Review(id: id, author: "a", rating: 4, title: "t", body: "b", appVersion: nil, date: nil)
    }

    /// Each followed app's mark, read from the file as another process would.
    private static func marks(in cache: SQLiteAppCache) throws -> [Int64: Bool] {
        try DatabaseQueue(path: cache.fileURL.path).read { db in
            Dictionary(
                uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT track_id, unreported FROM watch_list")
                    .map { ($0["track_id"], $0["unreported"] == 1) })
        }
    }

    /// A state that only lasts longer, a review seen again and an app not followed mark nothing;
    /// a new figure and a new review mark their apps, and the report that tells them clears it.
    @Test func onlyANewStateOfAFollowedAppMarksIt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let watchList = WatchListStore(database: cache)
        let followed = [Self.lasting, Self.counted, Self.reviewed]
        try cache.writing { db in
            for app in followed + [Self.unfollowed] {
                try HistoryRecorder.record(Self.listed(app, count: 10, at: Self.day), in: db)
                try HistoryRecorder.record(
                    [Self.review("\(app)")], of: app, in: Self.korea, at: Self.day, in: db)
            }
        }
        _ = try watchList.follow(followed, in: "kr", reviews: true, at: Self.day.addingTimeInterval(1))
        let apps = try watchList.followed()
        #expect(try Self.marks(in: cache) == [1: true, 2: true, 3: true], "a new row starts marked")
        _ = try watchList.reportChanges(of: apps) { _ in }
        #expect(try Self.marks(in: cache) == [1: false, 2: false, 3: false])

        let next = Self.day.addingTimeInterval(86_400)
        try cache.writing { db in
            for app in followed + [Self.unfollowed] {
                let count = app == Self.counted || app == Self.unfollowed ? 11 : 10
                try HistoryRecorder.record(Self.listed(app, count: count, at: next), in: db)
                let reviews = app == Self.reviewed ? ["new", "\(app)"] : ["\(app)"]
                try HistoryRecorder.record(
                    reviews.map(Self.review), of: app, in: Self.korea, at: next, in: db)
            }
        }
        #expect(try Self.marks(in: cache) == [1: false, 2: true, 3: true])
        let told = try watchList.reportChanges(of: apps) { $0.changes }
        #expect(Set(told.map(\.app)) == [Self.counted, Self.reviewed], "\(told)")
        #expect(try Self.marks(in: cache) == [1: false, 2: false, 3: false])
        #expect(try watchList.reportChanges(of: apps) { $0.changes }.isEmpty)
    }

    /// An observation older than the last report (a cache imported late, a clock set back) is
    /// kept in the history but marks nothing: no report could tell it.
    @Test func aStateBeganBeforeTheLastReportMarksNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let watchList = WatchListStore(database: cache)
        let later = Self.day.addingTimeInterval(86_400)
        try cache.writing { db in
            try HistoryRecorder.record(Self.listed(Self.counted, count: 10, at: later), in: db)
        }
        _ = try watchList.follow([Self.counted], in: "kr", reviews: false, at: later)
        _ = try watchList.reportChanges(of: try watchList.followed()) { _ in }
        try cache.writing { db in
            try HistoryRecorder.record(Self.listed(Self.counted, count: 9, at: Self.day), in: db)
        }
        #expect(
            try HistoryStore(database: cache).history(of: Self.counted, in: Self.korea, since: nil).listings
                .count == 2)
        #expect(try Self.marks(in: cache) == [2: false])
    }

    /// A watch list from before the marks: every app starts marked, so a change recorded before
    /// the upgrade and never reported is told by the first report after it.
    @Test func aChangeRecordedBeforeTheMarksIsReportedAfterThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let before = Array(EmbeddedMigrations.all.prefix { $0.name != "0020_add_unreported_mark" })
        #expect(before.count == 19)
        do {
            let old = try SQLiteAppCache(fileURL: file, migrations: before)
            try old.writing { db in
                for (count, moment) in [(10, Self.day), (11, Self.day.addingTimeInterval(86_400))] {
                    let observation = Self.listed(Self.counted, count: count, at: moment)
                    try HistoryRecorder.record(
                        observation, at: HistoryTime.milliseconds(moment)!, in: db, recent: nil,
                        marking: false)
                }
                try db.execute(
                    sql: """
                        INSERT INTO watch_list (track_id, country, reviews, followed_at, reported_through)
                        VALUES (2, 'kr', 0, ?1, ?1)
                        """, arguments: [HistoryTime.milliseconds(Self.day.addingTimeInterval(1))!])
            }
        }
        let cache = try SQLiteAppCache(fileURL: file)
        #expect(try Self.marks(in: cache) == [2: true])
        let watchList = WatchListStore(database: cache)
        let told = try watchList.reportChanges(of: try watchList.followed()) { $0.changes }
        #expect(told.map(\.kind) == [.figure(.ratingCount, before: 10, after: 11)], "\(told)")
    }
}
