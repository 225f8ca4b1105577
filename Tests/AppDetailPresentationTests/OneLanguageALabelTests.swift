import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailPresentation

/// A store whose language is not one of the page's eight (Russia's) shows the store's texts as
/// they are, but a label line is in one language: the chart badge names the genre in the page's
/// language, as the category badge beside it does, never in the store's.
@Suite("One language a label line", .enabled(if: RealFixtures.available))
struct OneLanguageALabelTests {
    private func badges(language: DetailLanguage) throws -> (chart: String?, category: String?) {
        let detail = try RealFixtures.detail(386_493_543) { record in
            record["primaryGenreId"] = 6012
            record["primaryGenreName"] = "Lifestyle"
            record["genreIds"] = ["6012"]
            record["genres"] = ["Образ жизни"]
        }
        let fresh = Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)
        let standing = ChartStanding.ranked(
            rank: 1, chart: .free, genre: try ChartGenre(id: 6012), genreName: "Образ жизни")
        let page = AppPage(
            listing: .loaded(Fetched(value: detail, freshness: fresh)), reviews: .loading,
            moreByDeveloper: .loading, chartStanding: .loaded(Fetched(value: standing, freshness: fresh)))
        let snapshot = try DetailSnapshotBuilder(language: language, now: fixedNow).snapshot(for: page)
        return (snapshot.badge(.chart)?.value, snapshot.badge(.category)?.value)
    }

    @Test func theChartBadgeNamesTheGenreInThePagesLanguage() throws {
        let english = try badges(language: .english)
        #expect(english.chart == "No. 1 in Lifestyle")
        #expect(english.category == "Lifestyle")
        let korean = try badges(language: .korean)
        #expect(korean.chart?.contains("Образ") == false, "\(korean.chart ?? "")")
        #expect(korean.chart?.contains(korean.category ?? "?") == true, "\(korean)")
    }
}

/// The note that a store answered in another language than the page's names the right one: Hong
/// Kong's Traditional Chinese `教育` is no Japanese, though Japanese writes it the same.
@Suite("The store's language is never guessed wrong", .enabled(if: RealFixtures.available))
struct StoreTextsLanguageTests {
    private func note(name: String, description: String) throws -> String? {
        let detail = try RealFixtures.detail(386_493_543) { record in
            record["primaryGenreId"] = 6017
            record["primaryGenreName"] = "Education"
            record["genreIds"] = ["6017"]
            record["genres"] = ["教育"]
            record["trackName"] = name
            record["description"] = description
        }
        return PageNotes(.english, now: fixedNow()).textsLanguageNote(detail)
    }

    @Test func traditionalChineseIsChineseAndKanaIsJapanese() throws {
        let chinese = try note(name: "學習樂園", description: "專為香港學生設計的學習應用程式。")
        #expect(chinese?.contains("Japanese") == false, "\(chinese ?? "no note")")
        #expect(chinese?.contains("Chinese") == true, "\(chinese ?? "no note")")
        let japanese = try note(name: "学習ランド", description: "子ども向けの学習アプリです。")
        #expect(japanese?.contains("Japanese") == true, "\(japanese ?? "no note")")
    }
}
