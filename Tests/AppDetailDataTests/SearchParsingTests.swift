import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Every real answer in `responses/`, read as a search answer and checked against the raw JSON.
@Suite("Search answers and the search cache", .enabled(if: SharedFixtures.available))
struct SearchParsingTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func everyAnswerGivesItsIOSAppsAndSkipsTheRestWithAReason() async throws {
        let files = try SharedFixtures.files(in: "responses")
        var checked = 0
        for file in files {
            await Task.yield()
            guard let object = try SharedFixtures.rawJSON(file) as? [String: Any],
                let raw = object["results"] as? [[String: Any]], object["resultCount"] != nil
            else { continue }
            let parsed = try SearchParser.answer(
                from: Data(contentsOf: file), storefront: .unitedStates, fetchedAt: Self.now)
            let iOS = raw.filter { $0["kind"] as? String == "software" }
            let ids = iOS.compactMap { ($0["trackId"] as? NSNumber)?.int64Value }
            #expect(parsed.results.apps.map(\.id.rawValue) == ids, "\(file.lastPathComponent)")
            #expect(parsed.results.skipped.count == raw.count - iOS.count, "\(file.lastPathComponent)")
            #expect(
                parsed.results.skipped.allSatisfy { $0.contains("mac-software") }, "\(file.lastPathComponent)"
            )
            #expect(parsed.apps.count == iOS.count, "every iOS app is kept for the cache")
            #expect(
                try SearchParser.results(from: Data(contentsOf: file)) == parsed.results,
                "read back alike")
            checked += 1
        }
        #expect(checked >= 30)
    }

    @Test func theErrorBodyAndAnswersWithoutTheEnvelopeHaveTheirOwnErrors() throws {
        let error = SharedFixtures.root.appendingPathComponent(
            "responses/fastlane__fastlane__itunesLookup-invalid.json")
        #expect {
            try SearchParser.answer(
                from: Data(contentsOf: error), storefront: .unitedStates, fetchedAt: Self.now)
        } throws: { error in
            guard case .invalidInput(.rejectedByStore) = error as? AppDetailError else { return false }
            return true
        }
        let bare = SharedFixtures.root.appendingPathComponent(
            "responses/havilog__AppStoreClone__appInfoKakaoBank.json")
        #expect {
            try SearchParser.answer(
                from: Data(contentsOf: bare), storefront: .unitedStates, fetchedAt: Self.now)
        } throws: { error in
            guard case .malformedAnswer = error as? AppDetailError else { return false }
            return true
        }
    }

    /// A search through a real server and a real cache file: every app found can be shown
    /// offline, and the search itself is answered from the cache when it covers the query.
    @Test func aSearchFillsTheAppCacheAndCoversSmallerQueries() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let status = Locked(200)
        let search = try await SearchServer { status.withLock { $0 } }
        let sources = AppDetailDataFactory.makePageSources(
            configuration: AppDetailDataConfiguration(
                endpoint: search.baseURL, cacheDirectory: directory.url, timeout: .seconds(180), seed: nil),
            now: { Self.now }, warn: { _ in })
        let korea = try Storefront(country: "kr")
        let query = SearchQuery(term: try SearchTerm("카카오뱅크"), storefront: korea, limit: try SearchLimit(10))
        let found = try await sources.search.search(query)
        #expect(found.value.apps.count == 10)
        for app in found.value.apps {
            let cached = try await sources.listings.cachedListing(for: .id(app.id), in: korea)
            #expect(cached?.value.name == app.name)
            #expect(try await sources.listings.cachedStorefronts(for: .id(app.id)) == [korea])
        }
        let spaced = SearchQuery(
            term: try SearchTerm(" 카카오뱅크 "), storefront: korea, limit: try SearchLimit(5))
        #expect(try await sources.search.cachedSearch(for: spaced)?.value.apps.count == 5)
        // The answer held every result there was (10 of a limit of 10 is not known to be all).
        let more = SearchQuery(term: query.term, storefront: korea, limit: try SearchLimit(50))
        #expect(try await sources.search.cachedSearch(for: more) == nil)
        #expect(
            try await sources.search.cachedSearch(
                for: SearchQuery(term: query.term, storefront: .unitedStates, limit: query.limit)) == nil)
        // A throttled answer is never cached over the good one.
        status.withLock { $0 = 403 }
        await #expect(throws: AppDetailError.throttled) { try await sources.search.search(more) }
        #expect(try await sources.search.cachedSearch(for: query)?.value == found.value)
        await search.stop()
    }
}

/// A loopback Search API (on the tests' one server, ``RawHTTPServer``) answering every term with
/// the real 10-result `카카오뱅크` search, or with the status `status` gives.
final class SearchServer: Sendable {
    private let server: RawHTTPServer
    var baseURL: URL { server.baseURL }

    init(status: @escaping @Sendable () -> Int) async throws {
        let body = try Data(
            contentsOf: SharedFixtures.root.appendingPathComponent(
                "responses/rnfxl92__AppStoreClone__카카오뱅크.json"))
        server = try RawHTTPServer { request, connection in
            let code = request.path == "/search" ? status() : 404
            connection.respond(
                code == 200 ? CannedResponse(status: 200, body: body) : CannedResponse(status: code))
        }
    }

    func stop() async {
        server.stop()
    }
}
