import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// A chart answer with entries that cannot be read: the good ones are kept in their places, the
/// bad ones named, and an answer with nothing usable never replaces a good cached chart.
@Suite("Chart answers with bad entries", .enabled(if: SharedFixtures.available))
struct BadChartEntryTests {
    static let hongKong = try! Storefront(country: "hk")
    static let file = SharedFixtures.root.appendingPathComponent(
        "charts/hk_topfreeapplications_100_2024.json")

    /// The real 100-place Hong Kong chart with its entries changed by `edit`.
    static func chart(_ edit: (inout [Any]) -> Void) throws -> Data {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var feed = try #require(object["feed"] as? [String: Any])
        var entries = try #require(feed["entry"] as? [Any])
        edit(&entries)
        feed["entry"] = entries
        object["feed"] = feed
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func set(_ key: String, to value: Any, at index: Int, in entries: inout [Any]) {
        var entry = entries[index] as? [String: Any] ?? [:]
        entry[key] = value
        entries[index] = entry
    }

    @Test func eachBadEntryLeavesOnlyItselfOutAndABadFieldOnlyThatField() throws {
        let original = try ChartParser.content(from: Data(contentsOf: Self.file))
        let data = try Self.chart { entries in
            Self.set("id", to: NSNull(), at: 2, in: &entries)
            Self.set("id", to: 5, at: 4, in: &entries)
            Self.set("im:name", to: 7, at: 6, in: &entries)
            Self.set(
                "im:price", to: ["label": "Get", "attributes": ["amount": 0.99, "currency": "HKD"]], at: 8,
                in: &entries)
            Self.set("im:image", to: "https://example.com/icon.png", at: 10, in: &entries)
            entries[12] = 42
        }
        let content = try ChartParser.content(from: data)
        #expect(content.places == 100 && content.unreadable == [3, 5, 13])
        #expect(
            content.entries.map(\.rank) == original.entries.map(\.rank).filter { ![3, 5, 13].contains($0) })
        let byRank = Dictionary(uniqueKeysWithValues: content.entries.map { ($0.rank, $0) })
        let before = Dictionary(uniqueKeysWithValues: original.entries.map { ($0.rank, $0) })
        #expect(byRank[7]?.app.name == "" && byRank[7]?.app.id == before[7]?.app.id)
        #expect(byRank[9]?.app.price.amount == nil && byRank[9]?.app.price.currencyCode == "HKD")
        #expect(byRank[11]?.app.iconURL == nil && byRank[11]?.app.name == before[11]?.app.name)
        for rank in [1, 2, 4, 6, 8, 10, 12, 14, 100] {
            #expect(byRank[rank] == before[rank], "place \(rank)")
        }
        #expect(
            content.unreadableNote(of: "The chart")?.contains(
                "3 entries that cannot be read (places 3, 5, 13)") == true)
    }

    @Test func anAnswerWithNoReadableEntryIsMalformedNotEmpty() throws {
        let data = try Self.chart { entries in
            for index in entries.indices { Self.set("id", to: NSNull(), at: index, in: &entries) }
        }
        #expect(
            throws: AppDetailError.malformedAnswer(detail: "none of the chart's 100 entries has an app id")
        ) {
            try ChartParser.content(from: data)
        }
    }

    @Test func aBadAnswerNeverReplacesAGoodCachedChartAndBadEntriesAreNamed() async throws {
        let good = try Data(contentsOf: Self.file)
        let noIDs = try Self.chart { entries in
            for index in entries.indices { Self.set("id", to: NSNull(), at: index, in: &entries) }
        }
        let someBad = try Self.chart { entries in Self.set("id", to: 5, at: 1, in: &entries) }
        let store = try AnswersInTurn([good, noIDs, someBad])
        defer { store.stop() }
        let warnings = Locked<[String]>([])
        let sources = store.sources(now: Date(timeIntervalSince1970: 1_700_000_000)) { note in
            warnings.withLock { $0.append(note) }
        }
        let query = ChartQuery(storefront: Self.hongKong, kind: .free, genre: nil, limit: try ChartLimit(100))
        let first = try await sources.charts.fetchChart(for: query)
        #expect(first.value.count == 100)

        await #expect(throws: AppDetailError.self) { try await sources.charts.fetchChart(for: query) }
        #expect(
            try await sources.charts.cachedChart(for: query)?.value == first.value, "the good chart stays")

        let third = try await sources.charts.fetchChart(for: query)
        #expect(third.value.count == 99 && !third.value.contains { $0.rank == 2 })
        #expect(
            try await sources.charts.cachedRanking(for: query)?.value.rank(of: first.value[2].app.id) == 3)
        #expect(
            warnings.withLock { $0 }.contains {
                $0.contains("1 entry that cannot be read (place 2); it is left out.")
            })
    }
}
