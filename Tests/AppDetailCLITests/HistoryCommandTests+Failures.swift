import Foundation
import TestSupport
import Testing

/// The history through the command line when things go wrong: a run killed at any moment, a
/// cache that cannot be written.
extension HistoryCommandTests {
    @Test func aRunKilledAtAnyMomentLeavesEveryObservationWholeOrAbsent() async throws {
        try await withCaptures { tool, server in
            let ids = Array(Set(try HistoryCapture.all().map { String($0.trackID) })).sorted()
            let added = try await tool.run(
                ["track", "add"] + ids + ["--country", "kr"],
                environment: ["APPDETAIL_NOW": "2024-09-01T06:00:00Z"])
            #expect(added.status == 0)
            for (round, delay) in [5, 20, 40, 80, 160, 320].enumerated() {
                server.epoch = round % 4
                let process = Process()
                process.executableURL = tool.executable
                process.arguments = ["track", "run", "--again"]
                process.environment = [
                    "APPDETAIL_CACHE_DIR": tool.cacheDirectory.path,
                    "APPDETAIL_ENDPOINT": server.baseURL.absoluteString,
                    "APPDETAIL_NOW": "2024-09-\(10 + round)T06:00:00Z", "HOME": tool.cacheDirectory.path,
                    "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
                    "APPDETAIL_RATE": CommandLineTool.unhurriedRate,
                ]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                try await Task.sleep(for: .milliseconds(delay))
                kill(process.processIdentifier, SIGKILL)
                while process.isRunning { try await Task.sleep(for: .milliseconds(2)) }
            }
            let check = try await CommandLineTool.launch(
                URL(fileURLWithPath: "/usr/bin/sqlite3"),
                [tool.cacheDirectory.appendingPathComponent("cache.sqlite").path, "PRAGMA integrity_check"],
                environment: [:])
            #expect(check.standardOutput == "ok\n", "\(check.standardOutput)")
            for id in ids {
                let history = try await tool.run(["history", id, "--country", "kr", "--format", "csv"])
                #expect(history.status == 0, "\(id): \(history.standardError)")
                #expect(!history.standardError.contains("damaged"), "\(id): \(history.standardError)")
            }
        }
    }

    @Test func aCacheThatCannotBeWrittenRecordsNothingAndSaysSo() async throws {
        try await withCaptures { tool, server in
            #expect(try await tool.run(["track", "add", Self.kakaoTalk, "--country", "kr"]).status == 0)
            // As root, permissions do not stop a write: the run is made as nobody then.
            let isRoot = getuid() == 0
            let through =
                isRoot ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            for path in [scratch.path, tool.cacheDirectory.path] { chmod(path, 0o755) }
            for file in try FileManager.default.contentsOfDirectory(atPath: tool.cacheDirectory.path) {
                chmod(tool.cacheDirectory.appendingPathComponent(file).path, 0o444)
            }
            chmod(tool.cacheDirectory.path, 0o555)
            defer { chmod(tool.cacheDirectory.path, 0o755) }
            server.epoch = 1
            let run = try await tool.run(
                ["track", "run", "--again"], environment: ["APPDETAIL_NOW": "2024-09-02T06:00:00Z"],
                through: through)
            #expect(run.status == 74, "\(run.standardError)")
            #expect(run.standardError.contains("Nothing was recorded"), "\(run.standardError)")
            #expect(!run.standardOutput.contains("Observed"), "\(run.standardOutput)")
        }
    }
}
