import Foundation
import TestSupport
import Testing

/// Long texts cost time in proportion to their length: a wrap or an escape that re-reads what it
/// has done takes minutes here (it did: 15 s for 200k characters, growing fourfold with each
/// doubling, so about 95 s for these 500k; 101 s for 400k escapes), so each case gets a bound
/// below that and far above a linear run, even on a loaded 2-core machine.
@Suite("Long descriptions are laid out and escaped in linear time", .enabled(if: fixturesAvailable))
struct LongTextTests {
    /// The Facebook answer with its description replaced.
    static func answer(description: String) throws -> [UInt8] {
        let url = FixtureServer.fixtures.appendingPathComponent("lookup/284882215.json")
        var envelope = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var result = try #require((envelope["results"] as? [[String: Any]])?.first)
        result["description"] = description
        envelope["results"] = [result]
        return Array(try JSONSerialization.data(withJSONObject: envelope))
    }

    private func run(description: String, _ arguments: [String]) async throws -> (
        CommandLineTool.Outcome, Duration
    ) {
        let body = try Self.answer(description: description)
        let server = try RawHTTPServer { _, connection in connection.respond(status: 200, body: body) }
        defer { server.stop() }
        var result: (CommandLineTool.Outcome, Duration)?
        try await withTool(network: false) { (plain) async throws in
            let tool = CommandLineTool(
                executable: plain.executable, cacheDirectory: plain.cacheDirectory, endpoint: server.baseURL)
            let outcome = try await tool.run(["show", "284882215"] + arguments)
            result = (outcome, outcome.elapsed)
        }
        return try #require(result)
    }

    /// The description for each kind of flood (made here, so test names stay short).
    static func flood(_ kind: String) -> String {
        switch kind {
        case "one word": String(repeating: "a", count: 500_000)
        case "CJK": String(repeating: "漢字かな", count: 100_000)
        case "combining marks": "e" + String(repeating: "\u{301}", count: 300_000)
        default: String(repeating: "a\u{200B}", count: 200_000)
        }
    }

    @Test(arguments: ["one word", "CJK", "combining marks", "zero-width"])
    func aHugeDescriptionIsWrappedQuickly(kind: String) async throws {
        let (outcome, took) = try await run(description: Self.flood(kind), ["--full", "--width", "80"])
        #expect(outcome.status == 0, "\(kind): \(outcome.standardError)")
        #expect(took < .seconds(60), "\(kind) took \(took)")
        let widest = outcome.standardOutput.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 0
        #expect(kind == "combining marks" || widest <= 400, "\(kind): a line of \(widest) scalars")
        if kind == "one word" {
            #expect(
                outcome.standardOutput.contains("480000 more characters; --format json prints the whole text")
            )
        }
    }

    @Test func manyC1CharactersAreEscapedQuickly() async throws {
        let (outcome, took) = try await run(
            description: String(repeating: "\u{85}", count: 400_000), ["--format", "json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(took < .seconds(60), "took \(took)")
        #expect(outcome.standardOutput.contains(#"\u0085\u0085"#))
        #expect(!outcome.standardOutput.unicodeScalars.contains("\u{85}"))
    }
}
