import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// A list answer (search, a developer's apps, a many-id lookup) with one broken record: the
/// record is skipped with its reason and every other record is read, whatever the breakage.
@Suite("One bad record spoils only itself", .enabled(if: SharedFixtures.available))
struct OneBadRecordTests {
    /// What is done to the second record of a real answer.
    static let breakages: [(String, @Sendable (inout [Any]) -> Void)] = [
        ("a bad date", { $0[1] = Self.changed($0[1], "releaseDate", to: "not a date") }),
        ("a number where a name belongs", { $0[1] = Self.changed($0[1], "trackName", to: 42) }),
        ("a rating that is no number", { $0[1] = Self.changed($0[1], "averageUserRating", to: "x") }),
        ("null instead of a record", { $0[1] = NSNull() }),
    ]

    private static func changed(_ record: Any, _ key: String, to value: Any) -> Any {
        guard var object = record as? [String: Any] else { return record }
        object[key] = value
        return object
    }

    /// The real answer of developer 362057950 (the artist record, then ten apps) with its
    /// second record, the first app, broken by `breakage`; and how many records it has.
    private func brokenAnswer(_ breakage: String) throws -> (Data, Int) {
        var object = try #require(try SharedFixtures.rawJSON(Self.file) as? [String: Any])
        var results = try #require(object["results"] as? [Any])
        let change = try #require(Self.breakages.first { $0.0 == breakage }?.1)
        change(&results)
        object["results"] = results
        return (try JSONSerialization.data(withJSONObject: object), results.count)
    }

    static let file = SharedFixtures.root.appendingPathComponent("developer/362057950_kr.json")

    @Test(arguments: breakages.map(\.0))
    func aSearchSkipsTheBrokenRecordWithItsReason(breakage: String) throws {
        // A developer answer is a list of results, as a search answer is: read as a search,
        // the artist record is skipped as not an app, and the broken one with its reason.
        let (data, count) = try brokenAnswer(breakage)
        let intact = try SearchParser.results(from: Data(contentsOf: Self.file))
        let parsed = try SearchParser.results(from: data)
        #expect(parsed.apps.count == intact.apps.count - 1, "\(parsed.apps.count) of \(count) records")
        #expect(parsed.skipped.count == intact.skipped.count + 1, "\(parsed.skipped)")
        #expect(!parsed.skipped.joined().contains("Expected to decode"), "\(parsed.skipped)")
        if breakage == "a bad date" {
            #expect(
                parsed.skipped.contains { $0.contains("holds a date that cannot be read") },
                "\(parsed.skipped)")
        }
    }

    @Test(arguments: breakages.map(\.0))
    func aDeveloperListSkipsTheBrokenRecord(breakage: String) throws {
        let (data, _) = try brokenAnswer(breakage)
        let intact = try DeveloperAppsParser.apps(from: Data(contentsOf: Self.file), developer: 362_057_950)
        let apps = try DeveloperAppsParser.apps(from: data, developer: 362_057_950)
        #expect(apps.count == intact.count - 1, "\(apps.count) of \(intact.count)")
    }

    /// The real 100-id lookup with its second record broken, imported into a real cache file:
    /// the other 99 are stored, the broken one is listed as skipped with its reason.
    @Test(arguments: breakages.map(\.0))
    func aManyIDLookupStoresEveryIntactRecord(breakage: String) throws {
        let file = SharedFixtures.root.appendingPathComponent("lookup-multi/hk_top100_2024.json")
        var object = try #require(try SharedFixtures.rawJSON(file) as? [String: Any])
        var results = try #require(object["results"] as? [Any])
        let apps = results.filter { ($0 as? [String: Any])?["kind"] as? String == "software" }.count
        let change = try #require(Self.breakages.first { $0.0 == breakage }?.1)
        change(&results)
        object["results"] = results
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try AppDetailDataFactory.openCache(directory: directory.url, seed: nil, warn: { _ in })
        let summary = try cache.importAnswer(
            JSONSerialization.data(withJSONObject: object), fallback: .unitedStates, fetchedAt: Date())
        #expect(summary.imported == apps - 1, "\(summary.imported) of \(apps)")
        #expect(summary.skipped.count == 1 + (results.count - apps), "\(summary.skipped)")
        #expect(try cache.status().entryCount == apps - 1)
    }

    /// Nothing but broken apps is a broken answer, so it never replaces a good cached list.
    @Test func aDeveloperAnswerOfOnlyBrokenAppsIsMalformed() throws {
        var object = try #require(try SharedFixtures.rawJSON(Self.file) as? [String: Any])
        let results = try #require(object["results"] as? [Any])
        object["results"] = [results[0]] + results.dropFirst().map { _ in NSNull() }
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect {
            try DeveloperAppsParser.apps(from: data, developer: 362_057_950)
        } throws: { error in
            guard case .malformedAnswer(let detail) = error as? AppDetailError else { return false }
            return detail.contains("no app in it could be read")
        }
    }
}
