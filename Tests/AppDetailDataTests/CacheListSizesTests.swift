import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// `cache list` reads each answer's size, not the answer, and still gets every size right (a
/// row whose answer is not an answer is left out: `DamagedCacheTests`).
@Suite("The cache list reads sizes, not answers", .enabled(if: SharedFixtures.available))
struct CacheListSizesTests {
    @Test func eachEntrysSizeIsItsStoredAnswers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let warnings = Locked<[String]>([])
        let cache = try AppDetailDataFactory.openCache(
            directory: directory.url, seed: nil, warn: { note in warnings.withLock { $0.append(note) } })
        for id in ["284882215", "1055295863", "1607015385"] {
            let data = try Data(contentsOf: SharedFixtures.root.appendingPathComponent("lookup/\(id).json"))
            _ = try cache.importAnswer(
                data, fallback: .unitedStates, fetchedAt: Date(timeIntervalSince1970: 1_750_000_000))
        }
        let sqlite = try SQLiteAppCache(fileURL: CacheLocation.file(in: directory.url))
        let stored = try sqlite.listings.allAnswers()
        let entries = try cache.entries()
        #expect(
            Dictionary(uniqueKeysWithValues: entries.map { ($0.id.rawValue, $0.byteCount) })
                == Dictionary(uniqueKeysWithValues: stored.map { ($0.trackID, $0.rawAnswer.count) }))
        #expect(entries.count == 3 && warnings.withLock { $0 }.isEmpty)
    }

    /// The entries come a page at a time, newest first, each page at most the size asked and
    /// together every entry once: what lets `cache list` hold one page, whatever the cache holds.
    @Test func entriesComeInPagesNewestFirst() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try AppDetailDataFactory.openCache(directory: directory.url, seed: nil, warn: { _ in })
        let ids = ["284882215", "1055295863", "1607015385", "640199958", "311867728"]
        for (index, id) in ids.enumerated() {
            let data = try Data(contentsOf: SharedFixtures.root.appendingPathComponent("lookup/\(id).json"))
            _ = try cache.importAnswer(
                data, fallback: .unitedStates,
                fetchedAt: Date(timeIntervalSince1970: 1_750_000_000 + Double(index)))
        }
        var pages: [[CacheEntry]] = []
        try cache.entries(pageSize: 2) { pages.append($0) }
        #expect(pages.map(\.count) == [2, 2, 1])
        #expect(pages.joined().map { "\($0.id)" } == ids.reversed(), "newest first, each once")
        #expect(Array(pages.joined()) == (try cache.entries()))
    }
}
