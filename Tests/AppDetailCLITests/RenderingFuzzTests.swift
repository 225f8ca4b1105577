import Foundation
import TestSupport
import Testing

/// Mutated real answers through the binary: imported into the cache, then shown offline as text
/// and as JSON. No trap, no slow case, and an answer the cache accepted always renders — the
/// cache never holds what cannot be shown. Seeded like the in-process fuzz test
/// (`APPDETAIL_FUZZ_SEED`); `APPDETAIL_CLI_FUZZ_CASES` sets the number of answers (default 24).
@Suite("Fuzzed answers render as text and JSON or are refused", .enabled(if: fixturesAvailable))
struct RenderingFuzzTests {
    @Test func everyAcceptedAnswerRenders() async throws {
        let run = FuzzRun(label: "cli fuzz", casesVariable: "APPDETAIL_CLI_FUZZ_CASES", defaultCases: 24)
        let (seed, cases) = (run.seed, run.cases)
        var random = run.generator
        let folder = FixtureServer.fixtures.appendingPathComponent("lookup")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".json")
        }
        .sorted()
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "clear"]).status == 0)
            var accepted = 0
            for index in 0..<cases {
                let name = files[Int.random(in: 0..<files.count, using: &random)]
                let mutation = AnswerMutation.random(using: &random)
                let context = "case \(index): \(name), \(mutation), seed \(seed)"
                let body = try mutation.apply(
                    to: Data(contentsOf: folder.appendingPathComponent(name)), using: &random)
                let saved = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent(
                    "answer-\(index).json")
                try body.write(to: saved)
                let imported = try await tool.run(["cache", "import", saved.path])
                expectClean(imported, context)
                #expect([0, 65].contains(imported.status), "\(context): \(imported.standardError)")
                guard imported.status == 0 else { continue }
                for entry in try await cachedEntries(tool) {
                    accepted += 1
                    for format in ["text", "json"] {
                        let shown = try await tool.run(
                            ["show", entry.id, "--offline", "--full", "--format", format] + entry.storefront)
                        expectClean(shown, context)
                        #expect(
                            shown.status == 0,
                            "\(context): \(format) of a cached answer: \(shown.standardError)")
                        #expect(shown.elapsed < .seconds(30), "\(context): \(format) was slow")
                        if format == "text" {
                            let planted = shown.standardOutput.filter {
                                AnswerMutation.invisibleMarks.contains($0)
                            }
                            #expect(
                                planted.isEmpty, "\(context): direction marks or separators reached the text")
                            #expect(
                                !shown.standardOutput.contains("just now"),
                                "\(context): a far date read as now")
                        }
                    }
                }
                #expect(try await tool.run(["cache", "clear"]).status == 0)
            }
            print("cli fuzz: \(accepted) of \(cases) mutated answers were accepted and rendered")
        }
    }

    /// Each cached app's id and the options naming its storefront (`us`, `kr/ko-KR`), from
    /// `cache list`.
    private func cachedEntries(_ tool: CommandLineTool) async throws -> [(id: String, storefront: [String])] {
        let list = try await tool.run(["cache", "list"])
        return list.standardOutput.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count >= 2 else { return nil }
            let store = columns[1].split(separator: "/")
            let options =
                ["--country", String(store[0])] + (store.count > 1 ? ["--lang", String(store[1])] : [])
            return (String(columns[0]), options)
        }
    }

    private func expectClean(_ outcome: CommandLineTool.Outcome, _ context: String) {
        #expect(outcome.status != 132 && outcome.status != 134, "\(context): trapped")
        #expect(!outcome.standardError.contains("Fatal error"), "\(context): \(outcome.standardError)")
        for internals in ["DecodingError", "Debug description", "codingPath", "Swift."] {
            #expect(!outcome.standardError.contains(internals), "\(context): \(outcome.standardError)")
        }
    }
}
