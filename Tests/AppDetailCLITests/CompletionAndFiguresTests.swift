import Foundation
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

    /// The average the store wrote (4.8 stays 4.8) in the JSON, fetched and imported alike.
    @Test func theRatingInJSONIsTheStoresNumberFetchedOrImported() async throws {
        try await withTool { (tool) async throws in
            let file = FixtureServer.lookupFile("284882215")
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = try #require(
                text.range(of: #""averageUserRating"\s*:\s*[0-9.]+"#, options: .regularExpression))
            let literal = String(text[range].split(separator: ":")[1]).trimmingCharacters(in: .whitespaces)
            let expected = "\"average\" : \(try #require(Double(literal)))"
            let fetched = try await tool.run(["show", "284882215", "--format", "json"])
            #expect(fetched.standardOutput.contains(expected), "fetched: \(literal)")
            _ = try await tool.run(["cache", "clear"])
            _ = try await tool.run(["cache", "import", file.path])
            let imported = try await tool.run(["show", "284882215", "--format", "json", "--offline"])
            #expect(imported.standardOutput.contains(expected), "imported: \(literal)")
        }
    }
}
