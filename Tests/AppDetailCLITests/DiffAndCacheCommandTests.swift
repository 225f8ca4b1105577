import AppDetailTerminal
import Foundation
import TestSupport
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
            // No code names: the badges' section is named in the page's words.
            #expect(text.contains("At a Glance\n  ~ ratings badge:") && !text.contains("summary\n"))
            // Headed as the page heads its sections; the version is named beside the notes.
            #expect(text.contains("Preview\n  - iPhone screenshot:"))
            #expect(
                text.contains("What's New\n  ~ what's new: Version 15.0 · ")
                    && text.contains("→ Version 99.0 · "))
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

    /// The Korean answer (311867728) saved in `folder` with its description's first line replaced
    /// by `firstLine`, its screenshots reversed and its rating count raised, beside the original;
    /// with the line replaced.
    private static func editedKoreanAnswer(in folder: URL, firstLine: String) throws -> (
        old: URL, new: URL, removedLine: String
    ) {
        let new = folder.appendingPathComponent("new-kr.json")
        var removedLine = ""
        try FixtureServer.editedAnswer("311867728") { result in
            var lines = (result["description"] as? String ?? "").components(separatedBy: "\n")
            removedLine = lines[0]
            lines[0] = firstLine
            result["description"] = lines.joined(separator: "\n")
            result["screenshotUrls"] = Array((result["screenshotUrls"] as? [String] ?? []).reversed())
            result["userRatingCount"] = 123_456
        }.write(to: new)
        return (FixtureServer.lookupFile("311867728"), new, removedLine)
    }

    /// A Korean answer, its description's first line rewritten, its screenshots reversed,
    /// its rating count raised: Korean values, the changed lines, the moves, JSON, exit codes.
    @Test func diffShowsChangedLinesMovesAndTheFilesStore() async throws {
        try await withTool(network: false) { (tool) async throws in
            let (old, new, removedLine) = try Self.editedKoreanAnswer(
                in: tool.cacheDirectory.deletingLastPathComponent(),
                firstLine: "A first line written for this test.")
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

    /// At 40 and 20 columns every line of a diff fits: long lines wrap under their text and index
    /// paths stay whole, so the narrow output holds the same words as a wide one. Korean labels (two
    /// columns a character), a changed description and reversed screenshots (a long move list).
    @Test func diffFitsANarrowTerminal() async throws {
        try await withTool(network: false) { (tool) async throws in
            let (old, new, _) = try Self.editedKoreanAnswer(
                in: tool.cacheDirectory.deletingLastPathComponent(),
                firstLine: "A first line written for this test, long enough to run past forty columns.")
            let wide = try await tool.run(["diff", old.path, new.path, "--width", "400"])
            #expect(wide.status == 0, "\(wide.standardError)")
            // Hangul, CJK and full-width forms take two columns; arrows and "…" one.
            let doubleWidth: [ClosedRange<UInt32>] = [
                0x1100...0x115F, 0x2E80...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
            ]
            func columns(_ line: Substring) -> Int {
                line.unicodeScalars.reduce(0) { sum, scalar in
                    sum + (doubleWidth.contains { $0.contains(scalar.value) } ? 2 : 1)
                }
            }
            // Apart from a changed text's excerpts (cut to one line each), wrapping moves only
            // line breaks and spaces.
            func words(_ output: String) -> String {
                output.split(separator: "\n").filter {
                    !$0.hasPrefix("      - ") && !$0.hasPrefix("      + ")
                }
                .joined().filter { !$0.isWhitespace }
            }
            let paths = /\[\d+, \d+\]/
            // Reversed screenshots: every one moves but the middle of an odd count, none "n → n".
            let moves = wide.standardOutput.matches(of: /position (\d+) → (\d+)/).map {
                (Int($0.output.1)!, Int($0.output.2)!)
            }
            #expect(moves.count >= 4 && moves.allSatisfy { $0.0 != $0.1 }, "\(moves)")
            #expect(moves.allSatisfy { $0.0 + $0.1 == moves[0].0 + moves[0].1 }, "a reversal: \(moves)")
            // 40 columns: the moves continue under the first; 20 (the narrowest --width): even the
            // widest move does not fit beside its label, so the list starts on the next line.
            for (width, continuation) in [
                (40, "moveItem: [2, 8] → [2, 0],\n          [2, 7]"), (20, "moveItem:\n  [2, 8]"),
            ] {
                let narrow = try await tool.run(["diff", old.path, new.path, "--width", "\(width)"])
                #expect(narrow.status == 0, "\(narrow.standardError)")
                for line in narrow.standardOutput.split(separator: "\n") {
                    #expect(columns(line) <= width, "\(width): \(line)")
                }
                #expect(narrow.standardOutput.contains(continuation), "\(narrow.standardOutput)")
                #expect(words(narrow.standardOutput) == words(wide.standardOutput))
                #expect(
                    narrow.standardOutput.matches(of: paths).map { String($0.output) }
                        == wide.standardOutput.matches(of: paths).map { String($0.output) })
            }
        }
    }

    /// `diff` and `cache list` at 40, 80 and 120 columns: the diff through `--width`, the list on
    /// a terminal of that width (in a pipe its names are whole), a fixed now so ages hold still.
    @Test(arguments: [40, 80, 120])
    func diffAndCacheListGoldens(width: Int) async throws {
        try await withTool(network: false) { (tool) async throws in
            let now = ["APPDETAIL_NOW": "2026-11-24T12:00:00Z"]
            let (old, new, _) = try Self.editedKoreanAnswer(
                in: tool.cacheDirectory.deletingLastPathComponent(),
                firstLine: "A first line written for this test, long enough to run past forty columns.")
            let diff = try await tool.run(
                ["diff", old.path, new.path, "--width", "\(width)"], environment: now)
            try LanguageTests.expectGolden(diff, "diff-kr-\(width).txt")
            let search = FixtureServer.fixtures.appendingPathComponent(
                "responses/ski081__ITunesServicesKit__SearchResults.json")
            _ = try await tool.run(["cache", "import", search.path], environment: now)
            let list = try await tool.runOnTerminal(
                ["cache", "list", "--sort", "name", "--no-pager"], environment: now,
                setUp: "stty rows 100 cols \(width); ")
            #expect(list.status == 0, "\(list.standardError)")
            let text = list.standardOutput.replacingOccurrences(of: "\r\n", with: "\n")
            #expect(
                text.split(separator: "\n").allSatisfy { TerminalText.displayWidth($0) <= width }, "\(text)")
            try Golden.expect(text, equals: "cache-list-\(width).txt")
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
            // Sorted by name, id and store: the imported answer's own names and ids, read here.
            let answer = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let results = try #require(answer?["results"] as? [[String: Any]])
            let ids = Set(results.compactMap { $0["trackId"] as? Int64 })
            struct Listed: Decodable {
                let id: Int64
                let name: String
                let storefront: [String: String]
            }
            for order in ["name", "id", "store", "oldest"] {
                let sorted = try await tool.run(["cache", "list", "--sort", order, "--format", "json"])
                #expect(sorted.status == 0, "\(sorted.standardError)")
                let listed = try JSONDecoder().decode([Listed].self, from: Data(sorted.standardOutput.utf8))
                #expect(listed.count == 40 && ids.isSubset(of: listed.map(\.id)))
                switch order {
                case "name":
                    let names = listed.map(\.name)
                    #expect(names == names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
                case "id": #expect(listed.map(\.id) == listed.map(\.id).sorted())
                case "store":
                    let stores = listed.compactMap { $0.storefront["country"] }
                    #expect(stores.count == 40 && stores == stores.sorted())
                default:
                    // The samples were stored first (when the cache was made), the import after.
                    #expect(!ids.contains(listed[0].id) && ids.contains(listed[39].id))
                }
            }
            let info = try await tool.run(["cache", "info"])
            #expect(
                info.standardOutput.contains(
                    "Entries  40 apps, 0 review pages, developer lists and store pages, 0 searches"))
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
