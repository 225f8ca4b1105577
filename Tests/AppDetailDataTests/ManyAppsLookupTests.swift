import AppDetailDomain
import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppDetailData

/// Many apps in one lookup, and the chart cache, through a loopback server and a real cache file.
@Suite("Many apps in one lookup; charts cached", .enabled(if: SharedFixtures.available))
struct ManyAppsLookupTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let hongKong = try! Storefront(country: "hk")

    /// The real 100-id answer, whatever ids are asked (so the tests see what is and is not
    /// asked), and the real Hong Kong chart; every request's id list is recorded.
    final class StoreServer: Sendable {
        let server: RawHTTPServer
        private let lookups = Locked<[[String]]>([])
        private let charts = Locked<[String]>([])

        init() throws {
            let lookup = try Data(
                contentsOf: SharedFixtures.root.appendingPathComponent("lookup-multi/hk_top100_2024.json"))
            let chart = try Data(
                contentsOf: SharedFixtures.root.appendingPathComponent(
                    "charts/hk_topfreeapplications_100_2024.json"))
            let lookups = self.lookups
            let charts = self.charts
            server = try RawHTTPServer { request, connection in
                if request.path == "/lookup" {
                    let ids = (request.query("id") ?? "").split(separator: ",").map(String.init)
                    lookups.withLock { $0.append(ids) }
                    connection.respond(CannedResponse(status: 200, body: lookup))
                } else if request.path.contains("/rss/topfreeapplications/") {
                    charts.withLock { $0.append(request.path) }
                    connection.respond(CannedResponse(status: 200, body: chart))
                } else {
                    connection.respond(CannedResponse(status: 404))
                }
            }
        }

        var askedIDs: [[String]] { lookups.withLock { $0 } }
        var askedCharts: [String] { charts.withLock { $0 } }
    }

    static func rawIDs() throws -> [Int64] {
        let object =
            try SharedFixtures.rawJSON(
                SharedFixtures.root.appendingPathComponent("lookup-multi/hk_top100_2024.json"))
            as? [String: Any]
        return ((object?["results"] as? [[String: Any]]) ?? []).compactMap {
            ($0["trackId"] as? NSNumber)?.int64Value
        }
    }

    private func sources(_ server: StoreServer, _ directory: TemporaryDirectory) -> PageSources {
        AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: server.server.baseURL, cacheDirectory: directory.url, timeout: .seconds(180),
                seed: nil),
            now: { Self.now }, warn: { _ in })
    }

    @Test func oneRequestMapsTheHundredAppsAndCachesEachAsItsOwnLookup() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try StoreServer()
        defer { server.server.stop() }
        let sources = sources(server, directory)
        let ids = try Self.rawIDs().map { try #require(AppID(rawValue: $0)) }
        #expect(ids.count == 100)
        let found = try await sources.listings.fetchListings(for: ids, in: Self.hongKong).found
        #expect(Set(found.keys) == Set(ids))
        #expect(server.askedIDs.count == 1)
        for id in ids {
            let cached = try await sources.listings.cachedListing(for: .id(id), in: Self.hongKong)
            #expect(cached?.value == found[id]?.value, "\(id)")
            #expect(cached?.fetchedAt == Self.now)
        }
    }

    @Test func cachedListingsReadTogetherAreThoseReadOneByOneAndADamagedOneIsLeftOut() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try StoreServer()
        defer { server.server.stop() }
        let warnings = Locked<[String]>([])
        let sources = AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: server.server.baseURL, cacheDirectory: directory.url, timeout: .seconds(180),
                seed: nil),
            now: { Self.now }, warn: { message in warnings.withLock { $0.append(message) } })
        let ids = try Self.rawIDs().map { try #require(AppID(rawValue: $0)) }
        _ = try await sources.listings.fetchListings(for: Array(ids.prefix(60)), in: Self.hongKong)
        let damaged = ids[3]
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let queue = try DatabaseQueue(path: file.path)
        try await queue.write { db in
            try db.execute(
                sql: "UPDATE app_cache SET raw_response = 'not a blob' WHERE track_id = ?",
                arguments: [damaged.rawValue])
        }
        try queue.close()
        let asked = ids + [try #require(AppID(rawValue: 1))]
        let together = try await sources.listings.cachedListings(for: asked, in: Self.hongKong)
        #expect(together.count == 59, "the 60 fetched but the damaged one; none of the others")
        #expect(together[damaged] == nil)
        for id in asked {
            let alone = try await sources.listings.cachedListing(for: .id(id), in: Self.hongKong)
            #expect(together[id] == alone, "\(id)")
        }
        #expect(warnings.withLock { $0 }.contains { $0.contains("damaged") })
        let elsewhere = try await sources.listings.cachedListings(for: ids, in: .unitedStates)
        #expect(elsewhere.isEmpty, "another storefront's cache is its own")
    }

    @Test func unknownIdsAreMissingAndUnaskedResultsAreNeitherReturnedNorCached() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try StoreServer()
        defer { server.server.stop() }
        let sources = sources(server, directory)
        let known = try Self.rawIDs().prefix(3).map { try #require(AppID(rawValue: $0)) }
        let unknown = try #require(AppID(rawValue: 1))
        let found = try await sources.listings.fetchListings(for: known + [unknown], in: Self.hongKong).found
        #expect(Set(found.keys) == Set(known), "the answer's 97 other apps were not asked")
        let other = try #require(AppID(rawValue: try Self.rawIDs()[50]))
        #expect(try await sources.listings.cachedListing(for: .id(other), in: Self.hongKong) == nil)
        #expect(try await sources.listings.cachedListing(for: .id(unknown), in: Self.hongKong) == nil)
    }

    @Test func longListsGoInChunksOfTwoHundredIds() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try StoreServer()
        defer { server.server.stop() }
        let ids = try (1...450).map { try #require(AppID(rawValue: Int64($0))) }
        _ = try await sources(server, directory).listings.fetchListings(
            for: ids + ids.prefix(5), in: Self.hongKong)
        #expect(server.askedIDs.map(\.count) == [200, 200, 50], "repeated ids asked once")
        #expect(server.askedIDs.joined().map { Int64($0) } == ids.map(\.rawValue))
    }

    @Test func aChartIsCachedAndCoversSmallerQueries() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try StoreServer()
        defer { server.server.stop() }
        let sources = sources(server, directory)
        let query = ChartQuery(storefront: Self.hongKong, kind: .free, genre: nil, limit: try ChartLimit(100))
        let fetched = try await sources.charts.fetchChart(for: query)
        #expect(fetched.value.count == 100)
        #expect(server.askedCharts == ["/hk/rss/topfreeapplications/limit=100/json"])
        let ranking = try #require(try await sources.charts.cachedRanking(for: query))
        #expect(ranking.value == ChartRanking(fetched.value), "the ranking column matches the entries")
        #expect(ranking.value.rank(of: fetched.value[42].app.id) == 43)
        // A row written before the ranking column is read from its raw answer.
        let file = directory.url.appendingPathComponent("cache.sqlite")
        let cache = try SQLiteAppCache(fileURL: file)
        try cache.writing { db in try db.execute(sql: "UPDATE chart_cache SET ranking = ''") }
        #expect(try await sources.charts.cachedRanking(for: query)?.value == ranking.value)
        let ten = ChartQuery(storefront: Self.hongKong, kind: .free, genre: nil, limit: try ChartLimit(10))
        #expect(try await sources.charts.cachedChart(for: ten)?.value == Array(fetched.value.prefix(10)))
        let more = ChartQuery(storefront: Self.hongKong, kind: .free, genre: nil, limit: try ChartLimit(200))
        #expect(try await sources.charts.cachedChart(for: more) == nil, "100 of 100 asked may not be all")
        let finance = ChartQuery(
            storefront: Self.hongKong, kind: .free, genre: try ChartGenre(id: 6015), limit: try ChartLimit(10)
        )
        #expect(try await sources.charts.cachedChart(for: finance) == nil)
        _ = try await sources.charts.fetchChart(for: finance)
        #expect(server.askedCharts.last == "/hk/rss/topfreeapplications/limit=10/genre=6015/json")
    }

    /// A record with a bad date is named by its id as unreadable, never taken for an app the
    /// store left out, and never cached over the listing the cache holds.
    @Test func anUnreadableRecordIsNamedAndCachesNothing() async throws {
        let raw = try Self.rawIDs()
        let ids = raw.prefix(3).compactMap(AppID.init(rawValue:))
        let data = try Data(
            contentsOf: SharedFixtures.root.appendingPathComponent("lookup-multi/hk_top100_2024.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var results = try #require(object["results"] as? [[String: Any]])
        let good = try JSONSerialization.data(withJSONObject: object)
        results[0]["releaseDate"] = "the day before yesterday"
        object["results"] = results
        let bad = try JSONSerialization.data(withJSONObject: object)
        let store = try AnswersInTurn([good, bad])
        defer { store.stop() }
        let listings = store.sources(now: Self.now).listings
        let first = try await listings.fetchListings(for: ids, in: Self.hongKong)
        #expect(first.found.count == 3 && first.unreadable.isEmpty)
        let second = try await listings.fetchListings(for: ids, in: Self.hongKong)
        #expect(Set(second.found.keys) == Set(ids.dropFirst()))
        let reason = try #require(second.unreadable[ids[0]], "the bad record is named by its id")
        #expect(reason.message.contains("releaseDate"), "\(reason.message)")
        let cached = try await listings.cachedListing(for: .id(ids[0]), in: Self.hongKong)
        #expect(cached?.value == first.found[ids[0]]?.value, "the good cached listing stays")
    }
}
