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
