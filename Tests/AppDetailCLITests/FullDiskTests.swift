import Foundation
import TestSupport
import Testing

/// A cache whose side files SQLite cannot make — a full disk, a file size limit — is still read:
/// `show --offline` and `cache list` answer from it with one warning, and nothing is lost.
@Suite("A full disk still reads the cache", .enabled(if: fixturesAvailable), .serialized)
struct FullDiskTests {
    /// A cache holding the Facebook listing, written by the tool itself, with no side files left.
    private func seeded(_ tool: CommandLineTool) async throws {
        let imported = try await tool.run(["cache", "import", FixtureServer.lookupFile("284882215").path])
        #expect(imported.status == 0, "\(imported.standardError)")
        for side in ["-wal", "-shm"] {
            let path = tool.cacheDirectory.appendingPathComponent("cache.sqlite" + side).path
            #expect(!FileManager.default.fileExists(atPath: path), "a clean exit leaves no \(side)")
        }
    }

    /// Reads through `bash` with a file size limit of 0 blocks (and `SIGXFSZ` ignored, so growing a
    /// file fails with `EFBIG` instead of killing the process): SQLite cannot size its `-shm`.
    private func readWithoutRoom(_ tool: CommandLineTool, _ arguments: [String]) async throws
        -> CommandLineTool.Outcome
    {
        try await tool.run(
            arguments, through: ["/bin/bash", "-c", "trap '' XFSZ; ulimit -f 0; exec \"$@\"", "limit"])
    }

    @Test func aFileSizeLimitStillReadsTheCache() async throws {
        try await withTool { (tool) async throws in
            try await seeded(tool)
            let show = try await readWithoutRoom(
                tool, ["show", "284882215", "--offline", "--format", "json"])
            #expect(show.status == 0, "\(show.standardError)")
            #expect(show.standardOutput.contains("\"id\" : 284882215"))
            #expect(show.standardError.contains("cannot be written"), "\(show.standardError)")
            #expect(show.standardError.contains("it is read, and nothing new is saved"))
            let list = try await readWithoutRoom(tool, ["cache", "list"])
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardOutput.contains("284882215"))
            // A refresh asks the store and keeps nothing: every app failed, with the reason, 74.
            let refresh = try await readWithoutRoom(tool, ["cache", "refresh", "--all", "--country", "us"])
            #expect(refresh.status == 74, "\(refresh.standardError)")
            #expect(
                refresh.standardOutput.hasPrefix("Refreshed 0, unchanged 0,"), "\(refresh.standardOutput)")
            #expect(refresh.standardError.contains("cannot be written"), "\(refresh.standardError)")
            let again = try await readWithoutRoom(
                tool, ["cache", "import", FixtureServer.lookupFile("1054938992").path])
            #expect(again.status != 0, "an import cannot be saved and must say so")
            #expect(again.standardError.contains("cannot be written"), "\(again.standardError)")
            // With room again, the file is whole and writable: nothing was lost.
            let after = try await tool.run(["cache", "import", FixtureServer.lookupFile("1054938992").path])
            #expect(after.status == 0, "\(after.standardError)")
            let listed = try await tool.run(["cache", "list"]).standardOutput
            #expect(listed.contains("284882215") && listed.contains("1054938992"))
        }
    }

    /// A real full disk: a 1 MiB tmpfs filled to the last block. Needs the right to mount (root in
    /// CI's container); elsewhere the file size limit above covers the same path.
    @Test(.enabled(if: TinyFileSystem.mayMount))
    func aFullDiskStillReadsTheCache() async throws {
        let disk = try TinyFileSystem(megabytes: 1)
        defer { disk.remove() }
        try await withTool { (plain) async throws in
            let tool = CommandLineTool(
                executable: plain.executable, cacheDirectory: disk.root.appendingPathComponent("cache"),
                endpoint: plain.endpoint)
            try await seeded(tool)
            try disk.fill()
            let show = try await tool.run(["show", "284882215", "--offline", "--format", "json"])
            #expect(show.status == 0, "\(show.standardError)")
            #expect(show.standardOutput.contains("\"id\" : 284882215"))
            #expect(
                show.standardError.contains("cannot be written (the disk is full)"), "\(show.standardError)")
            let list = try await tool.run(["cache", "list"])
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardOutput.contains("284882215"))
            let refresh = try await tool.run(["cache", "refresh", "--all", "--country", "us"])
            #expect(refresh.status == 74, "\(refresh.standardError)")
            #expect(
                refresh.standardOutput.hasPrefix("Refreshed 0, unchanged 0,"), "\(refresh.standardOutput)")
            #expect(refresh.standardError.contains("the disk is full"), "\(refresh.standardError)")
        }
    }
}
