import Foundation
import TestSupport
import Testing

/// `appdetail developer`, run as a process against a loopback store serving the shared
/// developer answers: the apps in the answer's order, compared with the raw answer.
@Suite("A developer's apps, run as a process", .enabled(if: fixturesAvailable))
struct DeveloperCommandTests {
    /// The app records of the shared answer, in its order (the artist record left out).
    private func rawApps(_ file: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: FixtureServer.fixtures.appendingPathComponent("developer/\(file)"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        return results.filter { $0["wrapperType"] as? String == "software" }
    }

    @Test func theListIsTheStoresAnswerInTextAndJSONAndOfflineAfter() async throws {
        try await withTool { (tool) async throws in
            let raw = try rawApps("362057950_kr.json")
            let text = try await tool.run(["developer", "362057950", "--country", "kr", "--width", "100"])
            #expect(text.status == 0, "\(text.standardError)")
            let lines = text.standardOutput.split(separator: "\n")
            #expect(lines.first == "Kakao Corp.의 앱 · KR", "\(text.standardOutput)")
            #expect(lines.count == raw.count + 2, "title, header and a row per app:\n\(text.standardOutput)")
            for (row, app) in zip(lines.dropFirst(2), raw) {
                #expect(row.contains("\(app["trackId"] as? Int ?? 0)"), "\(row)")
            }
            let requests = try #require(tool.server).requests.paths.filter { $0.contains("entity=software") }
            #expect(requests.count == 1, "one artist lookup: \(requests)")

            let json = try await tool.run([
                "developer", "https://apps.apple.com/kr/developer/kakao-corp/id362057950", "--offline",
                "--format", "json",
            ])
            #expect(json.status == 0, "\(json.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let apps = try #require(document["apps"] as? [[String: Any]])
            #expect(apps.map { $0["id"] as? Int } == raw.map { $0["trackId"] as? Int })
            #expect(apps.map { $0["name"] as? String } == raw.map { $0["trackName"] as? String })
            let rating = try #require(apps.first?["rating"] as? [String: Any])
            #expect(rating["count"] as? Int == raw.first?["userRatingCount"] as? Int)
            let developer = try #require(document["developer"] as? [String: Any])
            #expect(developer["id"] as? Int == 362_057_950 && developer["name"] as? String == "Kakao Corp.")
            let after = try #require(tool.server).requests.paths.filter { $0.contains("entity=software") }
            #expect(after == requests, "offline, and the link's store: no request")
        }
    }

    /// A cached list is shown when asking again fails, and a note says why.
    @Test func aCachedListIsShownWithANoteWhenTheStoreFails() async throws {
        try await withTool { (tool) async throws in
            let first = try await tool.run(["developer", "362057950", "--country", "kr"])
            #expect(first.status == 0, "\(first.standardError)")
            let again = try await tool.run(
                ["developer", "362057950", "--country", "kr", "--refresh"],
                environment: ["APPDETAIL_ENDPOINT": "http://127.0.0.1:9"])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(again.standardOutput == first.standardOutput)
            #expect(
                again.standardError.contains(
                    "note: Showing the cached list; asking the store again failed: The App Store at 127.0.0.1:9 is unreachable."
                ), "\(again.standardError)")
        }
    }

    /// An app named by id (`--app`) or bundle id: its listing names the developer.
    @Test func anAppNamesItsDeveloper() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["developer", "--app", "640199958", "--format", "json"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            let apps = try #require(document["apps"] as? [[String: Any]])
            #expect(
                apps.map { $0["id"] as? Int }
                    == (try rawApps("284417353_us.json")).map { $0["trackId"] as? Int })
            let paths = try #require(tool.server).requests.paths
            #expect(
                paths.contains { $0.contains("id=284417353") && $0.contains("entity=software") }, "\(paths)")
        }
    }

    @Test func aDeveloperWithoutAppsSaysSo() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["developer", "999999", "--lang", "en"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("The store lists no iOS apps by this developer."))
        }
    }

    @Test(arguments: [[] as [String], ["362057950", "--app", "1"], ["kakao corp"]])
    func aMissingOrWrongDeveloperIsAUsageError(arguments: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["developer"] + arguments)
            #expect(outcome.status == 64, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("error: "), "\(outcome.standardError)")
        }
    }

    /// `cache list` finds cached apps by their developer's name too.
    @Test func theCacheListMatchesTheDevelopersName() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            _ = try await tool.run(["cache", "import", FixtureServer.lookupFile("362057947").path])
            let listed = try await tool.run(["cache", "list", "kakao corp", "--format", "json"])
            #expect(listed.status == 0, "\(listed.standardError)")
            let entries = try #require(
                try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
            #expect(entries.map { $0["id"] as? Int } == [362_057_947], "\(listed.standardOutput)")
            #expect(entries.first?["developer"] as? String == "Kakao Corp.")
        }
    }
}
