import Foundation
import TestSupport
import Testing

/// `track list`: every followed app at a glance, within the terminal's width.
@Suite("The watch list at a glance", .enabled(if: fixturesAvailable), .serialized)
struct WatchListAtAGlanceTests {
    static let bus = AlertsAreNeverLostTests.bus
    static let subway = AlertsAreNeverLostTests.subway

    /// With nothing followed or observed yet, what to do next fits a narrow terminal, the command
    /// to type on a line of its own.
    @Test func anEmptyWatchListSaysWhatToDoAtFortyColumns() async throws {
        try await withTool(network: false, seeded: false) { tool in
            for arguments in [["track", "list"], ["changes"]] {
                let outcome = try await tool.run(arguments + ["--width", "40"])
                #expect(outcome.status == 0, "\(outcome.standardError)")
                let lines = outcome.standardOutput.split(separator: "\n")
                #expect(lines.count > 1, "\(outcome.standardOutput)")
                #expect(lines.allSatisfy { $0.count <= 40 }, "\(outcome.standardOutput)")
                #expect(
                    lines.contains { $0.hasPrefix("appdetail track add <id> --country <cc>") },
                    "\(outcome.standardOutput)")
            }
        }
    }

    @Test func everyFollowedAppAtAGlanceFitsAndAGoneOneKeepsItsName() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            for id in [Self.bus, Self.subway] { try store.hold(id, as: id) }
            let others = (1...30).map { String(1_600_000_000 + $0) }
            try store.setChart(Array(others.prefix(7)) + [Self.bus] + Array(others.dropFirst(7)))
            let added = try await tool.run(
                ["track", "add", Self.bus, Self.subway, "--country", "kr"],
                environment: AlertsAreNeverLostTests.day(-2))
            #expect(added.status == 0, "\(added.standardError)")
            try store.update(Self.bus) { $0["version"] = "1.7.0" }
            store.drop(Self.subway)
            #expect(
                try await tool.run(["track", "run"], environment: AlertsAreNeverLostTests.day(-1)).status == 0
            )
            let names = try [Self.bus, Self.subway].map { id -> String in
                let url = SharedFixtures.lookup.appendingPathComponent("\(id).json")
                let answer = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
                return try #require((answer?["results"] as? [[String: Any]])?.first?["trackName"] as? String)
            }
            for width in [40, 80, 120] {
                let list = try await tool.run(["track", "list", "--width", "\(width)"])
                #expect(list.status == 0, "\(list.standardError)")
                for name in names {
                    #expect(list.standardOutput.contains(name) || width == 40, "\(list.standardOutput)")
                }
                #expect(list.standardOutput.contains("Gone from the store"), "\(list.standardOutput)")
                #expect(list.standardOutput.contains("No. 8"), "\(list.standardOutput)")
                #expect(list.standardOutput.contains("Version 1.6.14 → 1.7.0"), "\(list.standardOutput)")
                let measured = try await TerminalColumns.widths(
                    of: list.standardOutput, scratch: tool.cacheDirectory.deletingLastPathComponent())
                for (line, columns) in measured {
                    #expect(columns <= width, "“\(line)” is \(columns) columns, wider than \(width)")
                }
            }
            let json = try await tool.run(["track", "list", "--format", "json"])
            let said = try SchemaValidator.violations(
                of: json.standardOutput, as: "track-list", in: tool.cacheDirectory.deletingLastPathComponent()
            )
            #expect(said.isEmpty, "\(said)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let apps = try #require(document["apps"] as? [[String: Any]])
            let gone = try #require(apps.first { ($0["app"] as? NSNumber)?.stringValue == Self.subway })
            #expect(gone["gone"] as? Bool == true && gone["name"] as? String == names[1])
            let bus = try #require(apps.first { ($0["app"] as? NSNumber)?.stringValue == Self.bus })
            #expect((bus["chartPlace"] as? NSNumber)?.intValue == 8)
        }
    }
}
