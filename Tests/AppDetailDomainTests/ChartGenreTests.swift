import Foundation
import TestSupport
import Testing

@testable import AppDetailDomain

@Suite("Chart genres, kinds and limits")
struct ChartGenreTests {
    @Test func aGenreIsFoundByIdAndByItsNameInEveryLanguage() throws {
        #expect(try ChartGenre(id: 6015).name == "Finance")
        for name in [
            "Finance", "finance", " 6015 ", "금융", "ファイナンス", "理財", "财务", "Finanzen", "Finanzas", "Finances",
        ] {
            #expect(try ChartGenre(named: name).id == 6015, "\(name)")
        }
        for name in ["health & fitness", "Health and Fitness", "health-and-fitness", "건강 및 피트니스"] {
            #expect(try ChartGenre(named: name).id == 6013, "\(name)")
        }
        #expect(try ChartGenre(named: "puzzle").id == 7012)
        #expect(try ChartGenre(named: "Music").id == 6011, "the genre before the game subgenre")
        #expect(try ChartGenre(named: "music games").id == 7011)
        #expect(try ChartGenre(named: "Arcade").id == 7003, "the subgenre's old name")
    }

    @Test func theNameComesInThePagesLanguageElseEnglish() throws {
        let finance = try ChartGenre(id: 6015)
        #expect(finance.name(inLanguage: "ko-KR") == "금융")
        #expect(finance.name(inLanguage: "ja") == "ファイナンス")
        #expect(finance.name(inLanguage: "zh-TW") == "理財")
        #expect(finance.name(inLanguage: "zh") == "财务")
        #expect(finance.name(inLanguage: "pt-BR") == "Finance")
        #expect(finance.name(inLanguage: nil) == "Finance")
        #expect(
            try ChartGenre(id: 7012).name(inLanguage: "fr") == "Puzzle", "subgenres: English beyond ko and ja"
        )
    }

    @Test func aSlipIsRefusedWithTheNearestNames() {
        #expect {
            try ChartGenre(named: "finanse")
        } throws: { error in
            guard case .invalidInput(.genre("finanse", let suggestions)) = error as? AppDetailError else {
                return false
            }
            return suggestions.first == "Finance"
                && (error as? AppDetailError)?.hint?.contains("Did you mean Finance") == true
        }
        for text in ["", "6019", "0", "spreadsheets"] {
            #expect(throws: AppDetailError.self, "\(text)") { try ChartGenre(named: text) }
        }
    }

    @Test func everyGenreHasItsOwnIdAndEveryNameFindsIt() throws {
        #expect(Set(ChartGenre.all.map(\.id)).count == ChartGenre.all.count)
        for genre in ChartGenre.all {
            #expect(try ChartGenre(id: genre.id) == genre)
            for language in ["en", "ko", "ja", "fr", "de", "es", "zh-Hans", "zh-Hant"] {
                let found = try ChartGenre(named: genre.name(inLanguage: language))
                // A game subgenre named like a genre (Music, Sports) is found as the genre.
                #expect(found == genre || (genre.id > 7000 && found.id < 7000), "\(genre.id) \(language)")
            }
        }
    }

    /// The localized genre names the store itself sent, in the lookups of four stores, are
    /// names the catalog finds under the same id.
    @Test(.enabled(if: SharedFixtures.available))
    func theStoresOwnGenreNamesFindTheirGenre() throws {
        var checked = 0
        for file in try SharedFixtures.files(in: "lookup") {
            let object = try SharedFixtures.rawJSON(file) as? [String: Any]
            for result in (object?["results"] as? [[String: Any]]) ?? [] {
                let ids = (result["genreIds"] as? [String])?.compactMap(Int.init) ?? []
                let names = (result["genres"] as? [String]) ?? []
                for (id, name) in zip(ids, names) where ChartGenre.all.contains(where: { $0.id == id }) {
                    let found = try ChartGenre(named: name)
                    #expect(
                        found.id == id || (id > 7000 && found.id < 7000),
                        "\(id) \(name) in \(file.lastPathComponent)")
                    checked += 1
                }
            }
        }
        #expect(checked > 300)
    }

    @Test func limitsAndTheChartOfAPrice() throws {
        #expect(try ChartLimit(1).rawValue == 1)
        #expect(try ChartLimit(200).rawValue == 200)
        #expect(throws: AppDetailError.invalidInput(.chartLimit(0))) { try ChartLimit(0) }
        #expect(throws: AppDetailError.invalidInput(.chartLimit(201))) { try ChartLimit(201) }
        #expect(ChartKind.top(for: .free(currencyCode: "KRW", formatted: nil)) == .free)
        #expect(ChartKind.top(for: .paid(amount: 1, currencyCode: "USD", formatted: nil)) == .paid)
        #expect(ChartKind.top(for: .unknown(currencyCode: nil)) == nil)
        #expect(ChartKind(rawValue: "new-free") == .newFree)
    }

    @Test func nearestNamesAreWithinTwoEditsNearestFirst() {
        #expect(
            NearestName.closest(to: "shwo", among: ["search", "show", "shows"], limit: 3) == [
                "show", "shows",
            ])
        #expect(NearestName.closest(to: "xyz", among: ["search", "show"], limit: 3).isEmpty)
        #expect(NearestName.to("reveiws", among: ["reviews", "show"]) == "reviews")
    }
}
