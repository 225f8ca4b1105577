import Foundation
import TestSupport
import Testing

/// `track run`'s exit status is the product: every change observed is reported, with the
/// conditions it meets, by exactly one run — the one that observed it, or the next when that one
/// died or could not report — and a run that could not observe what it was asked never exits 0
/// with "nothing changed". On the real clock as well as a fixed one.
@Suite("Alerts are never lost", .enabled(if: fixturesAvailable), .serialized)
struct AlertsAreNeverLostTests {
    static let bus = "1095206186"
    static let subway = "1095533900"
    static let cheese = "1132015103"
    /// The real clock: `CommandLineTool` fixes one unless told otherwise.
    static let realClock = ["APPDETAIL_NOW": ""]

    private func withStore(_ body: (CommandLineTool, ScriptedStore) async throws -> Void) async throws {
        try await CommandLineTool.withScriptedStore(body)
    }

    /// `now` moved by `days`, as `APPDETAIL_NOW` takes it.
    static func day(_ days: Int, from now: Date = Date()) -> [String: String] {
        ["APPDETAIL_NOW": ISO8601DateFormatter().string(from: now.addingTimeInterval(Double(days) * 86_400))]
    }

    private func follow(_ ids: [String], _ tool: CommandLineTool, at clock: [String: String]) async throws {
        let added = try await tool.run(["track", "add"] + ids + ["--country", "kr"], environment: clock)
        #expect(added.status == 0, "\(added.standardError)")
    }

    @Test func aNewVersionSeenInTheRunsFirstSecondIsReportedOnTheRealClock() async throws {
        for round in 1...5 {
            try await withStore { tool, store in
                try store.hold(Self.bus, as: Self.bus)
                try await follow([Self.bus], tool, at: Self.day(-1))
                try store.update(Self.bus) { $0["version"] = "9.\(round).0" }
                let run = try await tool.run(
                    ["track", "run", "--fail-on", "new-version"], environment: Self.realClock)
                #expect(run.status == 1, "round \(round): \(run.standardOutput)\(run.standardError)")
                #expect(run.standardOutput.contains("Observed 1 of 1 followed app;"), "\(run.standardOutput)")
                #expect(run.standardOutput.contains("→ 9.\(round).0 [new-version]"), "\(run.standardOutput)")
                // A moment later, within the same second: another version, another alert.
                try store.update(Self.bus) { $0["version"] = "9.\(round).1" }
                let again = try await tool.run(
                    ["track", "run", "--again", "--fail-on", "new-version", "--format", "jsonl"],
                    environment: Self.realClock)
                #expect(again.status == 1, "round \(round): \(again.standardOutput)\(again.standardError)")
                let changes = try Self.records(again.standardOutput)
                #expect(changes.count == 1, "only the change not reported before: \(again.standardOutput)")
                #expect(changes.first?["after"] as? String == "9.\(round).1")
                #expect(changes.first?["conditions"] as? [String] == ["new-version"])
                let quiet = try await tool.run(
                    ["track", "run", "--again", "--fail-on", "new-version"], environment: Self.realClock)
                #expect(quiet.status == 0, "nothing new: \(quiet.standardOutput)")
                #expect(quiet.standardOutput.contains("nothing changed"), "\(quiet.standardOutput)")
            }
        }
    }

    @Test(arguments: [ScriptedStore.Failure.status(500), .status(503), .status(404), .html])
    func aStoreThatFailsForEveryAppIsAFailureNeverNothingChanged(failure: ScriptedStore.Failure) async throws
    {
        try await withStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            try store.hold(Self.subway, as: Self.subway)
            try await follow([Self.bus, Self.subway], tool, at: Self.day(-1))
            store.failure = failure
            let run = try await tool.run(
                ["track", "run", "--fail-on", "new-version"], environment: Self.realClock)
            #expect(![0, 1].contains(run.status), "\(failure): \(run.status) \(run.standardOutput)")
            #expect([65, 66, 69].contains(run.status), "\(failure): \(run.status) \(run.standardError)")
            #expect(!run.standardOutput.contains("nothing changed"), "\(run.standardOutput)")
            #expect(run.standardOutput.contains("2 could not be observed"), "\(run.standardOutput)")
            #expect(run.standardError.contains("could not be observed"), "\(run.standardError)")
            let lines = try await tool.run(
                ["track", "run", "--format", "jsonl"], environment: Self.realClock)
            #expect(lines.status == run.status)
            let failures = try Self.records(lines.standardOutput).filter {
                $0["type"] as? String == "failure"
            }
            #expect(
                Set(failures.compactMap { ($0["app"] as? NSNumber)?.stringValue }) == [Self.bus, Self.subway])
        }
    }

    @Test func changesRecordedByARunKilledBeforeItReportedAreReportedByTheNext() async throws {
        try await withStore { tool, store in
            let ids = [Self.bus, Self.subway, Self.cheese]
            for id in ids { try store.hold(id, as: id) }
            try await follow(ids, tool, at: Self.day(-1))
            for id in ids { try store.update(id) { $0["averageUserRating"] = 1.0 } }
            // The listings come at once; the store page never does, so the run is killed in it.
            store.pageDelay = .seconds(60)
            let process = Process()
            process.executableURL = tool.executable
            process.arguments = ["track", "run", "--fail-on", "rating-drop:0.5"]
            process.environment = [
                "APPDETAIL_CACHE_DIR": tool.cacheDirectory.path,
                "APPDETAIL_ENDPOINT": store.baseURL.absoluteString,
                "HOME": tool.cacheDirectory.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                "APPDETAIL_RATE": CommandLineTool.unhurriedRate,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let pagesAsked = { store.paths.filter { $0.contains("/app/") }.count }
            let before = pagesAsked()  // following asked for the pages already
            try process.run()
            let deadline = ContinuousClock.now + .seconds(30)
            while pagesAsked() == before, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            store.pageDelay = .zero
            let history = try await tool.run(["history", Self.bus, "--country", "kr", "--format", "csv"])
            #expect(
                history.standardOutput.split(separator: "\r\n").count == 3, "the killed run recorded the drop"
            )
            let next = try await tool.run(
                ["track", "run", "--fail-on", "rating-drop:0.5", "--format", "jsonl"],
                environment: Self.realClock)
            #expect(next.status == 1, "\(next.standardOutput)\(next.standardError)")
            let drops = try Self.records(next.standardOutput).filter {
                $0["field"] as? String == "ratingAverage"
                    && $0["conditions"] as? [String] == ["rating-drop:0.5"]
            }
            #expect(Set(drops.compactMap { ($0["app"] as? NSNumber)?.stringValue }) == Set(ids))
            let after = try await tool.run(
                ["track", "run", "--fail-on", "rating-drop:0.5"], environment: Self.realClock)
            #expect(after.status == 0, "reported once: \(after.standardOutput)")
        }
    }

    @Test func aRatingBackAfterAGapAndAnAppBackWithANewVersionMeetTheirConditions() async throws {
        try await withStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            try store.update(Self.bus) { $0["averageUserRating"] = 4.63 }
            try await follow([Self.bus], tool, at: Self.day(-4))
            try store.update(Self.bus) {
                $0["averageUserRating"] = nil
                $0["userRatingCount"] = nil
            }
            let gap = try await tool.run(
                ["track", "run", "--fail-on", "rating-drop:0.5"], environment: Self.day(-3))
            #expect(gap.status == 0, "a rating gone is no drop: \(gap.standardOutput)")
            try store.update(Self.bus) {
                $0["averageUserRating"] = 1.0
                $0["userRatingCount"] = 3108
            }
            let back = try await tool.run(
                ["track", "run", "--fail-on", "rating-drop:0.5", "--format", "jsonl"],
                environment: Self.day(-2))
            #expect(back.status == 1, "4.63, none, then 1.0 fell: \(back.standardOutput)")
            let drop = try Self.records(back.standardOutput).first {
                $0["field"] as? String == "ratingAverage"
            }
            #expect((drop?["before"] as? NSNumber)?.doubleValue == 4.63)

            store.drop(Self.bus)
            let gone = try await tool.run(["track", "run", "--fail-on", "gone"], environment: Self.day(-1))
            #expect(gone.status == 1, "\(gone.standardOutput)")
            try store.hold(Self.bus, as: Self.bus)
            try store.update(Self.bus) { $0["version"] = "99.0" }
            let returned = try await tool.run(
                ["track", "run", "--fail-on", "new-version"], environment: Self.realClock)
            #expect(returned.status == 1, "\(returned.standardOutput)")
            #expect(
                returned.standardOutput.contains("스토어에 다시 등록"),
                "back in the store: \(returned.standardOutput)")
            #expect(returned.standardOutput.contains("→ 99.0 [new-version]"), "\(returned.standardOutput)")
        }
    }

    @Test(.enabled(if: TinyFileSystem.mayMount))
    func aDiskThatFillsDuringTheRunIsAFailureNotNothingChanged() async throws {
        let disk = try TinyFileSystem(megabytes: 8)
        defer { disk.remove() }
        try await withStore { plain, store in
            let tool = CommandLineTool(
                executable: plain.executable, cacheDirectory: disk.root.appendingPathComponent("cache"),
                endpoint: store.baseURL)
            let ids = (0..<100).map { String(1_700_000_000 + $0) }
            for id in ids { try store.hold(id, as: Self.bus) }
            try await follow(ids, tool, at: Self.day(-1))
            for id in ids { try store.update(id) { $0["version"] = "9.9.9" } }
            // The disk fills while the run waits for the store, all but a few pages: a run's
            // own note fits, a hundred new observations do not.
            store.delay = .seconds(2)
            async let running = tool.run(
                ["track", "run", "--fail-on", "new-version"], environment: Self.realClock)
            try await Task.sleep(for: .milliseconds(700))
            let slack = disk.root.appendingPathComponent("slack")
            try Data(count: 256 * 1_024).write(to: slack)
            try disk.fill()
            try FileManager.default.removeItem(at: slack)
            let run = try await running
            #expect(run.status == 74, "\(run.status): \(run.standardOutput)\(run.standardError)")
            #expect(!run.standardOutput.contains("nothing changed"), "\(run.standardOutput)")
            #expect(run.standardError.contains("disk is full"), "\(run.standardError)")
            // Room again: the next run observes them and reports the new version once.
            try FileManager.default.removeItem(at: disk.root.appendingPathComponent("filler"))
            store.delay = .zero
            let next = try await tool.run(
                ["track", "run", "--fail-on", "new-version", "--format", "jsonl"], environment: Self.realClock
            )
            #expect(next.status == 1, "\(next.standardError)")
            #expect(
                try Self.records(next.standardOutput).filter { $0["kind"] as? String == "version" }.count
                    == 100)
        }
    }

    @Test(arguments: ["", ",", " , "])
    func aConditionListThatNamesNothingIsRefused(list: String) async throws {
        try await withStore { tool, _ in
            let run = try await tool.run(["track", "run", "--fail-on", list])
            #expect(run.status == 64, "\(run.standardError)")
            #expect(run.standardError.contains("names no condition"), "\(run.standardError)")
        }
    }

    @Test func appsNeverAskedOfASlowStoreAreNotSaidToBeMissingFromIt() async throws {
        try await withStore { tool, store in
            let ids = (0..<400).map { String(1_900_000_000 + $0) }
            for id in ids { try store.hold(id, as: Self.bus) }
            let cached = try await tool.run(["show"] + Array(ids.prefix(200)) + ["--country", "kr"])
            #expect(cached.status == 0, "\(cached.standardError)")
            store.delay = .seconds(4)
            let added = try await tool.run(["track", "add"] + ids + ["--country", "kr", "--timeout", "1"])
            #expect(added.status == 69, "\(added.standardError)")
            #expect(!added.standardError.contains("no such app"), "\(added.standardError)")
            #expect(added.standardError.contains("could not be had"), "\(added.standardError)")
            #expect(added.standardOutput.components(separatedBy: "Following").count - 1 == 200)
        }
    }

    @Test func aCacheTheScheduledUserCannotOpenIsSaidNotAnEmptyWatchList() async throws {
        guard getuid() == 0 else { return }  // nobody else can make a folder another user cannot open
        try await withStore { tool, store in
            try store.hold(Self.bus, as: Self.bus)
            try await follow([Self.bus], tool, at: Self.day(-1))
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            chmod(scratch.path, 0o755)
            chmod(tool.cacheDirectory.path, 0o700)
            defer { chmod(tool.cacheDirectory.path, 0o755) }
            let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            let run = try await tool.run(["track", "run"], through: nobody)
            #expect(run.status == 74, "\(run.standardError)")
            #expect(run.standardError.contains("Nothing was recorded"), "\(run.standardError)")
            #expect(!run.standardError.contains("No app is followed"), "\(run.standardError)")
            let list = try await tool.run(["track", "list"], through: nobody)
            #expect(list.status == 74, "\(list.standardOutput)\(list.standardError)")
            #expect(!list.standardOutput.contains("No app is followed"), "\(list.standardOutput)")
        }
    }

    static func records(_ lines: String) throws -> [[String: Any]] {
        try lines.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
