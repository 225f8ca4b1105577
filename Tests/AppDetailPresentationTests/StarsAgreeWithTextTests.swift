import AppDetailDomain
import AppDetailPresentation
import Foundation
import PropertyBased
import TestSupport
import Testing

/// Stars and the number beside them round the same way: the ratings badge and the head of
/// Ratings & Reviews carry, as their stars, exactly the value their text shows.
@Suite("Stars agree with the number beside them", .enabled(if: RealFixtures.available))
struct StarsAgreeWithTextTests {
    /// Averages the store sends, including the halfway cases where two roundings part ways.
    static let chosen: [Double] = [0, 1, 3.44, 3.45, 3.449999, 3.5, 4.45, 4.55, 4.95, 4.96, 5]

    private func expectAgreement(_ average: Double) throws {
        let detail = try RealFixtures.detail(386_493_543) { $0["averageUserRating"] = average }
        let fresh = Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)
        let appPage = AppPage(
            listing: .loaded(Fetched(value: detail, freshness: fresh)), reviews: .failed(.throttled),
            moreByDeveloper: .loading, chartStanding: .loading)
        let page = try DetailSnapshotBuilder(language: .english, now: fixedNow).snapshot(for: appPage)
        guard case .summary(let badge)? = page.item(withIdentifier: .badge(.ratings)),
            case .ratingsSummary(let summary)? = try page.items(inSection: .ratingsAndReviews).first
        else {
            Issue.record("no ratings badge or summary for \(average)")
            return
        }
        let shown = try #require(Double(badge.value), "\(badge.value)")
        #expect(
            badge.stars == shown,
            "average \(average): badge \(badge.value), stars \(String(describing: badge.stars))")
        #expect(
            summary.stars == Double(summary.average),
            "average \(average): \(summary.average) vs \(summary.stars)")
        #expect(abs(shown - average) <= 0.05 + 1e-9, "the text is the average to one decimal")
        // Drawn whole: 3.45 reads 3.5, so four stars, never the three the raw 3.45 would give.
        #expect(Int((badge.stars ?? -1).rounded()) == Int(shown.rounded()))
    }

    @Test(arguments: chosen)
    func chosenAveragesAgree(average: Double) throws {
        try expectAgreement(average)
    }

    @Test func everyAverageAgrees() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0...5)) { average in
            try expectAgreement(average)
        }
    }
}
