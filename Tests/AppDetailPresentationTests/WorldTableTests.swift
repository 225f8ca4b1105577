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

    @Test func aMoveIsTheChangeOfTheFiguresAsShownEachSigned() throws {
        let since = Date(timeIntervalSince1970: 0)
        func moved(_ code: String, average: Double, count: Int, before: ObservedFigures) throws -> WorldRow {
            let answer = try sold(code, average: average, count: count)
            let facts = try #require(StorefrontCatalog.facts(for: code))
            let move = WorldMove(since: since, before: before, to: try #require(answer.listing))
            return WorldRow(storefront: facts.storefront, region: facts.region, answer: answer, move: move)
        }
        let rows = [
            try moved(
                "kr", average: 4.62, count: 1_180,
                before: ObservedFigures(ratingAverage: 4.5, ratingCount: 1_100)),
            // 4.004 and 3.996 both show as 4.00: no move of the average as shown.
            try moved(
                "us", average: 4.004, count: 9_000,
                before: ObservedFigures(ratingAverage: 3.996, ratingCount: 9_000)),
            try moved(
                "de", average: 3.1, count: 17, before: ObservedFigures(ratingAverage: 3.15, ratingCount: 20)),
            try moved("fr", average: 4.9, count: 20, before: ObservedFigures()),
            try row("jp", sold("jp", average: 4.0, count: 5)),
        ]
        let table = WorldTable(
            world: AppAroundTheWorld(lookup: .id(AppID(rawValue: 284_882_215)!), rows: rows),
            sort: .storefront,
            language: .english)
        let moves = Dictionary(uniqueKeysWithValues: table.rows.map { ($0.code, $0.move) })
        #expect(moves["KR"] == "+0.12 +80")
        #expect(moves["US"] == "±0 ±0")
        #expect(moves["DE"] == "−0.05 −3")
        #expect(moves["FR"] == .some(nil), "nothing to compare with")
        #expect(moves["JP"] == .some(nil), "no week in the history")
        #expect(table.headers.last == "7 days")
    }
}
