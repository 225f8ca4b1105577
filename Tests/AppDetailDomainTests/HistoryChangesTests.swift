import AppDetailDomain
import Foundation
import Testing

/// What a history counts as a change, and what it does not.
@Suite("History: what changed and what did not")
struct HistoryChangesTests {
    static let korea = try! Storefront(country: "kr")
    static let app = AppID(rawValue: 362_057_947)!

    static func observation(
        at day: Double, average: Double? = 2.8, count: Int? = 100, version: String = "1.0",
        name: String = "카카오톡",
        screenshots: [String] = ["a", "b", "c"], languages: [String] = ["KO", "EN"], price: Decimal? = 0
    ) -> ListingObservation {
        ListingObservation(
            app: app, storefront: korea, observedAt: Date(timeIntervalSince1970: day * 86_400),
            lastSeenAt: Date(timeIntervalSince1970: day * 86_400), status: .listed,
            figures: ObservedFigures(
                ratingAverage: average, ratingCount: count, price: price, sizeBytes: 1_000),
            texts: ObservedTexts(
                name: name, developer: "Kakao Corp.", version: version, releaseNotes: nil, description: "d",
                genre: "Social Networking", ageRating: "4+", languages: languages, screenshots: screenshots,
                icon: "icon", currencyCode: "KRW"))
    }

    @Test func theStoresLongAverageIsTheSameRating() {
        let before = Self.observation(at: 1, average: 4.8)
        let after = Self.observation(at: 2, average: 4.7999999999999998)
        #expect(before.saysTheSame(as: after))
        #expect(ListingDifference.between(before, after).isEmpty)
        let moved = Self.observation(at: 3, average: 4.79)
        #expect(
            ListingDifference.between(before, moved) == [.figure(.ratingAverage, before: 4.8, after: 4.79)])
    }

    @Test func versionNameScreenshotsAndLanguagesAreNamed() {
        let before = Self.observation(at: 1, version: "8.9.7", name: "카카오톡 KakaoTalk")
        let after = Self.observation(
            at: 2, count: 120, version: "9.7.2", name: "카카오톡", screenshots: ["c", "a", "d"],
            languages: ["KO", "JA"])
        #expect(
            ListingDifference.between(before, after) == [
                .version(before: "8.9.7", after: "9.7.2"),
                .text(.name, before: "카카오톡 KakaoTalk", after: "카카오톡"),
                .screenshots(added: 1, removed: 1, reordered: true),
                .languages(added: ["JA"], removed: ["EN"]),
                .figure(.ratingCount, before: 100, after: 120),
            ])
    }

    @Test func screenshotsServedFromAnotherHostOrFolderAreTheSameImage() throws {
        // KakaoTalk's first screenshot in the 2020 and the 2022 capture (shared fixtures).
        let old = try #require(
            URL(
                string:
                    "https://is4-ssl.mzstatic.com/image/thumb/PurpleSource123/v4/67/02/25/67022599-af37-5060-090b-b76d0a4cd2e4/4dc619a0-6917-40b8-b316-7ee0d7d7217e_Kakaotalk_iOS_SC_KR_01.png/392x696bb.png"
            ))
        let new = try #require(
            URL(
                string:
                    "https://is1-ssl.mzstatic.com/image/thumb/Purple126/v4/9a/b0/79/9ab07931-befd-929a-cf22-3cf5a935572d/4dc619a0-6917-40b8-b316-7ee0d7d7217e_Kakaotalk_iOS_SC_KR_01.png/392x696bb.png"
            ))
        #expect(ImageIdentity.key(of: old) == ImageIdentity.key(of: new))
        // Icons have generic file names: a moved icon is another key.
        let icon2020 = try #require(
            URL(
                string:
                    "https://is1-ssl.mzstatic.com/image/thumb/Purple114/v4/84/70/d1/8470d1ff-1e8e-f031-8284-14d779b8dd04/source/512x512bb.jpg"
            ))
        let icon2020Elsewhere = try #require(
            URL(
                string:
                    "https://is3-ssl.mzstatic.com/image/thumb/Purple114/v4/84/70/d1/8470d1ff-1e8e-f031-8284-14d779b8dd04/source/100x100bb.jpg"
            ))
        #expect(ImageIdentity.key(of: icon2020) == ImageIdentity.key(of: icon2020Elsewhere))
        #expect(ImageIdentity.key(of: icon2020).hasSuffix("/source"))
    }

    @Test func goneAndBackAreEvents() {
        let listed = Self.observation(at: 1)
        let gone = ListingObservation.gone(
            Self.app, from: Self.korea, at: Date(timeIntervalSince1970: 2 * 86_400))
        #expect(ListingDifference.between(listed, gone) == [.goneFromStore])
        #expect(ListingDifference.between(gone, Self.observation(at: 3)) == [.backInStore])
    }

    static func change(_ kind: HistoryChangeKind) -> HistoryChange {
        HistoryChange(app: app, storefront: korea, appName: "x", observedAt: Date(), since: nil, kind: kind)
    }

    @Test func conditionsMeetTheChangesTheyName() {
        let change = Self.change
        let chart = ChartName(storefront: Self.korea, kind: .free, genreID: 6005)
        #expect(
            ChangeCondition.ratingDrop(0.1).isMet(
                by: change(.figure(.ratingAverage, before: 4.5, after: 4.4))))
        #expect(
            !ChangeCondition.ratingDrop(0.1).isMet(
                by: change(.figure(.ratingAverage, before: 4.5, after: 4.45))))
        #expect(
            !ChangeCondition.ratingDrop(0.1).isMet(
                by: change(.figure(.ratingAverage, before: 4.4, after: 4.5))))
        #expect(ChangeCondition.rankDrop(10).isMet(by: change(.chartPlace(chart, before: 3, after: 13))))
        #expect(!ChangeCondition.rankDrop(10).isMet(by: change(.chartPlace(chart, before: 3, after: 12))))
        #expect(ChangeCondition.rankDrop(10).isMet(by: change(.chartPlace(chart, before: 3, after: nil))))
        #expect(!ChangeCondition.rankDrop(10).isMet(by: change(.chartPlace(chart, before: nil, after: 3))))
        #expect(ChangeCondition.newVersion.isMet(by: change(.version(before: "1", after: "2"))))
        #expect(ChangeCondition.priceChange.isMet(by: change(.figure(.price, before: 0, after: 1.99))))
        #expect(
            ChangeCondition.newReviews(atMostStars: 2).isMet(by: change(.newReviews(Self.reviews([5, 1])))))
        #expect(!ChangeCondition.newReviews(atMostStars: 2).isMet(by: change(.newReviews(Self.reviews([4])))))
        #expect(
            ChangeCondition.ratingRise(0.2).isMet(
                by: change(.figure(.ratingAverage, before: 4.1, after: 4.3))))
        #expect(
            !ChangeCondition.ratingRise(0.2).isMet(
                by: change(.figure(.ratingAverage, before: 4.3, after: 4.1))))
        #expect(ChangeCondition.chartEntry.isMet(by: change(.chartPlace(chart, before: nil, after: 8))))
        #expect(!ChangeCondition.chartEntry.isMet(by: change(.chartPlace(chart, before: 9, after: 8))))
        #expect(ChangeCondition.chartExit.isMet(by: change(.chartPlace(chart, before: 8, after: nil))))
        #expect(!ChangeCondition.chartExit.isMet(by: change(.chartPlace(chart, before: nil, after: 8))))
        #expect(ChangeCondition.backInStore.isMet(by: change(.backInStore)))
        #expect(!ChangeCondition.backInStore.isMet(by: change(.goneFromStore)))
        #expect(
            ChangeCondition.screenshotsChange.isMet(
                by: change(.screenshots(added: 1, removed: 0, reordered: false))))
    }

    /// A surge is more new reviews at once than N times the usual day, the usual day taken as at
    /// least one review, and never before a day of the feed was read.
    @Test func aReviewSurgeIsMeasuredAgainstTheUsualDay() {
        let surge = ChangeCondition.reviewSurge(3)
        let change = Self.change
        #expect(surge.isMet(by: change(.newReviews(Self.reviews(Array(repeating: 5, count: 7), usual: 2)))))
        #expect(!surge.isMet(by: change(.newReviews(Self.reviews(Array(repeating: 5, count: 6), usual: 2)))))
        #expect(surge.isMet(by: change(.newReviews(Self.reviews([5, 5, 5, 5], usual: 0.1)))))
        #expect(!surge.isMet(by: change(.newReviews(Self.reviews([5, 5, 5], usual: 0.1)))))
        #expect(
            !surge.isMet(by: change(.newReviews(Self.reviews(Array(repeating: 1, count: 50), usual: nil)))))
    }

    static func reviews(_ stars: [Int], usual: Double? = nil) -> NewReviews {
        NewReviews(
            reviews: stars.enumerated().map {
                ReviewSighting(
                    id: "\($0.offset)", stars: $0.element, firstSeenAt: Date(timeIntervalSince1970: 0))
            }, usualPerDay: usual)
    }

    @Test func theStoresAccountFillsOnlyThePastBeforeTheFirstObservation() {
        let first = Self.observation(at: 100, version: "3.0")
        let history = AppHistory(
            app: Self.app, storefront: Self.korea,
            listings: [first, Self.observation(at: 200, version: "4.0")],
            chartPlaces: [], histograms: [], reviews: [],
            storesAccount: [
                VersionRecord(version: "4.0", date: Date(timeIntervalSince1970: 199 * 86_400), notes: "four"),
                VersionRecord(
                    version: "3.5", date: Date(timeIntervalSince1970: 150 * 86_400), notes: "between"),
                VersionRecord(version: "3.0", date: Date(timeIntervalSince1970: 90 * 86_400), notes: "three"),
                VersionRecord(version: "2.0", date: Date(timeIntervalSince1970: 50 * 86_400), notes: "two"),
            ], skipped: [])
        let marks = history.versions
        #expect(marks.map(\.version) == ["4.0", "3.0", "2.0"])
        #expect(marks.map(\.origin) == [.observed, .observed, .storesAccount])
        // An observed version is dated by the store's own date for it when it has one.
        #expect(marks.first?.date == Date(timeIntervalSince1970: 199 * 86_400))
    }
}
