import AppDetailDomain
import FlyingFox
import Foundation
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

    private func repository(_ server: LoopbackServer, cacheFile: URL, warnings: Warnings)
        -> any AppDetailRepository
    {
        let client = ITunesLookupClient(
            baseURL: server.baseURL, transport: URLSessionTransport(limits: .standard), retry: .standard,
            sleep: { _ in }, random: { 0 })
        let cache = CacheOpener.open(cacheFile, now: Self.now, warn: warnings.add)
        return CachingAppDetailRepository(client: client, cache: cache, now: { Self.now }, warn: warnings.add)
    }

    private func server(_ switchboard: Switch) async throws -> LoopbackServer {
        try await LoopbackServer { id, _ in
            let status = switchboard.status.withLock { $0 }
            guard status == 200 else { return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "")) }
            return try await LookupClientFaultTests.respond(id, 1)
        }
    }

    @Test func aFetchedAnswerIsCachedAndReadBack() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let switchboard = Switch()
        let server = try await server(switchboard)
        defer { Task { await server.stop() } }
        let warnings = Warnings()
        let repo = repository(
            server, cacheFile: directory.url.appendingPathComponent("cache.sqlite"), warnings: warnings)
        let fetched = try await repo.fetchDetail(for: facebook, in: .unitedStates)
        let cached = try #require(try await repo.cachedDetail(for: facebook, in: .unitedStates))
        #expect(cached.detail == fetched.detail)
        #expect(cached.fetchedAt == Self.now)
        let byBundle = try await repo.cachedDetail(
            for: .bundleID(BundleID(rawValue: fetched.detail.bundleID)!), in: .unitedStates)
        #expect(byBundle?.detail.id == fetched.detail.id)
        #expect(warnings.all.isEmpty)
    }

    @Test(arguments: [403, 429, 500])
    func aFailedAnswerIsNeverCachedAndNeverRemovesAGoodEntry(status: Int) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let switchboard = Switch()
        let server = try await server(switchboard)
        defer { Task { await server.stop() } }
        let repo = repository(
            server, cacheFile: directory.url.appendingPathComponent("cache.sqlite"), warnings: Warnings())
        _ = try await repo.fetchDetail(for: facebook, in: .unitedStates)
        switchboard.status.withLock { $0 = status }
        await #expect(throws: AppDetailError.self) {
            try await repo.fetchDetail(for: facebook, in: .unitedStates)
        }
        await #expect(throws: AppDetailError.self) {
            try await repo.fetchDetail(for: facebook, in: try Storefront(country: "kr"))
        }
        #expect(try await repo.cachedDetail(for: facebook, in: .unitedStates)?.detail.name == "Facebook")
        #expect(try await repo.cachedDetail(for: facebook, in: try Storefront(country: "kr")) == nil)
    }

    @Test func emptyAndMalformedAnswersAreNotCached() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try await server(Switch())
        defer { Task { await server.stop() } }
        let repo = repository(
            server, cacheFile: directory.url.appendingPathComponent("cache.sqlite"), warnings: Warnings())
        for id: Int64 in [6, 7, 10] {
            let lookup = AppLookup.id(AppID(rawValue: id)!)
            await #expect(throws: AppDetailError.self) {
                try await repo.fetchDetail(for: lookup, in: .unitedStates)
            }
            #expect(try await repo.cachedDetail(for: lookup, in: .unitedStates) == nil)
        }
    }

    @Test(arguments: ["random bytes", "truncated database"])
    func aDamagedCacheIsMovedAsideAndTheCallSucceeds(damage: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("cache.sqlite")
        if damage == "random bytes" {
            try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: file)
        } else {
            do {
                let cache = try SQLiteAppCache(fileURL: file)
                let body = try Data(
                    contentsOf: SharedFixtures.root.appendingPathComponent("lookup/284882215.json"))
                try cache.store(
                    (1...400).map { id in
                        CachedResponse(
                            trackID: Int64(id), country: "us", language: "", bundleID: "b\(id)", name: "n",
                            rawResponse: body, fetchedAt: Self.now)
                    })
            }
            let size = try #require(
                try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: UInt64(size / 3))
            try handle.close()
        }
        let warnings = Warnings()
        let server = try await server(Switch())
        defer { Task { await server.stop() } }
        let repo = repository(server, cacheFile: file, warnings: warnings)
        let fetched = try await repo.fetchDetail(for: facebook, in: .unitedStates)
        #expect(fetched.detail.name == "Facebook")
        #expect(try await repo.cachedDetail(for: facebook, in: .unitedStates) != nil, "the new cache works")
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("moved to") == true, "\(warnings.all)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter {
            $0.contains(".corrupt-")
        }
        #expect(!aside.isEmpty, "the damaged file is kept, not deleted")
    }

    @Test func anUnusableCacheDirectoryMeansNoCacheAndAWarning() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let blocker = directory.url.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let warnings = Warnings()
        let server = try await server(Switch())
        defer { Task { await server.stop() } }
        let repo = repository(
            server, cacheFile: blocker.appendingPathComponent("cache.sqlite"), warnings: warnings)
        #expect(try await repo.fetchDetail(for: facebook, in: .unitedStates).detail.name == "Facebook")
        #expect(try await repo.cachedDetail(for: facebook, in: .unitedStates) == nil)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("continuing without a cache") == true)
    }

    @Test func theDefaultPolicyServesAFreshCacheWithoutTheNetwork() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let switchboard = Switch()
        let server = try await server(switchboard)
        defer { Task { await server.stop() } }
        let repo = repository(
            server, cacheFile: directory.url.appendingPathComponent("cache.sqlite"), warnings: Warnings())
        let fetch = FetchAppDetailUseCase(
            repository: repo, maxAge: .seconds(86_400), now: { Self.now.addingTimeInterval(3_600) })
        #expect(
            try await fetch.fetch(facebook, in: .unitedStates, policy: .standard).freshness.source == .network
        )
        #expect(
            try await fetch.fetch(facebook, in: .unitedStates, policy: .standard).freshness.source == .cache)
        #expect(await server.hits("284882215") == 1)
        switchboard.status.withLock { $0 = 503 }
        let stale = FetchAppDetailUseCase(
            repository: repo, maxAge: .seconds(60), now: { Self.now.addingTimeInterval(3_600) })
        let result = try await stale.fetch(facebook, in: .unitedStates, policy: .standard)
        #expect(result.freshness.staleness == .servedAfterFailure(.serverError(status: 503)))
    }
}
