import Foundation
import Testing

@Suite("appdetail diff and cache, run as a process", .enabled(if: fixturesAvailable))
struct DiffAndCacheCommandTests {
    @Test func diffShowsChangesBySectionAndTheBatchUpdate() async throws {
        try await withTool(network: false) { (tool) async throws in
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let old = FixtureServer.lookupFile("284882215")
            let new = folder.appendingPathComponent("new.json")
            try FixtureServer.editedAnswer("284882215") { result in
                result["version"] = "99.0"
                result["userRatingCount"] = 1
                result["averageUserRating"] = 2.5
                let shots = result["screenshotUrls"] as? [String] ?? []
                result["screenshotUrls"] = Array(shots.dropFirst())
            }.write(to: new)
            let outcome = try await tool.run(["diff", old.path, new.path])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let text = outcome.standardOutput
            #expect(text.contains("summary\n  ~ ratings badge:"))
            #expect(text.contains("screenshot\n  - iPhone screenshot:"))
            #expect(text.contains("~ what's new: Version 15.0 · ") && text.contains("→ Version 99.0 · "))
            #expect(text.contains("batch update\n"))
            #expect(text.contains("deleteItems: [2, 0]"))
            #expect(text.contains("reconfigureItems:"))
            let same = try await tool.run(["diff", old.path, old.path])
            #expect(same.standardOutput.contains("No changes.") && same.standardOutput.contains("(none)"))
            let missing = try await tool.run(["diff", old.path, "/nonexistent.json"])
            #expect(missing.status == 66 && missing.standardError.contains("No file at /nonexistent.json"))
            let directory = tool.cacheDirectory.deletingLastPathComponent().path
            let notAFile = try await tool.run(["diff", old.path, directory])
            #expect(notAFile.status == 65, "\(notAFile.standardError)")
            #expect(notAFile.standardError.contains("\(directory) is a directory, not a file."))
            #expect(!notAFile.standardError.contains("NSCocoaErrorDomain"))
        }
    }

    /// A Korean answer, its description's first line rewritten, its screenshots reversed,
    /// its rating count raised: Korean values, the changed lines, the moves, JSON, exit codes.
    @Test func diffShowsChangedLinesMovesAndTheFilesStore() async throws {
        try await withTool(network: false) { (tool) async throws in
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let old = FixtureServer.lookupFile("311867728")
            let new = folder.appendingPathComponent("new-kr.json")
            var removedLine = ""
            try FixtureServer.editedAnswer("311867728") { result in
                var lines = (result["description"] as? String ?? "").components(separatedBy: "\n")
                removedLine = lines[0]
                lines[0] = "A first line written for this test."
                result["description"] = lines.joined(separator: "\n")
                result["screenshotUrls"] = Array((result["screenshotUrls"] as? [String] ?? []).reversed())
                result["userRatingCount"] = 123_456
            }.write(to: new)
            let text = try await tool.run(["diff", old.path, new.path, "--width", "200"])
            #expect(text.status == 0, "\(text.standardError)")
            #expect(text.standardOutput.contains("→ 2.0 12만개의 평가"), "Korean labels from the files' store")
            #expect(
                text.standardOutput.contains(
                    "  ~ description (text): text changed\n      - \(removedLine)\n      + A first line written for this test.\n"
                ))
            #expect(text.standardOutput.contains("  ↕ iPhone screenshot: position "))
            let json = try await tool.run(["diff", old.path, new.path, "--format", "json", "--exit-code"])
            #expect(json.status == 1, "--exit-code: the pages differ")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            #expect(document["changed"] as? Bool == true)
            #expect((document["storefront"] as? [String: Any])?["country"] as? String == "kr")
            let sections = try #require(document["sections"] as? [[String: Any]])
            let description = sections.first { $0["section"] as? String == "description" }
            let change = (description?["changed"] as? [[String: Any]])?.first
            #expect(change?["addedLines"] as? [String] == ["A first line written for this test."])
            #expect(change?["removedLines"] as? [String] == [removedLine])
            let screenshots = sections.first { $0["section"] as? String == "screenshot" }
            #expect(((screenshots?["moved"] as? [Any])?.count ?? 0) > 0)
            let same = try await tool.run(["diff", old.path, old.path, "--exit-code"])
            #expect(same.status == 0)
        }
    }

    @Test func importedAnswersShowOfflineAndTheCacheCanBeListedAndCleared() async throws {
        try await withTool(network: false) { (tool) async throws in
            let file = FixtureServer.fixtures.appendingPathComponent(
                "responses/ski081__ITunesServicesKit__SearchResults.json")
            let imported = try await tool.run(["cache", "import", file.path])
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput.contains("imported 37 apps"))
            let show = try await tool.run(["show", "616218410", "--offline"])
            #expect(show.status == 0, "\(show.standardError)")
            #expect(show.standardOutput.contains("$0.99"))
            let list = try await tool.run(["cache", "list"])
            #expect(list.standardOutput.hasPrefix("ID "))
            #expect(list.standardOutput.split(separator: "\n").count == 1 + 37 + 3, "37 imported + 3 samples")
            #expect(list.standardOutput.contains("Apple Developer (sample)"))
            let info = try await tool.run(["cache", "info"])
            #expect(
                info.standardOutput.contains(
                    "Entries  40 apps, 0 review pages and developer lists, 0 searches"))
            #expect(info.standardOutput.contains(try #require(migrationNames.last)), "\(info.standardOutput)")
            let cleared = try await tool.run(["cache", "clear"])
            #expect(cleared.standardOutput.hasPrefix("Removed 40 apps"))
            let after = try await tool.run(["show", "616218410", "--offline"])
            #expect(after.status == 69)
            let bad = try await tool.run([
                "cache", "import", FixtureServer.fixtures.appendingPathComponent("API.md").path,
            ])
            #expect(
                bad.status == 65
                    && bad.standardError.contains("API.md is not a saved Lookup or Search answer"))
        }
    }
}
