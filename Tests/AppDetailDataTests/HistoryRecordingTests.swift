import AppDetailDomain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppDetailData

/// The history as the repositories record it: real captures of the same apps years apart served
/// from a loopback store, a real cache file, the clock set to each capture's moment.
@Suite("History: what the store said, recorded by the repositories", .enabled(if: SharedFixtures.available))
struct HistoryRecordingTests {
    static let korea = try! Storefront(country: "kr")
    static let kakaoTalk = AppID(rawValue: 362_057_947)!

    /// Serves each capture in turn and fetches the app once per capture, at its moment.
    private func replay(_ captures: [HistoryCapture], in store: AnswersInTurn) async throws {
        for capture in captures {
            let sources = store.sources(now: capture.observedNotBefore)
            let id = AppID(rawValue: capture.trackID)!
            _ = try await sources.listings.fetchListing(for: .id(id), in: Storefront(country: capture.store))
        }
    }

    @Test func kakaoTalksFourCapturesAreFourObservationsWithTheStoresFigures() async throws {
        let captures = try HistoryCapture.of(Self.kakaoTalk.rawValue)
        #expect(captures.count == 4)
        let store = try AnswersInTurn(try captures.map { try $0.lookupAnswer() })
        defer { store.stop() }
        try await replay(captures, in: store)
        let history = try await store.sources(now: Date()).history.history(
            of: Self.kakaoTalk, in: Self.korea, since: nil)
        #expect(history.listings.count == 4)
        for (observation, capture) in zip(history.listings, captures) {
            let record = try capture.record()
            #expect(observation.observedAt == capture.observedNotBefore)
            #expect(observation.figures.ratingCount == (record["userRatingCount"] as? NSNumber)?.intValue)
            // Within a billionth: the rule of sameness (corelibs' JSONSerialization reads 2.82781 as
            // 2.8278099999999986).
            let average = (record["averageUserRating"] as? NSNumber)?.doubleValue ?? -1
            #expect(abs((observation.figures.ratingAverage ?? 0) - average) < 1e-9)
            #expect(observation.texts?.version == record["version"] as? String)
            #expect(observation.texts?.name == record["trackName"] as? String)
        }
        let counts = history.series(of: .ratingCount).map(\.value)
        #expect(counts == [73_661, 109_064, 122_196, 136_080])
        let names = history.changes.compactMap { change -> String? in
            if case .text(.name, let before?, let after?) = change.kind { return "\(before) → \(after)" }
            return nil
        }
        #expect(names == ["카카오톡 KakaoTalk → 카카오톡"])
        #expect(history.versions.map(\.version) == ["10.6.3", "10.1.2", "9.7.2", "8.9.7"])
    }

    @Test func anUnchangedAnswerOnlyMovesLastSeen() async throws {
        let capture = try HistoryCapture.of(Self.kakaoTalk.rawValue)[0]
        let store = try AnswersInTurn([try capture.lookupAnswer()])
        defer { store.stop() }
        for day in 0..<30 {
            let sources = store.sources(
                now: capture.observedNotBefore.addingTimeInterval(Double(day) * 86_400))
            _ = try await sources.listings.fetchListing(for: .id(Self.kakaoTalk), in: Self.korea)
        }
        let history = try await store.sources(now: Date()).history.history(
            of: Self.kakaoTalk, in: Self.korea, since: nil)
        #expect(history.listings.count == 1)
        #expect(history.listings[0].lastSeenAt == capture.observedNotBefore.addingTimeInterval(29 * 86_400))
        #expect(history.changes.isEmpty)
    }

    @Test func anOlderObservationTakesItsPlaceInTime() async throws {
        let captures = try HistoryCapture.of(Self.kakaoTalk.rawValue)
        // Newest first, as a clock set back or an old answer imported late would give them.
        let reversed = Array(captures.reversed())
        let store = try AnswersInTurn(try reversed.map { try $0.lookupAnswer() })
        defer { store.stop() }
        try await replay(reversed, in: store)
        let history = try await store.sources(now: Date()).history.history(
            of: Self.kakaoTalk, in: Self.korea, since: nil)
        #expect(history.listings.map(\.observedAt) == captures.map(\.observedNotBefore))
        #expect(history.series(of: .ratingCount).map(\.value) == [73_661, 109_064, 122_196, 136_080])
    }

    @Test func twoCapturesOnOneDayKeepTheStoresCounts() async throws {
        // KakaoBank twice in March 2022: the count moved between two requests.
        let captures = try HistoryCapture.of(1_258_016_944)
        let store = try AnswersInTurn(try captures.map { try $0.lookupAnswer() })
        defer { store.stop() }
        try await replay(captures, in: store)
        let history = try await store.sources(now: Date()).history.history(
            of: AppID(rawValue: 1_258_016_944)!, in: Self.korea, since: nil)
        let expected = try captures.map {
            try ($0.record()["userRatingCount"] as? NSNumber)?.doubleValue ?? -1
        }
        #expect(history.series(of: .ratingCount).map(\.value) == expected)
        #expect(expected.prefix(2) == [10_510, 10_521])
    }

    @Test func anAnswerInAnotherLanguageIsNotObserved() async throws {
        let capture = try HistoryCapture.of(Self.kakaoTalk.rawValue)[0]
        let store = try AnswersInTurn([try capture.lookupAnswer()])
        defer { store.stop() }
        let sources = store.sources(now: capture.observedNotBefore)
        _ = try await sources.listings.fetchListing(
            for: .id(Self.kakaoTalk), in: Storefront(country: "kr", language: "en"))
        let history = try await sources.history.history(of: Self.kakaoTalk, in: Self.korea, since: nil)
        #expect(history.isEmpty)
    }

    @Test func anAppLeftOutOfABulkAnswerIsGoneOnlyIfItWasListed() async throws {
        let capture = try HistoryCapture.of(Self.kakaoTalk.rawValue)[0]
        let empty = Data(#"{"resultCount":0,"results":[]}"#.utf8)
        let store = try AnswersInTurn([try capture.lookupAnswer(), empty])
        defer { store.stop() }
        _ = try await store.sources(now: capture.observedNotBefore).listings.fetchListings(
            for: [Self.kakaoTalk], in: Self.korea)
        let never = AppID(rawValue: 999_999_999)!
        let later = capture.observedNotBefore.addingTimeInterval(86_400)
        _ = try await store.sources(now: later).listings.fetchListings(
            for: [Self.kakaoTalk, never], in: Self.korea)
        let sources = store.sources(now: later)
        let history = try await sources.history.history(of: Self.kakaoTalk, in: Self.korea, since: nil)
        #expect(history.listings.map(\.status) == [.listed, .goneFromStore])
        #expect(history.changes.map(\.kind) == [.goneFromStore])
        #expect(try await sources.history.history(of: never, in: Self.korea, since: nil).isEmpty)
    }

    @Test func aDamagedRowIsNamedAndSkippedAndTheRestReads() async throws {
        let captures = try HistoryCapture.of(Self.kakaoTalk.rawValue)
        let store = try AnswersInTurn(try captures.map { try $0.lookupAnswer() })
        defer { store.stop() }
        try await replay(captures, in: store)
        let file = store.directory.url.appendingPathComponent("cache.sqlite")
        let queue = try DatabaseQueue(path: file.path)
        try await queue.write { db in
            try db.execute(
                sql: "UPDATE history_listing SET rating_count = 'many' WHERE observed_at = ?",
                arguments: [Int64(captures[1].observedNotBefore.timeIntervalSince1970) * 1_000])
        }
        try queue.close()
        let history = try await store.sources(now: Date()).history.history(
            of: Self.kakaoTalk, in: Self.korea, since: nil)
        #expect(history.listings.count == 3)
        #expect(history.skipped.count == 1)
        #expect(history.skipped.first?.contains("362057947") == true)
    }

    @Test func withoutACacheNothingCanBeRecordedAndTheRunIsTold() async throws {
        let sources = AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: URL(string: "http://127.0.0.1:9")!, cacheDirectory: nil, timeout: .seconds(5),
                seed: nil),
            now: { Date() }, warn: { _ in })
        guard case .cacheUnavailable(let reason)? = await sources.history.recordingProblem() else {
            Issue.record("a history without a cache can record")
            return
        }
        #expect(reason.remedy == .chooseAnotherPlace)
        #expect(try await sources.history.history(of: Self.kakaoTalk, in: Self.korea, since: nil).isEmpty)
    }

    /// The history keeps a new state exactly when Domain says the listing changed: an average a
    /// billionth apart is the same state, a count one apart is not.
    @Test func aNewStateIsWhatDomainCallsOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        func observed(_ offset: Int, average: Double, count: Int, price: Decimal = 1.99) -> ListingObservation
        {
            let moment = day.addingTimeInterval(Double(offset) * 86_400)
            return ListingObservation(
                app: Self.kakaoTalk, storefront: Self.korea, observedAt: moment, lastSeenAt: moment,
                status: .listed,
                figures: ObservedFigures(
                    ratingAverage: average, ratingCount: count, price: price, sizeBytes: 10),
                texts: ObservedTexts(
                    name: "카카오톡", developer: "Kakao Corp.", version: "1.0", releaseNotes: nil,
                    description: "d",
                    genre: "Social Networking", ageRating: "4+", languages: ["KO"], screenshots: ["a"],
                    icon: "icon", currencyCode: "KRW"))
        }
        let states = [
            observed(0, average: 4.8, count: 100), observed(1, average: 4.8 + 1e-12, count: 100),
            observed(2, average: 4.8, count: 101), observed(3, average: 4.8, count: 101, price: 2.99),
        ]
        try cache.writing { db in
            for state in states { try HistoryRecorder.record(state, in: db) }
        }
        let history = try HistoryStore(database: cache).history(
            of: Self.kakaoTalk, in: Self.korea, since: nil)
        let kept = history.listings.map(\.figures.ratingCount)
        #expect(kept == [100, 101, 101], "one state for 4.8 and 4.8 + 1e-12, one per count, one per price")
        #expect(states[0].saysTheSame(as: states[1]) && !states[1].saysTheSame(as: states[2]))
        #expect(!states[2].saysTheSame(as: states[3]))
    }

    @Test func chartPlacesAreKeptAndAnAppThatLeftIsSaid() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let chart = ChartName(storefront: Self.korea, kind: .free, genreID: 6015)
        let (one, two, three) = (AppID(rawValue: 1)!, AppID(rawValue: 2)!, AppID(rawValue: 3)!)
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        try cache.writing { db in
            try HistoryRecorder.record(ChartRanking(places: [one, two, three]), of: chart, at: day, in: db)
            try HistoryRecorder.record(
                ChartRanking(places: [two, one]), of: chart, at: day.addingTimeInterval(86_400), in: db)
        }
        let history = try HistoryStore(database: cache).history(of: three, in: Self.korea, since: nil)
        // The second answer has two places: an app at place 3 is out of what it covers, not gone.
        #expect(history.chartPlaces.map(\.place) == [3])
        let first = try HistoryStore(database: cache).history(of: one, in: Self.korea, since: nil)
        #expect(first.changes.map(\.kind) == [.chartPlace(chart, before: 1, after: 2)])
        try cache.writing { db in
            try HistoryRecorder.record(
                ChartRanking(places: [two, three, AppID(rawValue: 4)!]), of: chart,
                at: day.addingTimeInterval(2 * 86_400), in: db)
        }
        let left = try HistoryStore(database: cache).history(of: one, in: Self.korea, since: nil)
        #expect(left.changes.first?.kind == .chartPlace(chart, before: 2, after: nil))
    }
}

/// The listings cached before the history existed become each app's first observation.
@Suite(
    "History: a cache of 0.1.0 starts its history from what it holds", .enabled(if: SharedFixtures.available))
struct HistoryBackfillTests {
    @Test func cachedListingsBecomeFirstObservationsButOtherLanguagesAndUnreadableOnesDoNot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let before = EmbeddedMigrations.all.filter { $0.name < HistoryBackfill.migration }
        let capture = try HistoryCapture.of(362_057_947)[0]
        let body = try capture.lookupAnswer()
        let fetched = Date(timeIntervalSince1970: 1_600_000_000)
        do {
            let old = try SQLiteAppCache(fileURL: file, migrations: before)
            try old.storeAsEarlierSchema([
                CachedAnswer(
                    trackID: 362_057_947, country: "kr", language: "", bundleID: "com.iwilab.KakaoTalk",
                    name: "카카오톡", rawAnswer: body, fetchedAt: fetched),
                CachedAnswer(
                    trackID: 362_057_947, country: "kr", language: "en-US", bundleID: "com.iwilab.KakaoTalk",
                    name: "KakaoTalk", rawAnswer: body, fetchedAt: fetched),
                CachedAnswer(
                    trackID: 1, country: "kr", language: "", bundleID: "x", name: "broken",
                    rawAnswer: Data("{}".utf8),
                    fetchedAt: fetched),
            ])
        }
        let cache = try SQLiteAppCache(fileURL: file)
        let history = try HistoryStore(database: cache).history(
            of: AppID(rawValue: 362_057_947)!, in: Storefront(country: "kr"), since: nil)
        #expect(history.listings.count == 1)
        #expect(history.listings.first?.observedAt == fetched)
        #expect(history.listings.first?.figures.ratingCount == 73_661)
        #expect(try HistoryStore(database: cache).observedApps().count == 1)
    }
}

/// The App Store page's and the reviews feed's part of a history.
@Suite("History: the store page and the reviews feed", .enabled(if: SharedFixtures.available))
struct HistoryOfPagesAndReviewsTests {
    @Test func todaysWholePageKeepsItsHistogramAndTheStoresVersionAccount() async throws {
        let server = try await FixtureServer(reviews: .status(404))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let moment = Date(timeIntervalSince1970: 1_790_000_000)
        let sources = AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: server.baseURL, cacheDirectory: directory.url, timeout: .seconds(180), seed: nil),
            now: { moment }, warn: { _ in })
        let duolingo = AppID(rawValue: 570_060_128)!
        let page = try await sources.storePages.fetchStorePage(for: duolingo, in: .unitedStates)
        await server.stop()
        let history = try await sources.history.history(of: duolingo, in: .unitedStates, since: nil)
        // Compared with what the page itself says, as the parser read it.
        #expect(
            history.histograms.map(\.countsFromOneStar) == [page.value.histogram?.counts].compactMap { $0 })
        let account =
            page.value.versionHistory.first { $0.platform == "ios" }?.versions
            ?? page.value.versionHistory.first?.versions ?? []
        #expect(!account.isEmpty)
        #expect(history.storesAccount.map(\.version) == account.map(\.version))
        // No listing was observed: the whole account is the past before the first observation.
        #expect(history.versions.allSatisfy { $0.origin == .storesAccount })
    }

    @Test func reviewsFirstSeenAfterTheFeedWasFirstReadAreNew() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let app = AppID(rawValue: 42)!
        func review(_ id: String, _ stars: Int) -> Review {
            Review(id: id, author: "a", rating: stars, title: "t", body: "b", appVersion: nil, date: nil)
        }
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        try cache.writing { db in
            try HistoryRecorder.record(
                [review("1", 5), review("2", 4)], of: app, in: .unitedStates, at: day, in: db)
            try HistoryRecorder.record(
                [review("3", 1), review("1", 5), review("2", 4)], of: app, in: .unitedStates,
                at: day.addingTimeInterval(86_400), in: db)
        }
        let history = try HistoryStore(database: cache).history(of: app, in: .unitedStates, since: nil)
        // The first read is what the feed held, not news; the one review seen later is.
        guard case .newReviews(let found)? = history.changes.map(\.kind).first, history.changes.count == 1
        else {
            Issue.record("one change, the new reviews: \(history.changes)")
            return
        }
        #expect(found.stars == [1])
        #expect(ChangeCondition.newReviews(atMostStars: 2).isMet(by: history.changes[0]))
    }
}
