import Foundation
import TestSupport
import Testing

/// `diff` says what changed even when a summary reads the same, compares one app of a file that
/// holds several only when told which, and gives the batch update as data.
@Suite("diff names what changed and gives the batch as data", .enabled(if: fixturesAvailable))
struct DiffFiguresTests {
    /// The Facebook answer with only its icon address and one screenshot's query changed.
    private func edited(_ folder: URL) throws -> (old: URL, new: URL) {
        let new = folder.appendingPathComponent("new.json")
        try FixtureServer.editedAnswer("284882215") { result in
            result["artworkUrl100"] = (result["artworkUrl100"] as? String ?? "") + "?v=2"
            var shots = result["screenshotUrls"] as? [String] ?? []
            shots[0] += "?v=2"
            result["screenshotUrls"] = shots
        }.write(to: new)
        return (FixtureServer.lookupFile("284882215"), new)
    }

    @Test func aChangeTheSummaryDoesNotShowNamesItsField() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let (old, new) = try edited(tool.cacheDirectory.deletingLastPathComponent())
            // Wide enough that no line wraps: the figures, not the layout, are tested here.
            let outcome = try await tool.run(["diff", old.path, new.path, "--width", "400"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
            let icon = try #require(lines.first { $0.hasPrefix("  ~ top iconURL: ") }, "\(lines)")
            let sides = icon.dropFirst("  ~ top iconURL: ".count).components(separatedBy: " → ")
            #expect(sides.count == 2 && sides[0] != sides[1], "the two sides read differently: \(icon)")
            #expect(sides.last?.hasSuffix("?v=2") == true)
            let removed = try #require(lines.first { $0.hasPrefix("  - iPhone screenshot: ") })
            let added = try #require(lines.first { $0.hasPrefix("  + iPhone screenshot: ") })
            #expect(removed.dropFirst(4) != added.dropFirst(4), "\(removed) vs \(added)")
            #expect(added.hasSuffix("?v=2"))
            for line in lines {
                let mark = line.trimmingCharacters(in: .whitespaces)
                #expect(!["-", "+", "~", "- ", "+ "].contains(mark), "a lone mark: \(lines)")
                #expect(!line.hasSuffix(": ") && !line.hasSuffix("→"), "\(line)")
            }
        }
    }

    @Test func aFileWithSeveralAppsNeedsAnApp() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let single = FixtureServer.lookupFile("284882215")
            let multi = FixtureServer.fixtures.appendingPathComponent("lookup-multi")
            let file = try #require(
                try FileManager.default.contentsOfDirectory(atPath: multi.path).first {
                    $0.hasSuffix(".json")
                })
            let several = multi.appendingPathComponent(file)
            let refused = try await tool.run(["diff", several.path, several.path])
            #expect(refused.status == 64, "\(refused.standardError)")
            #expect(refused.standardError.contains("apps ("), "the ids are named: \(refused.standardError)")
            #expect(refused.standardError.contains("hint: Choose one with --app"))
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: several)) as? [String: Any]
            let first = try #require(
                ((object?["results"] as? [[String: Any]])?.first { $0["kind"] as? String == "software" })?[
                    "trackId"]
                    as? NSNumber)
            let chosen = try await tool.run(["diff", several.path, several.path, "--app", "\(first)"])
            #expect(chosen.status == 0, "\(chosen.standardError)")
            #expect(chosen.standardOutput.hasPrefix("No changes."))
            let absent = try await tool.run(["diff", single.path, several.path, "--app", "1"])
            #expect(absent.status == 66 && absent.standardError.contains("holds no app with id 1"))
        }
    }

    /// The JSON batch is the text's batch as data: the same index paths, as numbers.
    @Test func theJSONBatchIsStructured() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let (old, new) = try edited(tool.cacheDirectory.deletingLastPathComponent())
            let json = try await tool.run(["diff", old.path, new.path, "--format", "json"])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            #expect(document["schemaVersion"] as? Int == 2)
            let batch = try #require(document["batchUpdate"] as? [String: Any], "an object, not strings")
            #expect(batch["updateStyle"] as? String == "reconfigure")
            let text = try await tool.run(["diff", old.path, new.path, "--width", "400"]).standardOutput
            for (key, line) in [
                ("deleteItems", "deleteItems"), ("insertItems", "insertItems"),
                ("updateItems", "reconfigureItems"),
            ] {
                let paths = try #require(batch[key] as? [[String: Int]], "\(key)")
                let written = paths.map { "[\($0["section"] ?? -1), \($0["item"] ?? -1)]" }.joined(
                    separator: ", ")
                if paths.isEmpty {
                    #expect(!text.contains("\(line):"))
                } else {
                    #expect(text.contains("\(line): \(written)\n"), "\(key) \(written) vs\n\(text)")
                }
            }
            #expect(
                (batch["deleteItems"] as? [Any])?.count == 1 && (batch["insertItems"] as? [Any])?.count == 1)
        }
    }
}
