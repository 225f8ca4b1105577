import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The repository with a real SQLite file and a real HTTP server on 127.0.0.1.
@Suite(
    "The repository caches only good answers and survives a bad cache", .enabled(if: SharedFixtures.available)
)
struct RepositoryTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    let facebook = AppLookup.id(AppID(rawValue: 284_882_215)!)

    final class Warnings: Sendable {
        private let lines = Locked<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// Serves the real fixture for 284882215, or `status` when set.
    final class Switch: Sendable {
        let status = Locked<Int>(200)
    }

    /// What one test works with.
    struct Bench {
        let repository: any ListingRepository
        let server: LoopbackServer
        let switchboard: Switch
        let warnings: Warnings
        let directory: URL
    }

    /// Runs `body` against a repository whose cache file `place` chooses (and may prepare) in a
    /// fresh directory; afterwards the server is stopped and the directory removed, whatever
    /// `body` did.
    private func withRepository(
        cacheFile place: (URL) throws -> URL = { $0.appendingPathComponent("cache.sqlite") },
        _ body: (Bench) async throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let switchboard = Switch()
        let warnings = Warnings()
        let server = try await LoopbackServer { id, _ in
            let status = switchboard.status.withLock { $0 }
            guard status == 200 else { return CannedResponse(status: status) }
            return try await ListingClientFaultTests.respond(id, 1)
        }
        let client = ListingClientFaultTests.client(server.baseURL, random: 0)
        let cache = CacheOpener.openIfPossible(try place(directory.url), warn: warnings.add)
        let repository = CachingListingRepository(
            client: client, cache: cache, history: HistoryRecording(recent: cache?.recentTexts),
            now: { Self.now }, warn: warnings.add)
        let bench = Bench(
            repository: repository, server: server, switchboard: switchboard, warnings: warnings,
            directory: directory.url)
        do {
            try await body(bench)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func aFetchedAnswerIsCachedAndReadBack() async throws {
        try await withRepository { (bench) async throws in
            let repo = bench.repository
            let fetched = try await repo.fetchListing(for: facebook, in: .unitedStates)
            let cached = try #require(try await repo.cachedListing(for: facebook, in: .unitedStates))
            #expect(cached.value == fetched.value)
            #expect(cached.fetchedAt == Self.now)
            let byBundle = try await repo.cachedListing(
                for: .bundleID(BundleID(rawValue: fetched.value.bundleID)!), in: .unitedStates)
            #expect(byBundle?.value.id == fetched.value.id)
            #expect(bench.warnings.all.isEmpty)
        }
    }

    @Test(arguments: [403, 429, 500])
    func aFailedAnswerIsNeverCachedAndNeverRemovesAGoodEntry(status: Int) async throws {
        try await withRepository { (bench) async throws in
            let repo = bench.repository
            _ = try await repo.fetchListing(for: facebook, in: .unitedStates)
            bench.switchboard.status.withLock { $0 = status }
            await #expect(throws: AppDetailError.self) {
                try await repo.fetchListing(for: facebook, in: .unitedStates)
            }
            await #expect(throws: AppDetailError.self) {
                try await repo.fetchListing(for: facebook, in: try Storefront(country: "kr"))
            }
            #expect(try await repo.cachedListing(for: facebook, in: .unitedStates)?.value.name == "Facebook")
            #expect(try await repo.cachedListing(for: facebook, in: try Storefront(country: "kr")) == nil)
        }
    }

    @Test func emptyAndMalformedAnswersAreNotCached() async throws {
        try await withRepository { (bench) async throws in
            for id: Int64 in [6, 7, 10] {
                let lookup = AppLookup.id(AppID(rawValue: id)!)
                await #expect(throws: AppDetailError.self) {
                    try await bench.repository.fetchListing(for: lookup, in: .unitedStates)
                }
                #expect(try await bench.repository.cachedListing(for: lookup, in: .unitedStates) == nil)
            }
        }
    }

    /// Writes `damage` into a cache file before the repository opens it.
    private static func damagedCacheFile(_ damage: String, in directory: URL) throws -> URL {
        let file = directory.appendingPathComponent("cache.sqlite")
        if damage == "random bytes" {
            try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: file)
            return file
        }
        do {
            let cache = try SQLiteAppCache(fileURL: file)
            let body = try Data(
                contentsOf: SharedFixtures.root.appendingPathComponent("lookup/284882215.json"))
            try cache.listings.store(
                (1...400).map { id in
                    CachedAnswer(
                        trackID: Int64(id), country: "us", language: "", bundleID: "b\(id)", name: "n",
                        rawAnswer: body, fetchedAt: now)
                })
        }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(size / 3))
        try handle.close()
        return file
    }

    @Test(arguments: ["random bytes", "truncated database"])
    func aDamagedCacheIsMovedAsideAndTheCallSucceeds(damage: String) async throws {
        let damaged: (URL) throws -> URL = { try Self.damagedCacheFile(damage, in: $0) }
        try await withRepository(cacheFile: damaged) { (bench) async throws in
            let fetched = try await bench.repository.fetchListing(for: facebook, in: .unitedStates)
            #expect(fetched.value.name == "Facebook")
            #expect(
                try await bench.repository.cachedListing(for: facebook, in: .unitedStates) != nil,
                "the new cache works")
            #expect(bench.warnings.all.count == 1)
            #expect(bench.warnings.all.first?.contains("moved to") == true, "\(bench.warnings.all)")
            let aside = try FileManager.default.contentsOfDirectory(atPath: bench.directory.path).filter {
                $0.contains(".corrupt-")
            }
            #expect(!aside.isEmpty, "the damaged file is kept, not deleted")
        }
    }

    @Test func anUnusableCacheDirectoryMeansNoCacheAndAWarning() async throws {
        let underAFile: (URL) throws -> URL = { directory in
            let blocker = directory.appendingPathComponent("not-a-directory")
            try Data("x".utf8).write(to: blocker)
            return blocker.appendingPathComponent("cache.sqlite")
        }
        try await withRepository(cacheFile: underAFile) { (bench) async throws in
            #expect(
                try await bench.repository.fetchListing(for: facebook, in: .unitedStates).value.name
                    == "Facebook")
            #expect(try await bench.repository.cachedListing(for: facebook, in: .unitedStates) == nil)
            #expect(bench.warnings.all.count == 1)
            #expect(bench.warnings.all.first?.contains("continuing without a cache") == true)
        }
    }

    @Test func theDefaultPolicyServesAFreshCacheWithoutTheNetwork() async throws {
        try await withRepository { (bench) async throws in
            let later = Self.now.addingTimeInterval(3_600)
            let fetch = FetchListingUseCase(
                repository: bench.repository, maxAge: .seconds(86_400), now: { later })
            #expect(
                try await fetch.fetch(facebook, in: .unitedStates, policy: .standard).freshness.source
                    == .network)
            #expect(
                try await fetch.fetch(facebook, in: .unitedStates, policy: .standard).freshness.source
                    == .cache)
            #expect(await bench.server.hits("284882215") == 1)
            bench.switchboard.status.withLock { $0 = 503 }
            let stale = FetchListingUseCase(
                repository: bench.repository, maxAge: .seconds(60), now: { later })
            let result = try await stale.fetch(facebook, in: .unitedStates, policy: .standard)
            #expect(result.freshness.staleness == .servedAfterFailure(.serverError(status: 503)))
        }
    }
}
