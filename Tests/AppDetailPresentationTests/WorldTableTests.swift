import AppDetailDomain
import AppDetailPresentation
import Foundation
import Testing

/// The table of an app around the world, from real listings with the figures changed per
/// storefront: the order asked for, the name there only where it differs, a reason for every
/// row without figures, labels in the page's language.
@Suite("An app around the world as a table", .enabled(if: RealFixtures.available))
struct WorldTableTests {
    private func row(_ code: String, _ answer: StorefrontAnswer) throws -> WorldRow {
        let facts = try #require(StorefrontCatalog.facts(for: code))
        return WorldRow(storefront: facts.storefront, region: facts.region, answer: answer)
    }

    private func sold(_ code: String, average: Double, count: Int, name: String? = nil) throws
        -> StorefrontAnswer
    {
        let listing = try RealFixtures.detail(284_882_215) { record in
            record["averageUserRating"] = average
            record["userRatingCount"] = count
            if let name { record["trackName"] = name }
        }
        let freshness = Freshness(
            source: .network, fetchedAt: Date(timeIntervalSince1970: 0), staleness: .current)
        return .available(Fetched(value: listing, freshness: freshness))
    }

    private func world() throws -> AppAroundTheWorld {
        AppAroundTheWorld(
            lookup: .id(AppID(rawValue: 284_882_215)!),
            rows: [
                try row("kr", sold("kr", average: 4.2, count: 300, name: "페이스북")),
                try row("us", sold("us", average: 3.1, count: 9_000)),
                try row("cn", .notAvailable),
                try row("jp", .notAsked(.throttled)),
                try row("de", sold("de", average: 4.9, count: 20)),
                try row("fr", sold("fr", average: 4.9, count: 2_000)),
            ])
    }

    @Test(arguments: [
        (WorldSort.count, ["US", "FR", "KR", "DE", "CN", "JP"]),
        (.rating, ["FR", "DE", "KR", "US", "CN", "JP"]),
        (.storefront, ["CN", "DE", "FR", "JP", "KR", "US"]),
    ])
    func rowsComeInTheOrderAskedFor(sort: WorldSort, codes: [String]) throws {
        let table = WorldTable(world: try world(), sort: sort, language: .english)
        #expect(table.rows.map(\.code) == codes)
    }

    @Test func theWholeAndTheRowsSayWhatTheStoresSaid() throws {
        let table = WorldTable(world: try world(), sort: .count, language: .english)
        #expect(table.title == "Facebook around the world · 6 storefronts")
        let expected = (4.2 * 300 + 3.1 * 9_000 + 4.9 * 20 + 4.9 * 2_000) / 11_320
        #expect(
            table.whole.first?.hasPrefix("★ \(String(format: "%.2f", expected)) from ") == true,
            "\(table.whole)")
        #expect(table.whole.first?.hasSuffix("in 4 storefronts") == true)
        #expect(table.whole.contains("Not sold in: CN"))
        #expect(table.whole.contains("No answer from: JP"))
        let byCode = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.code, $0) })
        #expect(byCode["KR"]?.localName == "페이스북")
        #expect(byCode["US"]?.localName == nil)
        #expect(byCode["US"]?.average == "3.10")
        #expect(byCode["CN"]?.status == "not available" && byCode["CN"]?.average == nil)
        #expect(byCode["JP"]?.status?.hasPrefix("not asked: ") == true)
        #expect(byCode["KR"]?.storefrontName == "South Korea")
    }

    @Test func anAppSoldNowhereIsOneLineNotARowPerStorefront() throws {
        let rows = try ["kr", "jp", "us"].map { try row($0, .notAvailable) }
        let table = WorldTable(
            world: AppAroundTheWorld(lookup: .id(AppID(rawValue: 1)!), rows: rows), sort: .count,
            language: .korean)
        #expect(table.rows.isEmpty)
        #expect(table.whole == ["요청한 어느 스토어에서도 이 앱을 판매하지 않습니다"])
    }

    @Test func labelsAreInThePagesLanguageAndStoreTextsAsWritten() throws {
        let table = WorldTable(world: try world(), sort: .count, language: .japanese)
        #expect(table.title.hasPrefix("世界のFacebook"))
        #expect(table.rows.first { $0.code == "KR" }?.storefrontName == "韓国")
        #expect(table.rows.first { $0.code == "KR" }?.localName == "페이스북")
        #expect(table.headers.first == "ストア")
    }

    @Test func noRatingsIsSaidOnlyWhereTheAppIsSold() throws {
        let unanswered = try ["kr", "jp"].map { try row($0, .failed(.offline(.timedOut))) }
        let none = WorldTable(
            world: AppAroundTheWorld(lookup: .id(AppID(rawValue: 1)!), rows: unanswered), sort: .count,
            language: .english)
        #expect(none.whole == ["No answer from: KR, JP"])
        let unrated = WorldTable(
            world: AppAroundTheWorld(
                lookup: .id(AppID(rawValue: 1)!), rows: [try row("kr", sold("kr", average: 0, count: 0))]),
            sort: .count, language: .english)
        #expect(unrated.whole == ["No ratings in any storefront"])
    }
}
