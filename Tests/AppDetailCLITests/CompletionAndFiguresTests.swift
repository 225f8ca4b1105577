import Foundation
import TestSupport
import Testing

/// Shell completion that knows files and directories, and figures that stay the store's on
/// every path into the output.
@Suite("Completion, and the store's figures on every path", .enabled(if: fixturesAvailable))
struct CompletionAndFiguresTests {
    @Test func completionOffersAnswerFilesAndCacheDirectories() async throws {
        try await withTool(network: false) { (tool) async throws in
            let zsh = try await tool.run(["--generate-completion-script", "zsh"]).standardOutput
            #expect(zsh.contains(":old:_files -g '\\''*.json'\\''"), "diff completes JSON files")
            #expect(zsh.contains(":new:_files -g '\\''*.json'\\''"))
            #expect(zsh.contains("*:files:_files -g '\\''*.json'\\''"), "cache import completes JSON files")
            #expect(zsh.contains(":cache-dir:_files -/"), "--cache-dir completes directories")
            let bash = try await tool.run(["--generate-completion-script", "bash"])
            #expect(bash.status == 0 && bash.standardOutput.contains("cache-dir"))
        }
    }

    /// An app argument completes from the cache, as the shell's completion script asks the tool
    /// (`---completion`): ids by their digits (with or without `id`), bundle ids by their
    /// letters; with no cache, nothing, and no cache is made.
    @Test func appArgumentsCompleteFromTheCache() async throws {
        try await withTool(network: false) { (tool) async throws in
            let file = FixtureServer.lookupFile("1016396103")
            _ = try await tool.run(["cache", "import", file.path])
            let bundle = try #require(
                (try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]).flatMap {
                    (($0["results"] as? [[String: Any]])?.first?["bundleId"] as? String)
                })
            func complete(_ command: [String], _ typed: String) async throws -> [String] {
                let line = ["appdetail"] + command + [typed]
                let outcome = try await tool.run(
                    ["---completion"] + command + [
                        "--", "positional@0", "\(line.count - 1)", "\(typed.count)",
                    ]
                        + line)
                #expect(outcome.status == 0, "\(outcome.standardError)")
                return outcome.standardOutput.split(separator: "\n").map(String.init)
            }
            #expect(try await complete(["show"], "10163") == ["1016396103"])
            #expect(try await complete(["show"], "id10163") == ["id1016396103"])
            #expect(try await complete(["reviews"], String(bundle.prefix(4))).contains(bundle))
            #expect(try await complete(["cache", "remove"], "1016").contains("1016396103"))
            #expect(try await complete(["show"], "99999").isEmpty)
            let elsewhere = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("none")
            let none = try await tool.run(
                [
                    "---completion", "show", "--", "positional@0", "4", "0", "appdetail", "show",
                    "--cache-dir",
                    elsewhere.path, "",
                ])
            #expect(
                none.status == 0
                    && none.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            #expect(!FileManager.default.fileExists(atPath: elsewhere.path), "completion made no cache")
        }
    }

    /// The average the store wrote in the JSON, fetched and imported alike: the store writes
    /// 3.953650000000000108713038571295328438282012939453125 (the exact value of the double
    /// nearest 3.95365), and the JSON says 3.95365 on both paths.
    @Test func theRatingInJSONIsTheStoresNumberFetchedOrImported() async throws {
        try await withTool { (tool) async throws in
            let file = FixtureServer.lookupFile("1016396103")
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = try #require(
                text.range(of: #""averageUserRating"\s*:\s*[0-9.]+"#, options: .regularExpression))
            let literal = String(text[range].split(separator: ":")[1]).trimmingCharacters(in: .whitespaces)
            let expected = "\"average\" : \(try #require(Double(literal)))"
            #expect(expected.hasSuffix("3.95365"))
            let fetched = try await tool.run(["show", "1016396103", "--country", "kr", "--format", "json"])
            #expect(fetched.standardOutput.contains(expected), "fetched: \(literal)")
            _ = try await tool.run(["cache", "clear"])
            _ = try await tool.run(["cache", "import", file.path])
            let imported = try await tool.run([
                "show", "1016396103", "--country", "kr", "--format", "json", "--offline",
            ])
            #expect(imported.standardOutput.contains(expected), "imported: \(literal)")
        }
    }
}
