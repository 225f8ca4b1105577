import Foundation
import TestSupport
import Testing

/// Following apps as a person does: `track add`, then the documented crontab line day after day,
/// with the chart place, the reviews and the version changing between days.
@Suite("Following apps as people do", .enabled(if: fixturesAvailable), .serialized)
struct FollowingAppsTests {
    static let bus = AlertsAreNeverLostTests.bus
    static let subway = AlertsAreNeverLostTests.subway

    private func day(_ days: Int) -> [String: String] { AlertsAreNeverLostTests.day(days) }

    @Test func followingObservesEveryPartSoTheNextDayHasSomethingToCompareWith() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            let others = (1...30).map { String(1_600_000_000 + $0) }
            try store.setChart(Array(others.prefix(7)) + [Self.bus] + Array(others.dropFirst(7)))
            try store.setReviews(
                Self.bus,
                [.init(id: "r1", stars: 5, title: "좋아요", text: "잘 쓰고 있어요", author: "kim", version: "1.6.14")])
            let added = try await tool.run(
                ["track", "add", Self.bus, "--country", "kr", "--reviews"], environment: day(-1))
            #expect(added.status == 0, "\(added.standardError)")
            // The same day's run has nothing left to ask.
            let sameDay = try await tool.run(["track", "run"], environment: day(-1))
            #expect(sameDay.standardOutput.contains("1 already observed today"), "\(sameDay.standardOutput)")
            #expect(store.lookups.count == 1, "the listing once: \(store.lookups)")

            try store.setChart(Array(others.prefix(18)) + [Self.bus] + Array(others.dropFirst(18)))
            try store.setReviews(
                Self.bus,
                [
                    .init(
                        id: "r2", stars: 1, title: "버스가 안 와요",
                        text: "도착 정보가 $(rm -rf ~) 틀려요.\n\u{1B}[31m매일 늦습니다", author: "lee",
                        version: "1.6.14"),
                    .init(
                        id: "r1", stars: 5, title: "좋아요", text: "잘 쓰고 있어요", author: "kim", version: "1.6.14"),
                ])
            let run = try await tool.run(
                ["track", "run", "--fail-on", "rank-drop:10,new-review:2", "--format", "jsonl"],
                environment: day(0))
            #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
            let changes = try AlertsAreNeverLostTests.records(run.standardOutput)
            let place = changes.first { $0["kind"] as? String == "chartPlace" }
            #expect(
                (place?["before"] as? NSNumber)?.intValue == 8
                    && (place?["after"] as? NSNumber)?.intValue == 19)
            #expect(place?["conditions"] as? [String] == ["rank-drop:10"])
            let reviews = try #require(changes.first { $0["kind"] as? String == "newReviews" })
            #expect(reviews["conditions"] as? [String] == ["new-review:2"])
            let review = try #require((reviews["reviews"] as? [[String: Any]])?.first)
            #expect(review["title"] as? String == "버스가 안 와요")
            #expect((review["text"] as? String)?.hasPrefix("도착 정보가 $(rm -rf ~) 틀려요.") == true)
            #expect(review["author"] as? String == "lee" && review["version"] as? String == "1.6.14")
            #expect((reviews["line"] as? String)?.contains("★1 “버스가 안 와요”") == true, "\(reviews)")
        }
    }

    /// The line `track --help` gives is the one the README, the article, the manual and the
    /// installer give; pasted into cron — `sh -c`, `PATH=/usr/bin:/bin`, no terminal — it runs,
    /// prints nothing on a quiet day and the alert on the day a condition is met.
    @Test func theDocumentedCronLineWorksAsPrinted() async throws {
        try await CommandLineTool.withScriptedStore { tool, store in
            let help = try await tool.run(["track", "--help"])
            let line = try #require(
                help.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .first {
                        $0.hasPrefix("17 7 * * * ")
                    })
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            for document in [
                "README.md", "Sources/AppDetailTerminal/AppDetailTerminal.docc/TheCommandLine.md",
                "man/appdetail.1",
            ] {
                let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
                #expect(text.contains(line), "\(document) gives another line than track --help: \(line)")
            }
            let installer = try String(
                contentsOf: root.appendingPathComponent("scripts/install.sh"), encoding: .utf8)
            #expect(
                installer.contains("where='$HOME/.local/bin/appdetail'")
                    && installer.contains(
                        "17 7 * * * $where " + line.components(separatedBy: "appdetail ").last!)
            )

            // Installed where the line says, and run as cron runs it.
            let home = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("home")
            let bin = home.appendingPathComponent(".local/bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: tool.executable, to: bin.appendingPathComponent("appdetail"))
            let command = line.split(separator: " ", maxSplits: 5).last.map(String.init) ?? ""
            let cron = { (clock: [String: String]) in
                try await CommandLineTool.launch(
                    URL(fileURLWithPath: "/usr/bin/env"),
                    [
                        "-i", "PATH=/usr/bin:/bin", "HOME=\(home.path)", "SHELL=/bin/sh",
                        "APPDETAIL_ENDPOINT=\(store.baseURL.absoluteString)",
                        // The runs stand for days apart but come seconds apart: a budget that
                        // never waits stands for the days between them.
                        "APPDETAIL_RATE=\(CommandLineTool.unhurriedRate)",
                    ]
                        + clock.map { "\($0.key)=\($0.value)" } + ["/bin/sh", "-c", command],
                    environment: [:])
            }
            try store.hold(Self.bus, as: Self.bus)
            let follow = try await CommandLineTool.launch(
                bin.appendingPathComponent("appdetail"), ["track", "add", Self.bus, "--country", "kr"],
                environment: [
                    "HOME": home.path, "APPDETAIL_ENDPOINT": store.baseURL.absoluteString,
                    "APPDETAIL_RATE": CommandLineTool.unhurriedRate,
                ] + day(-3)
            )
            #expect(follow.status == 0, "\(follow.standardError)")
            let quiet = try await cron(day(-2))
            #expect(
                quiet.status == 0 && quiet.standardOutput.isEmpty && quiet.standardError.isEmpty, "\(quiet)")
            try store.update(Self.bus) {
                $0["version"] = "1.7.0"
                $0["averageUserRating"] = 4.9
            }
            let alert = try await cron(day(-1))
            #expect(alert.status == 1, "\(alert.standardError)")
            #expect(alert.standardOutput.contains("→ 1.7.0 [new-version]"), "\(alert.standardOutput)")
            #expect(
                alert.standardOutput.contains("평점"),
                "the other change of the day too: \(alert.standardOutput)")
            let after = try await cron(day(0))
            #expect(after.status == 0 && after.standardOutput.isEmpty, "told once: \(after.standardOutput)")
            store.failure = .status(503)
            let failing = try await cron([
                "APPDETAIL_NOW": ISO8601DateFormatter().string(from: Date(timeIntervalSinceNow: 86_400))
            ])
            #expect(failing.status == 69, "\(failing.standardError)")
            #expect(!failing.standardError.isEmpty, "a failure is mailed")
        }
    }
}
