import Foundation
import PropertyBased
import Testing

@testable import AppDetailPresentation

/// A history's dates and decimals are written without a format string (a watch list writes a
/// thousand of them); they must read exactly as the format wrote them.
@Suite("A history's dates and decimals read as the format wrote them")
struct HistoryWordsFormatTests {
    @Test("a zero-padded number reads as %0*d")
    func paddedReadsAsTheFormat() async {
        await propertyCheck(count: 500, input: Gen.int(in: -99_999...99_999), Gen.int(in: 1...5)) {
            value, width in
            #expect(HistoryWords.padded(value, width) == String(format: "%0\(width)d", value))
        }
    }

    @Test(
        "a date reads as %04d-%02d-%02d",
        arguments: [
            "1970-01-01T00:00:00Z", "1600-03-01T00:00:00Z", "2024-02-29T23:59:59Z", "9999-12-31T12:00:00Z",
        ])
    func dateReadsAsTheFormat(moment: String) throws {
        let date = try #require(ISO8601DateFormatter().date(from: moment))
        #expect(HistoryWords(language: .english).date(date) == String(moment.prefix(10)))
    }

    @Test("a decimal keeps the language's mark and the format's digits")
    func decimalReadsAsTheFormat() async {
        await propertyCheck(count: 500, input: Gen.int(in: -1_000_000...1_000_000), Gen.int(in: 0...3)) {
            thousandths, places in
            let value = Double(thousandths) / 1000
            let format = String(format: "%.\(places)f", value)
            #expect(HistoryWords(language: .english).decimal(value, places: places) == format)
            #expect(
                HistoryWords(language: .french).decimal(value, places: places)
                    == format.replacingOccurrences(of: ".", with: ","))
        }
    }

    @Test("any figure, ties and signs too, reads as the format wrote it")
    func anyFigureReadsAsTheFormat() async {
        await propertyCheck(
            count: 1_000, input: Gen.int(in: -2_000_000_000...2_000_000_000), Gen.int(in: 1...997),
            Gen.int(in: 0...6)
        ) { numerator, denominator, places in
            let value = Double(numerator) / Double(denominator)
            #expect(
                HistoryWords(language: .english).decimal(value, places: places)
                    == String(format: "%.\(places)f", value), "\(value)")
        }
        for value in [0.125, 0.375, -0.005, -0.0, 2.5, 1e11 + 0.5, 999_999_999_999.995, 4.65, 1.005] {
            for places in 0...3 {
                #expect(
                    HistoryWords(language: .english).decimal(value, places: places)
                        == String(format: "%.\(places)f", value), "\(value) \(places)")
            }
        }
    }
}
