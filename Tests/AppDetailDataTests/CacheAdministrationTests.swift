import AppDetailData
import AppDetailDomain
import Foundation
import TestSupport
import Testing

/// The public cache commands' API, through the factory a program uses.
@Suite("The cache reports, lists, clears and imports", .enabled(if: SharedFixtures.available))
struct CacheAdministrationTests {
    @Test func statusEntriesAndClearingDescribeWhatIsStored() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try AppDetailDataFactory.openCache(directory: directory.url, seed: nil, warn: { _ in })
        #expect(cache.fileURL == CacheLocation.file(in: directory.url))
        let empty = try cache.status()
        #expect(empty.entryCount == 0)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: SQLiteAppCacheTests.migrationsFolder.path)
        #expect(
            empty.migrations == files.filter { $0.hasSuffix(".sql") }.sorted().map { String($0.dropLast(4)) })
        let fetchedAt = Date(timeIntervalSince1970: 1_750_000_000)
        for id in ["284882215", "1055295863"] {
            let data = try Data(contentsOf: SharedFixtures.root.appendingPathComponent("lookup/\(id).json"))
            _ = try cache.importAnswer(data, fallback: .unitedStates, fetchedAt: fetchedAt)
        }
        let status = try cache.status()
        #expect(status.entryCount == 2)
        #expect(status.byteCount > 0)
        let entries = try cache.entries()
        #expect(Set(entries.map(\.id.rawValue)) == [284_882_215, 1_055_295_863])
        let facebook = try #require(entries.first { $0.id.rawValue == 284_882_215 })
        #expect(facebook.name == "Facebook" && facebook.bundleID == "com.facebook.Facebook")
        #expect(facebook.storefront == .unitedStates && facebook.fetchedAt == fetchedAt)
        #expect(try cache.removeAll() == 2)
        #expect(try cache.entries().isEmpty)
    }

    @Test func aFileThatIsNotAnAnswerImportsNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try AppDetailDataFactory.openCache(directory: directory.url, seed: nil, warn: { _ in })
        #expect {
            try cache.importAnswer(Data("<html>".utf8), fallback: .unitedStates, fetchedAt: Date())
        } throws: { error in
            guard case AppDetailError.malformedAnswer = error else { return false }
            return true
        }
        #expect(try cache.status().entryCount == 0)
    }

    @Test func aPlaceWhereNoCacheCanBeIsACacheError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let blocker = directory.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        #expect {
            try AppDetailDataFactory.openCache(directory: blocker, seed: nil, warn: { _ in })
        } throws: { error in
            guard case AppDetailError.cacheUnavailable(let problem) = error else { return false }
            return problem.path.contains(blocker.path) && problem.remedy == .chooseAnotherPlace
        }
    }
}
