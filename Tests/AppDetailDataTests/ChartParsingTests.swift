import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Every real chart answer in `charts/`, read by the parser and checked against the raw JSON.
@Suite("Top-chart feed answers", .enabled(if: SharedFixtures.available))
struct ChartParsingTests {
    /// The JSON body of a capture: the file itself, or for a whole HTTP answer (`.http`) what
    /// follows the first blank line.
    static func body(of file: URL) throws -> Data {
        let data = try Data(contentsOf: file)
        guard file.pathExtension == "http" else { return data }
        let separator = Data("\r\n\r\n".utf8)
        let range = try #require(data.range(of: separator) ?? data.range(of: Data("\n\n".utf8)))
        return data[range.upperBound...]
    }

    @Test func everyJSONCaptureGivesItsEntriesInOrderWithIdsPricesAndGenres() throws {
        let files =
            try SharedFixtures.files(in: "charts")
            + [SharedFixtures.root.appendingPathComponent("charts/us_topfreeapplications_10_2012_json.http")]
        #expect(files.count >= 5)
        for file in files {
            let data = try Self.body(of: file)
            let raw = try #require(
                ((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["feed"] as? [String: Any])?[
                    "entry"] as? [[String: Any]], "\(file.lastPathComponent)")
            let entries = try ChartParser.content(from: data).entries
            #expect(entries.count == raw.count, "\(file.lastPathComponent)")
            for (entry, object) in zip(entries, raw) {
                let attributes = (object["id"] as? [String: Any])?["attributes"] as? [String: String]
                #expect("\(entry.app.id)" == attributes?["im:id"], "\(file.lastPathComponent)")
                #expect(
                    entry.rank == (raw.firstIndex { ($0 as NSDictionary) == (object as NSDictionary) } ?? -1)
                        + 1)
                let name = (object["im:name"] as? [String: String])?["label"]
                #expect(entry.app.name == name)
                let price = object["im:price"] as? [String: Any]
                let amount = (price?["attributes"] as? [String: String])?["amount"]
                #expect(entry.app.price.amount == amount.flatMap { Decimal(string: $0) })
                #expect(
                    entry.app.price.currencyCode == (price?["attributes"] as? [String: String])?["currency"])
                #expect(entry.app.price.formatted == price?["label"] as? String)
                let category = (object["category"] as? [String: Any])?["attributes"] as? [String: String]
                #expect(entry.app.category == category?["label"])
                #expect(entry.app.rating == nil, "a chart carries no ratings")
            }
        }
    }

    @Test func theHongKongChartIsInTheFeedsOrder() throws {
        let file = SharedFixtures.root.appendingPathComponent("charts/hk_topfreeapplications_100_2024.json")
        let entries = try ChartParser.content(from: Data(contentsOf: file)).entries
        #expect(entries.map(\.rank) == Array(1...100))
        #expect(entries.first?.app.id.rawValue == 780_240_742)
        #expect(entries.first?.app.category == "生活風格")
        #expect(entries.first?.app.price.isFree == true)
    }

    @Test func theXMLFormAndOtherBodiesAreMalformedNamingWhatTheyAre() throws {
        let xml = try Self.body(
            of: SharedFixtures.root.appendingPathComponent("charts/us_topfreeapplications_10_2012_xml.http"))
        for (body, words) in [
            (xml, "XML"), (Data(), "empty"), (Data(#"{"resultCount":0}"#.utf8), "no “feed”"),
            (Data("[1]".utf8), "not the chart feed's"),
            (Data("Service Unavailable".utf8), "not JSON"),
        ] {
            #expect {
                try ChartParser.content(from: body).entries
            } throws: { error in
                guard case .malformedAnswer(let detail) = error as? AppDetailError else { return false }
                return detail.contains(words)
            }
        }
    }

    @Test func oneEntryAsAnObjectAndNoEntryAtAllAreChartsOfOneAndNone() throws {
        let one = #"{"feed":{"entry":{"id":{"attributes":{"im:id":"42"}},"im:name":{"label":"Solo"}}}}"#
        #expect(try ChartParser.content(from: Data(one.utf8)).entries.map(\.app.name) == ["Solo"])
        #expect(
            try ChartParser.content(from: Data(#"{"feed":{"title":{"label":"x"}}}"#.utf8)).entries.isEmpty
        )
        // An entry without a numeric id is skipped; its place stays taken.
        let gap =
            #"{"feed":{"entry":[{"id":{"attributes":{"im:id":"x"}}},{"id":{"attributes":{"im:id":"7"}}}]}}"#
        #expect(try ChartParser.content(from: Data(gap.utf8)).entries.map(\.rank) == [2])
    }
}
