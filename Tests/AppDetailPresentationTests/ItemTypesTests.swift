import AppDetailDomain
import AppDetailPresentation
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// What a client gets in the items: ids and addresses it can use as they are, and dates that
/// can be put into words again while a screen stays open.
@Suite("Items carry ids, URLs and moments", .enabled(if: SharedFixtures.available))
struct ItemTypesTests {
    /// A real reviews page (50 reviews with dates), in Korean.
    static func reviewCards(at now: Date) throws -> [ReviewItem] {
        let data = try Data(
            contentsOf: SharedFixtures.root.appendingPathComponent("reviews/474495017_nl_1.json"))
        let page = try ReviewsParser.page(from: data, page: 1)
        return DetailSnapshotBuilder(language: .korean, now: { now }).reviewItems(for: page)
    }

    @Test func aReviewDateSaysWhatACardMadeLaterWouldSay() throws {
        let opened = fixedNow()
        let cards = try Self.reviewCards(at: opened)
        let dated = cards.filter { $0.posted != nil }
        #expect(dated.count == cards.count && !cards.isEmpty, "every real review has a date")
        for later in [opened, opened + 3_600, opened + 3 * 86_400, opened + 400 * 86_400] {
            let remade = try Self.reviewCards(at: later)
            #expect(dated.map { $0.posted?.text(at: later) } == remade.map(\.date), "at \(later)")
        }
        // The words do go out of date, so the moment is what keeps them true.
        let yearLater = opened + 400 * 86_400
        #expect(dated.contains { $0.date != $0.posted?.text(at: yearLater) })
        #expect(dated.allSatisfy { $0.posted?.language == .korean })
    }

    @Test func whatsNewKeepsTheReleaseMomentAndCardsTheirApp() throws {
        let detail = try RealFixtures.detail(1_030_267_375)
        let released = try #require(detail.currentVersionReleaseDate)
        let site = try #require(detail.seller.websiteURL)
        let snapshot = try DetailSnapshotBuilder(language: .english, now: fixedNow).snapshot(for: detail)
        let items = snapshot.sections.flatMap(\.items)
        let news = items.compactMap { if case .whatsNew(let news) = $0 { news } else { nil } }.first
        #expect(news?.released?.date == released)
        #expect(news?.released?.text(at: fixedNow()) == news?.releasedAgo)
        let top = items.compactMap { if case .top(let top) = $0 { top } else { nil } }.first
        #expect(top?.storeURL == detail.storeURL)
        let website = items.compactMap {
            if case .information(let row) = $0, row.field == .developerWebsite { row } else { nil }
        }.first
        #expect(website?.link == site)
    }
}
