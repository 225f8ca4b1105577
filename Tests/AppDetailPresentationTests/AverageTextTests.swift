import Foundation
import PropertyBased
import Testing

@testable import AppDetailPresentation

/// The average's text is written from whole tenths instead of `String(format: "%.1f")`; it must
/// read exactly as that format did, for every value a store could send and for nonsense too.
@Suite("An average's one-decimal text")
struct AverageTextTests {
    private func formatted(_ average: Double) -> String {
        String(format: "%.1f", AverageText.shown(average))
    }

    @Test(arguments: [0, 0.04, 0.05, 0.25, 1, 2.35, 3.45, 3.449999, 4.05, 4.95, 4.96, 5, 5.5, -1, 1e300])
    func chosenAveragesReadAsTheFormatDid(average: Double) {
        #expect(AverageText.oneDecimal(average, in: .english) == formatted(average))
    }

    @Test func everyTenthReadsAsTheFormatDid() {
        for tenths in 0...50 {
            let average = Double(tenths) / 10
            #expect(AverageText.oneDecimal(average, in: .english) == formatted(average), "\(average)")
        }
    }

    @Test func valuesThatAreNoAverageReadAsZero() {
        for average in [Double.nan, .infinity, -.infinity] {
            #expect(AverageText.oneDecimal(average, in: .english) == "0.0")
        }
    }

    @Test func randomAveragesReadAsTheFormatDid() async {
        await propertyCheck(count: 2_000, input: Gen.double(in: -1...6)) { average in
            #expect(AverageText.oneDecimal(average, in: .english) == formatted(average), "\(average)")
        }
    }

    /// French, German and Spanish pages write the decimal comma, as each locale's own format does;
    /// the other languages the point.
    @Test(arguments: DetailLanguage.allCases)
    func eachLanguageWritesItsDecimalMark(language: DetailLanguage) async {
        let locale = Locale(
            identifier: ["fr": "fr_FR", "de": "de_DE", "es": "es_ES"][language.rawValue] ?? "en_US")
        await propertyCheck(count: 300, input: Gen.double(in: 0...5)) { average in
            let expected = String(format: "%.1f", locale: locale, AverageText.shown(average))
            #expect(AverageText.oneDecimal(average, in: language) == expected, "\(average) in \(language)")
        }
    }
}
