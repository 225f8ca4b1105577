import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

@Suite("Saved lookup and search answers import into the cache", .enabled(if: SharedFixtures.available))
struct ImportTests {
    @Test func everySavedResponseImportsItsIOSAppsOrSaysWhyNot() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        var distinct = Set<String>()  // "trackId/country", counted from the raw JSON
        for file in try SharedFixtures.files(in: "responses") {
            let raw = try SharedFixtures.rawJSON(file) as? [String: Any] ?? [:]
            let data = try Data(contentsOf: file)
            guard raw["resultCount"] != nil, raw["errorMessage"] == nil else {
                #expect(throws: AppDetailError.self, "\(file.lastPathComponent)") {
                    try cache.importAnswer(data, fallback: .unitedStates, fetchedAt: Date())
                }
                continue
            }
            let results = raw["results"] as? [[String: Any]] ?? []
            let kinds = results.map { $0["kind"] as? String }
            for result in results where result["kind"] as? String == "software" {
                let segment =
                    URL(string: result["trackViewUrl"] as? String ?? "")?.pathComponents.dropFirst().first
                    ?? ""
                let country = segment.count == 2 ? segment.lowercased() : "us"
                distinct.insert("\((result["trackId"] as? NSNumber)?.int64Value ?? 0)/\(country)")
            }
            let summary = try cache.importAnswer(data, fallback: .unitedStates, fetchedAt: Date())
            #expect(summary.imported == kinds.filter { $0 == "software" }.count, "\(file.lastPathComponent)")
            #expect(
                summary.skipped.count == kinds.filter { $0 != "software" }.count, "\(file.lastPathComponent)")
        }
        #expect(try cache.listings.count() == distinct.count)
        #expect(try cache.integrityCheck())
    }

    @Test func anImportedAppReadsBackExactlyInItsOwnStorefront() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let file = SharedFixtures.root.appendingPathComponent(
            "responses/ski081__ITunesServicesKit__SearchResults.json")
        let summary = try cache.importAnswer(
            Data(contentsOf: file), fallback: try Storefront(country: "kr"), fetchedAt: Date())
        #expect(summary.imported == 37)
        let lookup = AppLookup.id(AppID(rawValue: 616_218_410)!)
        let stored = try #require(
            try cache.listings.answer(for: lookup, in: .unitedStates),
            "stored under the US store its URL names")
        let detail = try ListingParser.listing(
            from: stored.rawAnswer, for: lookup, in: .unitedStates)
        #expect(
            detail.price == .paid(amount: Decimal(string: "0.99")!, currencyCode: "USD", formatted: "$0.99"))
        let original = try ListingParser.allResults(from: Data(contentsOf: file))
            .compactMap { try? $0.get() }.first { $0.id == detail.id }
        #expect(detail == original)
    }
}
