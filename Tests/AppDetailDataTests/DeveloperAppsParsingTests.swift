import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Every developer answer of the shared fixtures, checked against the raw JSON.
@Suite("A developer's apps", .enabled(if: SharedFixtures.available))
struct DeveloperAppsParsingTests {
    @Test func everyAnswerGivesTheDevelopersAppsInOrder() async throws {
        let files = try SharedFixtures.files(in: "developer")
        #expect(files.count == 22)
        for file in files {
            await Task.yield()
            let developer = try #require(Int64(file.lastPathComponent.split(separator: "_")[0]))
            let raw = try #require(
                (try SharedFixtures.rawJSON(file) as? [String: Any])?["results"] as? [[String: Any]])
            #expect(raw.first?["wrapperType"] as? String == "artist")
            let rawApps = raw.filter { $0["kind"] as? String == "software" }
            let apps = try DeveloperAppsParser.apps(from: Data(contentsOf: file), developer: developer)
            #expect(apps.count == rawApps.count, "\(file.lastPathComponent)")
            #expect(
                apps.map(\.id.rawValue) == rawApps.compactMap { ($0["trackId"] as? NSNumber)?.int64Value })
            for (app, object) in zip(apps, rawApps) {
                #expect(app.name == object["trackName"] as? String)
                #expect(app.developer == object["artistName"] as? String)
                // The category in the answer's language: the `genres` entry of the primary id.
                let ids = (object["genreIds"] as? [String]) ?? []
                let names = (object["genres"] as? [String]) ?? []
                let primary = (object["primaryGenreId"] as? NSNumber).map { "\($0)" }
                let localized = ids.firstIndex { $0 == primary }.flatMap {
                    $0 < names.count ? names[$0] : nil
                }
                #expect(app.category == localized ?? names.first ?? object["primaryGenreName"] as? String)
                #expect(app.rating?.count == (object["userRatingCount"] as? NSNumber)?.intValue)
            }
        }
    }

    @Test func anAnswerAboutAnotherDeveloperIsRefused() throws {
        let file = SharedFixtures.root.appendingPathComponent("developer/311867731_kr.json")
        #expect {
            try DeveloperAppsParser.apps(from: Data(contentsOf: file), developer: 284_417_353)
        } throws: { error in
            guard case .malformedAnswer(let detail) = error as? AppDetailError else { return false }
            return detail.contains("another developer")
        }
    }

    @Test func noResultsIsAnEmptyList() throws {
        #expect(
            try DeveloperAppsParser.apps(from: Data(#"{"resultCount":0,"results":[]}"#.utf8), developer: 1)
                .isEmpty)
    }

    /// A Mac app, a broken record and another developer's app among the results are left out.
    @Test func resultsThatAreNotThisDevelopersIOSAppsAreLeftOut() throws {
        let file = SharedFixtures.root.appendingPathComponent("developer/362057950_kr.json")
        var object = try #require(try SharedFixtures.rawJSON(file) as? [String: Any])
        var results = try #require(object["results"] as? [[String: Any]])
        let total = results.count - 1
        results[1]["kind"] = "mac-software"
        results[2]["trackId"] = nil
        results[3]["artistId"] = 1
        results.append(results[4])  // the same app twice
        object["results"] = results
        let apps = try DeveloperAppsParser.apps(
            from: JSONSerialization.data(withJSONObject: object), developer: 362_057_950)
        #expect(apps.count == total - 3)
    }
}
