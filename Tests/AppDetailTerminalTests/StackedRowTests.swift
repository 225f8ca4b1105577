import AppDetailDomain
import AppDetailPresentation
import AppDetailTerminal
import Foundation
import Testing

@Suite("Stacked rows on a narrow terminal")
struct StackedRowTests {
    static func chart(developer: String) throws -> ChartListing {
        let app = AppSummary(
            id: try AppID(parsing: "780240742"), name: "KKTIX", developer: developer, iconURL: nil,
            category: "Lifestyle", rating: Rating(average: 4.06, count: 126),
            price: Price(amount: 0, currencyCode: "HKD", formatted: "Get"))
        let rated = RatedChart(
            entries: [ChartEntry(rank: 1, app: app)],
            freshness: Freshness(
                source: .network, fetchedAt: Date(timeIntervalSince1970: 0), staleness: .current),
            unrated: [], ratingsError: nil)
        let query = ChartQuery(
            storefront: try Storefront(country: "hk"), kind: .free, genre: nil, limit: try ChartLimit(10))
        return ChartListing(chart: rated, query: query, language: .english)
    }

    @Test(arguments: [28, 30, 40])
    func aLongDeveloperNameIsCutSoTheRatingStaysWhole(width: Int) throws {
        let table = AppTable(width: width, style: Style(enabled: false), language: .english)
        let text = table.render(try Self.chart(developer: "Walking Internet Entertainment Limited"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= width }, "\(text)")
        let ratingLine = try #require(lines.first { $0.contains("★") }, "\(text)")
        #expect(ratingLine.hasSuffix("★★★★☆ 4.1 (126)"), "\(text)")
        #expect(ratingLine.contains("Walk"), "the developer keeps its first letters")
    }

    /// Where a table fits, the rating's stars and then the category give way before the name and
    /// developer are cut; on a wide terminal every column is whole.
    @Test(arguments: [(50, false, false), (64, false, true), (120, true, true)])
    func theOtherColumnsGiveWayToTheNameAndDeveloper(width: Int, stars: Bool, category: Bool) throws {
        let developer = "Walking Internet Entertainment Limited"
        let table = AppTable(width: width, style: Style(enabled: false), language: .english)
        let text = table.render(try Self.chart(developer: developer))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= width }, "\(text)")
        let row = try #require(lines.first { $0.contains("780240742") }, "a table, not stacked rows: \(text)")
        #expect(row.contains("KKTIX") && row.contains("4.1 (126)"), "\(text)")
        #expect(row.contains("★★★★☆") == stars, "\(text)")
        #expect(row.contains("Lifestyle") == category, "\(text)")
        let shown = try #require(row.split(separator: "  ").first { $0.hasPrefix("Walking") }, "\(text)")
        // The developer is whole, or has every column the others leave: the widest line (its
        // last column is not padded) then spans the width.
        let widest = lines.dropFirst().map(TerminalText.displayWidth).max()
        #expect(shown == developer || widest == width, "\(text)")
    }
}
