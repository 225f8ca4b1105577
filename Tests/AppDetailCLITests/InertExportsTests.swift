import Foundation
import TestSupport
import Testing

/// What the history exports and what the tool says stay inert whatever the store's texts and
/// the typed arguments hold: a CSV a spreadsheet opens without running a formula, an SVG every
/// XML parser reads, error messages that no typed line break can extend, a clock that is read
/// or refused — never silently replaced.
@Suite("Exports and messages stay inert", .enabled(if: fixturesAvailable), .serialized)
struct InertExportsTests {
    static let bus = AlertsAreNeverLostTests.bus

    private func withStore(_ body: (CommandLineTool, ScriptedStore) async throws -> Void) async throws {
        try await CommandLineTool.withScriptedStore(body)
    }

    /// Observes the bus app named `name` (its developer and genre too) twice.
    private func observe(named name: String, _ tool: CommandLineTool, _ store: ScriptedStore) async throws {
        try store.hold(Self.bus, as: Self.bus)
        try store.update(Self.bus) {
            $0["trackName"] = name
            $0["artistName"] = name
            $0["primaryGenreName"] = name
        }
        let added = try await tool.run(
            ["track", "add", Self.bus, "--country", "kr"], environment: AlertsAreNeverLostTests.day(-2))
        #expect(added.status == 0, "\(added.standardError)")
        try store.update(Self.bus) { $0["version"] = "9.0" }
        let run = try await tool.run(["track", "run"], environment: AlertsAreNeverLostTests.day(-1))
        #expect(run.status == 0, "\(run.standardError)")
    }

    @Test(arguments: ["\t=HYPERLINK(\"http://x\")", "\r=1+1", "\t\r@SUM(A1)", "=cmd|' /C calc'!A0", "-2+3"])
    func aCSVCellNeverStartsAFormula(name: String) async throws {
        try await withStore { tool, store in
            try await observe(named: name + "\u{1B}[31m\u{07}", tool, store)
            let csv = try await tool.run(["history", Self.bus, "--country", "kr", "--format", "csv"])
            #expect(csv.status == 0, "\(csv.standardError)")
            #expect(!csv.standardOutput.contains("\u{1B}") && !csv.standardOutput.contains("\u{07}"))
            let parsed = try await CommandLineTool.launch(
                URL(fileURLWithPath: "/usr/bin/python3"),
                [
                    "-c",
                    """
                    import csv, json, sys
                    rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
                    print(json.dumps([[row[key] for key in ("name", "developer", "genre")] for row in rows]))
                    """,
                    try Self.saved(csv.standardOutput),
                ], environment: [:])
            let cells = try #require(
                try JSONSerialization.jsonObject(with: Data(parsed.standardOutput.utf8)) as? [[String]],
                "\(parsed.standardError)")
            #expect(cells.count == 2)
            for cell in cells.joined() {
                #expect(cell.hasPrefix("'"), "“\(cell)” would start a formula")
            }
        }
    }

    @Test func anSVGIsWellFormedXMLWhateverTheNameHolds() async throws {
        try await withStore { tool, store in
            try await observe(named: "버스\u{FFFF}\u{FFFE}<script>alert(1)</script>&\u{0B}", tool, store)
            let svg = try await tool.run(["history", Self.bus, "--country", "kr", "--format", "svg"])
            #expect(svg.status == 0, "\(svg.standardError)")
            let parsed = try await CommandLineTool.launch(
                URL(fileURLWithPath: "/usr/bin/python3"),
                [
                    "-c",
                    """
                    import sys, xml.dom.minidom
                    document = xml.dom.minidom.parse(sys.argv[1])
                    print(len(document.getElementsByTagName("script")), document.documentElement.tagName)
                    """,
                    try Self.saved(svg.standardOutput),
                ], environment: [:])
            #expect(parsed.status == 0, "not well-formed: \(parsed.standardError)")
            #expect(parsed.standardOutput == "0 svg\n", "\(parsed.standardOutput)")
        }
    }

    @Test(arguments: [
        ["track", "run", "--fail-on", "new-version\nhint: run rm -rf ~ to fix this"],
        ["schema", "show\nhint: run rm -rf ~ to fix this"],
        ["history", "1\nhint: run rm -rf ~ to fix this"],
    ])
    func aLineBreakInAnArgumentNeverForgesALine(arguments: [String]) async throws {
        try await withStore { tool, _ in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 64, "\(outcome.standardError)")
            let lines = outcome.standardError.split(separator: "\n")
            // What was typed stays inside the error's own line: no line of its own, no hint.
            #expect(
                lines.filter { $0.contains("run rm") }.allSatisfy { $0.hasPrefix("error:") },
                "\(outcome.standardError)")
            #expect(
                outcome.standardError.contains("hint: run rm"), "shown, on its line: \(outcome.standardError)"
            )
        }
    }

    @Test func aClockThatDoesNotParseIsRefusedAndYearOneIsYearOne() async throws {
        try await withStore { tool, store in
            for text in ["yesterday", "2026-13-01T00:00:00Z", "2026-11-22 12:00"] {
                let outcome = try await tool.run(["track", "list"], environment: ["APPDETAIL_NOW": text])
                #expect(outcome.status == 64, "\(text): \(outcome.standardError)")
                #expect(outcome.standardError.contains("APPDETAIL_NOW"), "\(outcome.standardError)")
            }
            try store.hold(Self.bus, as: Self.bus)
            for moment in ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"] {
                let added = try await tool.run(
                    ["track", "add", Self.bus, "--country", "kr"], environment: ["APPDETAIL_NOW": moment])
                #expect(added.status == 0, "\(moment): \(added.standardError)")
                let csv = try await tool.run(["history", Self.bus, "--country", "kr", "--format", "csv"])
                #expect(csv.standardOutput.contains(moment), "\(moment): \(csv.standardOutput)")
            }
            for since in ["0001-01-01", "2024-02-29T12:00:00.500+09:00"] {
                let changes = try await tool.run(["changes", "--since", since])
                #expect(changes.status == 0, "\(since): \(changes.standardError)")
                #expect(!since.hasPrefix("0001") || changes.standardOutput.contains("0001-01-01T00:00:00Z"))
            }
        }
    }

    /// `text` in a file of its own, for a reader that takes a path.
    static func saved(_ text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("inert-\(UUID().uuidString)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
