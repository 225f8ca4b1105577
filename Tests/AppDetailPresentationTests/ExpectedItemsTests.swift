import AppDetailDomain
import AppDetailPresentation
import Foundation
import TestSupport
import Testing

@Suite("Chosen real apps show the expected items", .enabled(if: RealFixtures.available))
struct ExpectedItemsTests {
    let english = DetailSnapshotBuilder(language: .english, now: fixedNow)
    let korean = DetailSnapshotBuilder(language: .korean, now: fixedNow)

    @Test func facebookInTheUSStore() throws {
        let page = try english.snapshot(for: RealFixtures.detail(284_882_215))
        #expect(page.top?.name == "Facebook")
        #expect(page.top?.priceButton == "Get")
        #expect(page.badge(.ratings)?.value == "3.5")
        #expect(page.badge(.ratings)?.footer == "2.8M Ratings")
        #expect(page.badge(.language)?.footer == "+ 23 More", "25 codes, ZH twice")
        #expect(page.badge(.size).map { "\($0.value) \($0.footer)" } == "67.6 MB")
        #expect(page.row(.compatibility)?.value.hasPrefix("Requires iOS ") == true)
        #expect(page.row(.compatibility)?.detail.first == "iPhone")
    }

    @Test func aPaidAppShowsItsPrice() throws {
        let page = try english.snapshot(for: RealFixtures.detail(386_493_543))
        #expect(page.top?.priceButton == "$0.99")
        #expect(page.row(.price)?.value == "$0.99")
        #expect(page.badge(.language)?.value == "EN")
        #expect(page.badge(.language)?.footer == "English")
        #expect(page.badge(.ratings)?.footer == "70 Ratings")
    }

    @Test func aKoreanAppWithoutReleaseNotesInKorean() throws {
        let page = try korean.snapshot(for: RealFixtures.detail(915_056_765))
        #expect(!page.sectionIdentifiers.contains(.whatsNew))
        #expect(page.top?.priceButton == "받기")
        #expect(page.badge(.ratings)?.value == "2.7")
        #expect(page.badge(.ratings)?.footer == "474개의 평가")
        #expect(page.badge(.language)?.footer == "+ 31개 언어", "33 codes, ZH twice")
        #expect(page.row(.size)?.value == "3.2 MB")
        #expect(page.row(.provider)?.title == "제공자")
        #expect(page.row(.languages)?.value.hasPrefix("아랍어") == true)
    }

    @Test func aListingWithNoPriceAndNoRatingsSaysSo() throws {
        let page = try korean.snapshot(for: RealFixtures.detail(1_607_121_741))
        #expect(page.top?.priceButton == "구매 불가")
        #expect(page.badge(.ratings)?.value == "평가 없음")
        #expect(page.badge(.size).map { "\($0.value) \($0.footer)" } == "2.2 GB")
    }

    @Test func missingRatingKeysShowNoRatings() throws {
        let detail = try RealFixtures.detail(1_013_002_348)
        #expect(detail.ratings.allVersions == nil)
        #expect(try english.snapshot(for: detail).badge(.ratings)?.value == "No Ratings")
    }

    @Test func screenshotsListIPhoneBeforeIPadWithSizesFromTheirURLs() throws {
        let page = try english.snapshot(for: RealFixtures.detail(1_008_135_610))
        let shots = try page.items(inSection: .screenshot).compactMap { item -> ScreenshotItem? in
            if case .screenshot(let shot) = item { shot } else { nil }
        }
        let devices = shots.map(\.device)
        #expect(devices == devices.sorted { $0 == .iPhone && $1 != .iPhone })
        #expect(
            shots.contains {
                $0.device == .iPad && $0.width == 576 && $0.height == 768 && $0.orientation == "portrait"
            })
    }

    @Test func anAppWithoutScreenshotsOrNotesHasNeitherSection() throws {
        let detail = try RealFixtures.detail(386_493_543) { result in
            result["screenshotUrls"] = []
            result["ipadScreenshotUrls"] = []
            result["releaseNotes"] = nil
        }
        let page = try english.snapshot(for: detail)
        #expect(page.sectionIdentifiers == [.top, .summary, .description, .information])
    }

    @Test func whatsNewSaysHowLongAgo() throws {
        let detail = try RealFixtures.detail(386_493_543)
        let releasedTwoDaysBefore = detail.currentVersionReleaseDate!.addingTimeInterval(2 * 86_400 + 60)
        let builder = DetailSnapshotBuilder(language: .english, now: { releasedTwoDaysBefore })
        let item = try builder.snapshot(for: detail).items(inSection: .whatsNew).first
        guard case .whatsNew(let whatsNew) = item else {
            Issue.record("no What's New")
            return
        }
        #expect(whatsNew.releasedAgo == "2d ago")
        #expect(whatsNew.version.hasPrefix("Version "))
        let koreanItem = try DetailSnapshotBuilder(language: .korean, now: { releasedTwoDaysBefore })
            .snapshot(for: detail).items(inSection: .whatsNew).first
        guard case .whatsNew(let koreanWhatsNew) = koreanItem else { return }
        #expect(koreanWhatsNew.releasedAgo == "2일 전")
    }

    /// A date far ahead of the clock (a store's typo, year 99999) is shown as the date, never as
    /// "just now".
    @Test(arguments: ["99999-01-01T00:00:00Z", "2027-03-01T00:00:00Z"])
    func aReleaseFarInTheFutureShowsItsDate(released: String) throws {
        let detail = try RealFixtures.detail(386_493_543) { $0["currentVersionReleaseDate"] = released }
        let now = try #require(ISO8601DateFormatter().date(from: "2026-11-22T12:00:00Z"))
        let item = try DetailSnapshotBuilder(language: .english, now: { now })
            .snapshot(for: detail).items(inSection: .whatsNew).first
        guard case .whatsNew(let whatsNew) = item else {
            Issue.record("no What's New")
            return
        }
        let year = String(released.prefix { $0 != "-" })
        #expect(whatsNew.releasedAgo.contains(year), "\(whatsNew.releasedAgo)")
        #expect(whatsNew.releasedAgo != "just now")
    }

    @Test func onlyTheRatingCountChangedGivesExactlyOneUpdate() throws {
        let before = try RealFixtures.detail(386_493_543)
        let data = try Data(contentsOf: RealFixtures.folder.appendingPathComponent("386493543.json"))
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "\"userRatingCount\":70", with: "\"userRatingCount\":71"
        )
        .replacingOccurrences(of: "\"userRatingCount\": 70", with: "\"userRatingCount\": 71")
        #expect(text != String(decoding: data, as: UTF8.self), "the fixture's count was found and changed")
        let after = try RealFixtures.parse(Data(text.utf8), id: 386_493_543)
        let changes = try english.snapshot(for: before).batchUpdate(
            to: english.snapshot(for: after), updateStyle: .reconfigure)
        #expect(changes.changeCount == 1)
        #expect(changes.itemUpdates.map(\.item.diffIdentifier) == [.badge(.ratings)])
    }
}
