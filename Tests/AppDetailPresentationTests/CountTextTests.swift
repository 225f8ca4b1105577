import AppDetailDomain
import AppDetailPresentation
import Foundation
import TestSupport
import Testing

/// Rating counts as each language's App Store writes them.
@Suite("Counts in every language", .enabled(if: RealFixtures.available))
struct CountTextTests {
    @Test(arguments: [
        (DetailLanguage.english, 4_358, "4.3K Ratings"), (.english, 12_345, "12K Ratings"),
        (.korean, 950, "950개의 평가"), (.korean, 4_358, "4.3천개의 평가"), (.korean, 12_345, "1.2만개의 평가"),
        (.japanese, 4_358, "4.3千件の評価"), (.japanese, 12_345, "1.2万件の評価"),
        (.simplifiedChinese, 12_345, "1.2万 个评分"), (.traditionalChinese, 12_345, "1.2萬 則評分"),
        (.french, 4_358, "4,3 k notes"), (.german, 1_234_567, "1,2 Mio. Bewertungen"),
        (.spanish, 4_358, "4,3 mil valoraciones"),
    ])
    func theRatingsBadgeCountsAsTheStoreDoes(language: DetailLanguage, count: Int, expected: String) throws {
        let detail = try RealFixtures.detail(386_493_543) { $0["userRatingCount"] = count }
        let page = try DetailSnapshotBuilder(language: language, now: fixedNow).snapshot(for: detail)
        #expect(page.badge(.ratings)?.footer == expected)
    }

    /// Each language names every section of the page with its own words.
    @Test func everyLanguageHasItsOwnSectionTitles() {
        let titles = DetailLanguage.allCases.map { language in
            DetailSection.allCases.compactMap { $0.title(in: language) }
        }
        #expect(Set(titles.map { $0.joined(separator: "|") }).count == DetailLanguage.allCases.count)
    }
}
