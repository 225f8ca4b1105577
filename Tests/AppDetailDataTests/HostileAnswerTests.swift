import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Answers a hostile or broken server might send: out-of-range figures and answers about another
/// app. None may trap, and none may reach the cache.
@Suite(
    "Hostile answers are refused or read as unknown, never cached wrongly",
    .enabled(if: SharedFixtures.available))
struct HostileAnswerTests {
    static let facebookID: Int64 = 284_882_215

    /// The real Facebook answer with `change` applied to its one result.
    static func facebook(_ change: (inout [String: Any]) -> Void) throws -> Data {
        let url = SharedFixtures.root.appendingPathComponent("lookup/\(facebookID).json")
        var envelope = try #require(try SharedFixtures.rawJSON(url) as? [String: Any])
        var result = try #require((envelope["results"] as? [[String: Any]])?.first)
        change(&result)
        envelope["results"] = [result]
        return try JSONSerialization.data(withJSONObject: envelope)
    }

    private func parse(_ data: Data, id: Int64 = facebookID) -> Result<Listing, AppDetailError> {
        Result { () throws(AppDetailError) in
            try ListingParser.listing(from: data, for: .id(AppID(rawValue: id)!), in: .unitedStates)
        }
    }

    @Test(arguments: ["922337203685477581", "9223372036854775807", "-1", "1e30"])
    func anImpossibleSizeIsAMalformedAnswer(size: String) throws {
        let result = parse(try Self.facebook { $0["fileSizeBytes"] = size })
        #expect(throws: AppDetailError.malformedAnswer(detail: "the result has no valid “fileSizeBytes”")) {
            try result.get()
        }
    }

    @Test(arguments: [("averageUserRating", -1.0), ("averageUserRating", 7.5), ("userRatingCount", -3.0)])
    func anOutOfRangeRatingIsUnknown(key: String, value: Double) throws {
        let detail = try parse(try Self.facebook { $0[key] = value }).get()
        #expect(detail.ratings.allVersions == nil)
        #expect(detail.name == "Facebook", "the rest of the answer is kept")
    }

    /// Numbers `Decimal` cannot hold: once they failed the whole answer.
    @Test(arguments: ["1e-400", "1e400", "NaN", "-inf"])
    func anUnrepresentableOptionalFigureIsUnknown(value: String) throws {
        let detail = try parse(try Self.facebook { $0["averageUserRating"] = value }).get()
        #expect(detail.ratings.allVersions == nil)
        let size = parse(try Self.facebook { $0["fileSizeBytes"] = value })
        #expect(throws: AppDetailError.malformedAnswer(detail: "the result has no valid “fileSizeBytes”")) {
            try size.get()
        }
    }

    @Test func anAnswerAboutAnotherAppIsRefused() throws {
        let result = parse(try Self.facebook { _ in }, id: 1_016_396_103)
        #expect(
            throws: AppDetailError.malformedAnswer(
                detail: "it is about another app (id 284882215) than the one asked for (id 1016396103)")
        ) { try result.get() }
    }

    @Test func anAnswerAboutAnotherAppNeverReplacesThatAppsEntry() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try await LoopbackServer { _, _ in
            // Whatever is asked, the server answers with Facebook.
            CannedResponse(status: 200, body: try Self.facebook { $0["trackName"] = "Not Facebook" })
        }
        let cache = try SQLiteAppCache(fileURL: CacheLocation.file(in: directory.url))
        let good = try Self.facebook { _ in }
        try cache.listings.store([
            CachedAnswer(
                trackID: Self.facebookID, country: "us", language: "", bundleID: "com.facebook.Facebook",
                name: "Facebook", rawAnswer: good, fetchedAt: Date())
        ])
        let repository = CachingListingRepository(
            client: ListingClientFaultTests.client(server.baseURL), cache: cache,
            history: HistoryRecording(recent: cache.recentTexts), now: { Date() },
            warn: { _ in })
        await #expect(throws: AppDetailError.self) {
            try await repository.fetchListing(for: .id(AppID(rawValue: 1_016_396_103)!), in: .unitedStates)
        }
        await server.stop()
        let stored = try cache.listings.answer(
            for: .id(AppID(rawValue: Self.facebookID)!), in: .unitedStates)
        #expect(stored?.name == "Facebook", "the good entry is untouched")
        #expect(try cache.listings.count() == 1, "nothing was stored under either id")
    }
}
