import Foundation
import Testing

@Suite("appdetail show, run as a process", .enabled(if: fixturesAvailable))
struct ShowCommandTests {
    /// The bundled sample apps, offline, against golden files (our own sample text, so the
    /// files hold no copied prose). `UPDATE_GOLDEN=1 swift test` rewrites them.
    @Test(arguments: [
        (["show", "640199958", "--offline", "--width", "80"], "sample-640199958-us.txt"),
        (["show", "311867728", "--country", "kr", "--offline", "--width", "60"], "sample-311867728-kr.txt"),
        (
            ["show", "736602666", "--country", "kr", "--offline", "--width", "70", "--full"],
            "sample-736602666-kr-full.txt"
        ),
    ])
    func sampleAppsPrintTheirGoldenPage(arguments: [String], file: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            // The note is in the page's language.
            let note =
                arguments.contains("kr")
                ? "appdetail에 포함된 예시 데이터" : "Showing sample data bundled with appdetail"
            #expect(outcome.standardError.contains(note), "\(outcome.standardError)")
            try Golden.expect(outcome.standardOutput, equals: file)
        }
    }

    /// The binary carries its schema and sample catalog: a copy alone in another directory works.
    @Test func aCopiedBinaryWorksOnItsOwn() async throws {
        try await withTool(network: false) { (tool) async throws in
            let elsewhere = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let copy = elsewhere.appendingPathComponent("appdetail")
            try FileManager.default.copyItem(at: tool.executable, to: copy)
            let moved = CommandLineTool(
                executable: copy, cacheDirectory: tool.cacheDirectory, endpoint: tool.endpoint)
            let outcome = try await moved.run(["show", "640199958"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.hasPrefix("Apple Developer\n"))
            let info = try await moved.run(["cache", "info"])
            #expect(
                info.standardOutput.contains("(\(migrationNames.count) migrations)"), "\(info.standardOutput)"
            )
        }
    }

    @Test func aLiveAppShowsEverySectionInOrderWithoutColourOnAPipe() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["show", "284882215", "-v"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let text = outcome.standardOutput
            #expect(text.hasPrefix("Facebook\n"))
            let headers = ["── Preview", "── What's New", "── Description", "── Information"]
            let positions = headers.compactMap { text.range(of: $0)?.lowerBound }
            #expect(positions.count == headers.count && positions == positions.sorted(), "sections in order")
            #expect(!text.contains("\u{1B}"), "no colour when standard output is not a terminal")
            #expect(outcome.standardError.contains("cache: miss or expired; fetched from the App Store"))
            let again = try await tool.run(["show", "284882215", "-v"])
            #expect(again.standardError.contains("cache: hit"))
            #expect(again.standardOutput == text)
        }
    }

    @Test func colourFollowsTheFlagAndNoColor() async throws {
        try await withTool(network: false) { (tool) async throws in
            let always = try await tool.run(["show", "640199958", "--color", "always"])
            #expect(always.standardOutput.contains("\u{1B}[1m"))
            let never = try await tool.run(["show", "640199958", "--color", "never"], environment: [:])
            #expect(!never.standardOutput.contains("\u{1B}"))
            // On a real terminal (through `script`), auto colours unless NO_COLOR is set.
            let onTerminal = try await Self.throughTerminal(tool, ["show", "640199958"], noColor: false)
            #expect(onTerminal.contains("\u{1B}[1m"))
            let noColor = try await Self.throughTerminal(tool, ["show", "640199958"], noColor: true)
            #expect(!noColor.contains("\u{1B}["), "NO_COLOR turns colour off on a terminal")
            #expect(noColor.contains("Apple Developer"))
        }
    }

    /// The tool's standard output under a pseudo-terminal, with or without `NO_COLOR`.
    private static func throughTerminal(_ tool: CommandLineTool, _ arguments: [String], noColor: Bool)
        async throws -> String
    {
        try await tool.runOnTerminal(arguments, environment: noColor ? ["NO_COLOR": "1"] : [:]).standardOutput
    }

    @Test func escapeSequencesInRemoteTextCannotReachTheTerminal() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["show", "6", "--full", "--color", "never"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let text = outcome.standardOutput
            for control in ["\u{1B}", "\u{07}", "\u{08}", "\r", "\u{9B}"] {
                #expect(!text.contains(control), "control \(control.unicodeScalars.first!.value) printed")
            }
            #expect(text.contains("Safe start"))
            #expect(text.contains("red end"))
            #expect(text.hasPrefix("Hostile App\n"))
            let json = try await tool.run(["show", "6", "--format", "json"])
            #expect(!json.standardOutput.contains("\u{1B}"))
            #expect(json.standardOutput.lowercased().contains("\\u001b[2j"))
        }
    }

    @Test func jsonIsOneDocumentWithTheDocumentedSchema() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["show", "284882215", "--format", "json"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            #expect(
                Set(document.keys) == [
                    "schemaVersion", "app", "storefront", "freshness", "parts", "sections",
                ])
            #expect(document["schemaVersion"] as? Int == 3)
            let app = try #require(document["app"] as? [String: Any])
            #expect(app["id"] as? Int == 284_882_215 && app["name"] as? String == "Facebook")
            #expect((app["price"] as? [String: Any])?["kind"] as? String == "free")
            let freshness = try #require(document["freshness"] as? [String: Any])
            #expect(freshness["source"] as? String == "network" && freshness["sample"] as? Bool == false)
            #expect(freshness["staleness"] as? String == "current")
            let sections = try #require(document["sections"] as? [[String: Any]])
            let names = sections.compactMap { $0["section"] as? String }
            #expect(names.first == "top" && names.contains("information"))
            let allowed = [
                "top", "summary", "screenshot", "whatsNew", "description", "ratingsAndReviews", "information",
                "moreByDeveloper",
            ]
            #expect(names.allSatisfy(allowed.contains) && names == allowed.filter(names.contains))
            for section in sections {
                let items = try #require(section["items"] as? [[String: Any]])
                #expect(!items.isEmpty)
                #expect(items.allSatisfy { $0["kind"] as? String == section["section"] as? String })
            }
        }
    }
}
