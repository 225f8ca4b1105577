import Foundation
import TestSupport
import Testing

/// `history`, `changes` and `track` through the built binary, against a loopback store that
/// serves the real captures of the same apps years apart, the clock set to each capture.
@Suite("History through the command line", .enabled(if: fixturesAvailable), .serialized)
struct HistoryCommandTests {
    static let kakaoTalk = "362057947"

    func withCaptures(_ body: (CommandLineTool, CaptureServer) async throws -> Void) async throws {
        let server = try CaptureServer()
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "appdetail-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = CommandLineTool(
            executable: try CommandLineTool.builtExecutable(),
            cacheDirectory: directory.appendingPathComponent("cache"), endpoint: server.baseURL)
        try await body(tool, server)
    }

    static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }

    /// Shows KakaoTalk once per capture, at each capture's moment.
    func replayKakaoTalk(_ tool: CommandLineTool, _ server: CaptureServer) async throws
        -> [HistoryCapture]
    {
        let captures = try HistoryCapture.of(Int64(Self.kakaoTalk)!)
        for (epoch, capture) in captures.enumerated() {
            server.epoch = epoch
            let shown = try await tool.run(
                ["show", Self.kakaoTalk, "--country", "kr", "--refresh"],
                environment: ["APPDETAIL_NOW": Self.iso(capture.observedNotBefore)])
            #expect(shown.status == 0, "\(shown.standardError)")
        }
        return captures
    }

    @Test func kakaoTalksHistoryInEveryFormatHoldsTheStoresFigures() async throws {
        try await withCaptures { tool, server in
            let captures = try await replayKakaoTalk(tool, server)
            let records = try captures.map { try $0.record() }
            let counts = records.compactMap { ($0["userRatingCount"] as? NSNumber)?.intValue }
            #expect(counts == [73_661, 109_064, 122_196, 136_080])

            for width in [40, 80, 120] {
                let text = try await tool.run([
                    "history", Self.kakaoTalk, "--country", "kr", "--width", "\(width)",
                ])
                #expect(text.status == 0, "\(text.standardError)")
                #expect(
                    text.standardOutput.contains("평가 수 73,661 → 136,080 (+62,419)"), "\(text.standardOutput)")
                #expect(text.standardOutput.contains("이름: 카카오톡 KakaoTalk → 카카오톡") || width == 40)
                for version in ["10.6.3", "10.1.2", "9.7.2", "8.9.7"] {
                    #expect(text.standardOutput.contains(version))
                }
                let measured = try await TerminalColumns.widths(
                    of: text.standardOutput, scratch: tool.cacheDirectory.deletingLastPathComponent())
                for (line, columns) in measured {
                    #expect(columns <= width, "“\(line)” is \(columns) columns, wider than \(width)")
                }
            }

            let json = try await tool.run(["history", Self.kakaoTalk, "--country", "kr", "--format", "json"])
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let observations = try #require(document["observations"] as? [[String: Any]])
            #expect(observations.compactMap { ($0["ratingCount"] as? NSNumber)?.intValue } == counts)
            #expect(
                observations.compactMap { $0["version"] as? String }
                    == records.compactMap { $0["version"] as? String })
            #expect(
                observations.compactMap { $0["name"] as? String }
                    == records.compactMap { $0["trackName"] as? String })
            let changes = try #require(document["changes"] as? [[String: Any]])
            #expect(
                changes.contains {
                    $0["kind"] as? String == "text" && $0["field"] as? String == "name"
                        && $0["after"] as? String == "카카오톡"
                })

            let csv = try await tool.run(["history", Self.kakaoTalk, "--country", "kr", "--format", "csv"])
            let rows = csv.standardOutput.split(separator: "\r\n").map {
                $0.split(separator: ",", omittingEmptySubsequences: false)
            }
            #expect(rows.first?.prefix(3) == ["observed_at", "last_seen_at", "app"])
            let countColumn = try #require(rows.first?.firstIndex(of: "rating_count"))
            #expect(rows.dropFirst().map { Int($0[countColumn]) ?? -1 } == counts)

            let lines = try await tool.run([
                "history", Self.kakaoTalk, "--country", "kr", "--format", "jsonl",
            ])
            let records2 = try lines.standardOutput.split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(records2.filter { $0["type"] as? String == "observation" }.count == 4)
            #expect(records2.filter { $0["type"] as? String == "change" }.count == changes.count)
        }
    }

    @Test func aPictureIsAnSVGDocumentWithItsYearsAndReleases() async throws {
        try await withCaptures { tool, server in
            _ = try await replayKakaoTalk(tool, server)
            let svg = try await tool.run(["history", Self.kakaoTalk, "--country", "kr", "--format", "svg"])
            #expect(svg.status == 0)
            #expect(svg.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
            for text in ["카카오톡", "2021", "2023", "10.6.3", "평가 수"] {
                #expect(svg.standardOutput.contains(text))
            }
            #expect(svg.standardOutput.hasSuffix("</svg>\n"))
            // Drawn by a real SVG renderer (Debian's librsvg2-bin, which CI installs): a PNG of
            // the picture's size, not an error.
            let converter = "/usr/bin/rsvg-convert"
            guard FileManager.default.isExecutableFile(atPath: converter) else {
                #expect(!SharedFixtures.required, "rsvg-convert is missing: install librsvg2-bin")
                return
            }
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            let picture = scratch.appendingPathComponent("history.svg")
            try svg.standardOutput.write(to: picture, atomically: true, encoding: .utf8)
            let png = scratch.appendingPathComponent("history.png")
            let rendered = try await CommandLineTool.launch(
                URL(fileURLWithPath: converter), [picture.path, "-o", png.path], environment: [:])
            #expect(rendered.status == 0, "\(rendered.standardError)")
            let bytes = try [UInt8](Data(contentsOf: png))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
            // IHDR: width and height, big-endian, at bytes 16–23.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 720)
        }
    }

    @Test func aWatchListOfThirtyTwoAppsRunsFromRepeatsWithoutADuplicate() async throws {
        try await withCaptures { tool, server in
            let all = try HistoryCapture.all()
            let ids = Array(Set(all.map { String($0.trackID) })).sorted()
            #expect(ids.count == 32)
            let added = try await tool.run(
                ["track", "add"] + ids + ["--country", "kr"],
                environment: ["APPDETAIL_NOW": "2024-09-01T06:00:00Z"])
            #expect(added.status == 0, "\(added.standardError)")
            var runs = 0
            for epoch in 0..<4 {
                server.epoch = epoch
                for hour in ["06", "12", "18"] {
                    let now = "2024-09-0\(2 + epoch)T\(hour):00:00Z"
                    // Two at once, as two overlapping cron jobs would; with time enough for a loaded
                    // machine (the default 30 s ran out in CI), as the test is about duplicates.
                    let run = ["track", "run", "--timeout", "300"]
                    async let one = tool.run(run, environment: ["APPDETAIL_NOW": now])
                    async let two = tool.run(run, environment: ["APPDETAIL_NOW": now])
                    let (first, second) = try await (one, two)
                    #expect(
                        first.status == 0 && second.status == 0,
                        "\(first.standardError)\(second.standardError)")
                    runs += 2
                }
            }
            // The states each app went through, from the raw records: a capture that differs
            // from the one before in what a history keeps.
            let json = try await tool.run(["history", Self.kakaoTalk, "--country", "kr", "--format", "json"])
            let document =
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
            let observations = document?["observations"] as? [[String: Any]] ?? []
            #expect(observations.count == 4, "KakaoTalk's four captures are four observations")
            let bank = try await tool.run(["history", "1258016944", "--country", "kr", "--format", "csv"])
            #expect(bank.standardOutput.split(separator: "\r\n").count == 1 + 3)
            // At most one lookup a run per store: 32 ids in one request.
            #expect(server.lookups.allSatisfy { $0.count <= 200 })
            // One lookup to follow them; then one a day, or two when both runs of a pair start before
            // either has recorded (the day's later runs ask nothing).
            #expect(
                (5...9).contains(server.lookups.count), "\(server.lookups.count) lookups for \(runs) runs")
            let info = try await tool.run(["cache", "info"])
            #expect(info.standardOutput.contains("followed"), "\(info.standardOutput)")
        }
    }

    @Test func badInputIsAUsageErrorWithAWayOut() async throws {
        try await withCaptures { tool, server in
            let nothing = try await tool.run(["track", "run"])
            #expect(nothing.status == 64)
            #expect(nothing.standardError.contains("appdetail track add"))
            let future = try await tool.run(["changes", "--since", "2099-01-01"])
            #expect(future.status == 64 && future.standardError.contains("future"))
            let unreadable = try await tool.run(["history", Self.kakaoTalk, "--since", "yesterday"])
            #expect(unreadable.status == 64 && unreadable.standardError.contains("--since"))
            let condition = try await tool.run(["track", "run", "--fail-on", "rating-up:1"])
            #expect(condition.status == 64 && condition.standardError.contains("new-version"))
            let stranger = try await tool.run(["track", "remove", Self.kakaoTalk, "--country", "kr"])
            #expect(stranger.status == 64 && stranger.standardError.contains("track list"))
            let unseen = try await tool.run(["history", Self.kakaoTalk, "--country", "kr"])
            #expect(unseen.status == 66 && unseen.standardError.contains("track add"))
            let last = try await tool.run(["changes", "--since", "last"])
            #expect(last.status == 64 && last.standardError.contains("track run"))
        }
    }

    @Test func aThrottledStoreStopsTheRunWithWhatWasObservedKept() async throws {
        try await withCaptures { tool, server in
            #expect(try await tool.run(["track", "add", Self.kakaoTalk, "--country", "kr"]).status == 0)
            server.throttled = true
            let run = try await tool.run(
                ["track", "run", "--again"], environment: ["APPDETAIL_NOW": "2026-11-23T12:00:00Z"])
            #expect(run.status == 75, "\(run.standardError)")
            #expect(run.standardError.contains("kept"))
            server.throttled = false
            let history = try await tool.run([
                "history", Self.kakaoTalk, "--country", "kr", "--format", "csv",
            ])
            #expect(
                history.standardOutput.split(separator: "\r\n").count == 2, "the first observation is kept")
        }
    }

    /// The history commands' JSON documents hold to their schemas (`appdetail schema history`,
    /// `changes`, `track-list`, `track-run`), checked by the jsonschema package.
    @Test(.enabled(if: SchemaValidator.isPresent))
    func theHistoryDocumentsHoldToTheirSchemas() async throws {
        try await withCaptures { tool, server in
            _ = try await replayKakaoTalk(tool, server)
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            #expect(
                try await tool.run(
                    ["track", "add", Self.kakaoTalk, "--country", "kr"],
                    environment: ["APPDETAIL_NOW": "2026-11-01T06:00:00Z"]
                ).status == 0)
            let runs: [(String, [String], [String: String])] = [
                ("history", ["history", Self.kakaoTalk, "--country", "kr"], [:]),
                ("changes", ["changes", "--since", "2020-01-01"], [:]),
                ("track-list", ["track", "list"], [:]),
                ("track-run", ["track", "run"], ["APPDETAIL_NOW": "2026-11-02T06:00:00Z"]),
            ]
            for (name, arguments, environment) in runs {
                let outcome = try await tool.run(arguments + ["--format", "json"], environment: environment)
                #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
                let said = try SchemaValidator.violations(of: outcome.standardOutput, as: name, in: folder)
                #expect(said.isEmpty, "\(arguments) against the \(name) schema: \(said)")
            }
        }
    }

    @Test func aConditionMetExitsOneAndRemovingAnAppForgetsItsHistory() async throws {
        try await withCaptures { tool, server in
            #expect(
                try await tool.run(
                    ["track", "add", Self.kakaoTalk, "--country", "kr"],
                    environment: ["APPDETAIL_NOW": "2024-09-01T06:00:00Z"]
                ).status == 0)
            server.epoch = 1
            let run = try await tool.run(
                ["track", "run", "--fail-on", "new-version", "--format", "jsonl"],
                environment: ["APPDETAIL_NOW": "2024-09-02T06:00:00Z"])
            #expect(run.status == 1, "\(run.standardError)")
            let changes = try run.standardOutput.split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(
                changes.contains { $0["kind"] as? String == "version" && $0["after"] as? String == "9.7.2" })
            let quiet = try await tool.run(
                ["track", "run", "--fail-on", "new-version"],
                environment: ["APPDETAIL_NOW": "2024-09-02T07:00:00Z"])
            #expect(quiet.status == 0, "nothing new since: \(quiet.standardOutput)")
            let removed = try await tool.run(["cache", "remove", Self.kakaoTalk])
            #expect(removed.standardOutput.contains("2 observations"), "\(removed.standardOutput)")
            let gone = try await tool.run(["history", Self.kakaoTalk, "--country", "kr"])
            #expect(gone.status == 66)
        }
    }
}
