import Foundation
import TestSupport
import Testing

/// Cache files that pass SQLite's checks but hold values no good run writes, a newer schema, a
/// link, an interrupted first run, and poisoned answers: no trap, a clear warning, nothing lost.
@Suite("Damaged cache rows and poisoned answers never trap", .enabled(if: fixturesAvailable))
struct DamagedCacheTests {
    /// Runs SQL on the cache file with Python's sqlite3 (the test target links no SQLite).
    private func sql(_ file: URL, _ statements: String) async throws {
        let script =
            "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1])\nc.executescript(sys.argv[2])\nc.commit()\n"
        let outcome = try await CommandLineTool.launch(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path, statements], environment: [:])
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    /// What a cache file holds, read with Python's sqlite3: applied migrations, columns, rows.
    private func contents(of file: URL) async throws -> String {
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            print([r[0] for r in c.execute("SELECT identifier FROM grdb_migrations ORDER BY 1")])
            print([r[1] for r in c.execute("PRAGMA table_info(app_cache)")])
            print(list(c.execute("SELECT * FROM app_cache ORDER BY 1")))
            """
        let outcome = try await CommandLineTool.launch(
            URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, file.path], environment: [:])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput
    }

    private func expectNoTrap(_ outcome: CommandLineTool.Outcome) {
        #expect(!outcome.standardError.contains("Fatal error"), "\(outcome.standardError)")
        #expect(outcome.status != 132 && outcome.status != 134)
    }

    /// The list reads each answer's type and size, not the answer: one stored as text is still
    /// a damaged row, left out with a warning.
    @Test func anAnswerThatIsNotABlobIsLeftOutOfTheList() async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "list"]).status == 0)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            try await sql(
                file, "UPDATE app_cache SET raw_response = 'not an answer' WHERE track_id = 640199958;")
            let list = try await tool.run(["cache", "list"])
            expectNoTrap(list)
            #expect(list.status == 0)
            #expect(!list.standardOutput.contains("640199958"))
            #expect(list.standardOutput.contains("311867728"), "the other entries are listed")
            #expect(list.standardError.contains("1 cached entry is damaged"), "\(list.standardError)")
        }
    }

    @Test(arguments: ["1e300", "-1e300", "'yesterday'", "x'00'", "-1"])
    func aDamagedFetchTimeIsIgnoredWithAWarning(value: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "list"]).status == 0)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            try await sql(file, "UPDATE app_cache SET fetched_at = \(value) WHERE track_id = 640199958;")
            let show = try await tool.run(["show", "640199958", "--offline"])
            expectNoTrap(show)
            #expect(show.status == 69, "\(show.standardError)")
            #expect(show.standardError.contains("is damaged; it is ignored"))
            let list = try await tool.run(["cache", "list"])
            expectNoTrap(list)
            #expect(list.status == 0)
            #expect(!list.standardOutput.contains("640199958"))
            #expect(list.standardOutput.contains("311867728"), "the other entries are listed")
            #expect(list.standardError.contains("1 cached entry is damaged"))
        }
    }

    @Test func aNewerSchemaIsRefusedAndLeftUntouched() async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "list"]).status == 0)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            try await sql(
                file,
                "ALTER TABLE app_cache RENAME COLUMN name TO title; INSERT INTO grdb_migrations VALUES ('0099_future');"
            )
            let before = try await contents(of: file)
            let list = try await tool.run(["cache", "list"])
            expectNoTrap(list)
            #expect(list.status == 74)
            #expect(list.standardError.contains("was written by a newer appdetail"), "\(list.standardError)")
            let show = try await tool.run(["show", "640199958", "--offline"])
            expectNoTrap(show)
            #expect(show.status == 69, "no cache, offline: \(show.standardError)")
            #expect(show.standardError.contains("warning: The cache at"))
            #expect(try await contents(of: file) == before, "the newer file is neither migrated nor changed")
        }
    }

    @Test func aCacheFileThatIsALinkIsRefused() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let target = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent(
                "elsewhere.txt")
            try Data("precious".utf8).write(to: target)
            try FileManager.default.createDirectory(
                at: tool.cacheDirectory, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: tool.cacheDirectory.appendingPathComponent("cache.sqlite"), withDestinationURL: target)
            let show = try await tool.run(["show", "640199958"])
            expectNoTrap(show)
            #expect(show.standardError.contains("is a symbolic link"), "\(show.standardError)")
            #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        }
    }

    /// A named pipe at the cache file or at a side file made every command wait forever (SQLite
    /// opens it and waits for a writer); a directory at the cache file is refused the same way.
    /// Each run goes through `timeout 60`, so today's hang would read as status 124.
    @Test(arguments: [
        ("cache.sqlite", "fifo"), ("cache.sqlite-wal", "fifo"), ("cache.sqlite-shm", "fifo"),
        ("cache.sqlite", "directory"),
    ])
    func aCachePathThatIsNotAPlainFileIsRefusedNotWaitedOn(name: String, kind: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "list"]).status == 0)
            let path = tool.cacheDirectory.appendingPathComponent(name).path
            try? FileManager.default.removeItem(atPath: path)
            if kind == "fifo" {
                #expect(mkfifo(path, 0o600) == 0)
            } else {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            }
            let words =
                kind == "fifo"
                ? "is a named pipe (FIFO), not a plain file" : "is a directory, not a plain file"
            for arguments in [["show", "640199958", "--offline"], ["cache", "list"], ["cache", "info"]] {
                let outcome = try await tool.run(arguments, through: ["/usr/bin/timeout", "60"])
                expectNoTrap(outcome)
                #expect(outcome.status != 124, "\(arguments) waited on the \(kind)")
                #expect(outcome.standardError.contains(words), "\(arguments): \(outcome.standardError)")
                #expect(outcome.standardError.contains(name))
            }
        }
    }

    /// A directory where SQLite's `-wal` or `-shm` belongs is moved aside with what it held, and
    /// the cache goes on with its entries.
    @Test(arguments: ["cache.sqlite-wal", "cache.sqlite-shm"])
    func aDirectoryAtASideFileIsMovedAsideAndTheCacheGoesOn(name: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(
                try await tool.run(["cache", "import", FixtureServer.lookupFile("284882215").path]).status
                    == 0)
            let path = tool.cacheDirectory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
            try Data("kept".utf8).write(to: path.appendingPathComponent("inside"))
            let list = try await tool.run(["cache", "list"], through: ["/usr/bin/timeout", "60"])
            expectNoTrap(list)
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardOutput.contains("284882215"), "nothing of the cache is lost")
            #expect(list.standardError.contains("A directory stood where the cache's side file"))
            let names = try FileManager.default.contentsOfDirectory(atPath: tool.cacheDirectory.path)
            let aside = try #require(names.first { $0.hasPrefix(name + ".corrupt-") }, "\(names)")
            let kept = tool.cacheDirectory.appendingPathComponent(aside).appendingPathComponent("inside")
            #expect(try String(contentsOf: kept, encoding: .utf8) == "kept")
        }
    }

    /// Damage SQLite does not notice — three flipped bytes in the list of applied migrations, a
    /// dropped or renamed table, the list itself dropped — is repaired: the file is moved aside
    /// (kept) and a new one saves again. Before, the flipped bytes read as "a newer appdetail" and
    /// disabled the cache for good (every cache command 74, nothing saved, nothing moved).
    @Test(arguments: [
        "flip", "DROP TABLE feed_cache", "ALTER TABLE app_cache RENAME TO old_cache",
        "DROP TABLE grdb_migrations",
    ])
    func schemaDamageIsRepaired(damage: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(
                try await tool.run(["cache", "import", FixtureServer.lookupFile("284882215").path]).status
                    == 0)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            if damage == "flip" {
                var bytes = try [UInt8](Data(contentsOf: file))
                let mark = Array("0001_create".utf8)
                let at = try #require(
                    (0...(bytes.count - mark.count)).first { Array(bytes[$0..<($0 + mark.count)]) == mark })
                for offset in 5...7 { bytes[at + offset] ^= 0x20 }  // "0001_CREate"
                try Data(bytes).write(to: file)
            } else {
                try await sql(file, damage + ";")
            }
            for arguments in [["cache", "info"], ["cache", "list"]] {
                let outcome = try await tool.run(arguments)
                expectNoTrap(outcome)
                #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: tool.cacheDirectory.path)
            #expect(
                names.contains { $0.hasPrefix("cache.sqlite.corrupt-") }, "the damaged file is kept: \(names)"
            )
            let imported = try await tool.run([
                "cache", "import", FixtureServer.lookupFile("1054938992").path,
            ])
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(
                try await tool.run(["show", "1054938992", "--offline"]).status == 0, "the new file saves")
        }
    }

    /// Another program's SQLite file at the cache's path is neither migrated nor moved: it is
    /// reported and left exactly as it was.
    @Test func anotherProgramsDatabaseIsLeftAlone() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            try FileManager.default.createDirectory(
                at: tool.cacheDirectory, withIntermediateDirectories: true)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            try await sql(file, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine');")
            let before = try Data(contentsOf: file)
            let list = try await tool.run(["cache", "list"])
            expectNoTrap(list)
            #expect(list.status == 74, "\(list.standardError)")
            #expect(list.standardError.contains("is another program's SQLite database (its tables: notes)"))
            let show = try await tool.run(["show", "640199958", "--offline"])
            expectNoTrap(show)
            #expect(show.standardError.contains("another program's SQLite database"), "\(show.standardError)")
            #expect(try Data(contentsOf: file) == before, "not migrated, not seeded")
            let names = try FileManager.default.contentsOfDirectory(atPath: tool.cacheDirectory.path)
            #expect(names.sorted() == ["cache.sqlite"], "nothing moved or added: \(names)")
        }
    }

    @Test func anInterruptedFirstRunSeedsAgainButAClearedCacheDoesNot() async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(try await tool.run(["cache", "list"]).status == 0)
            let file = tool.cacheDirectory.appendingPathComponent("cache.sqlite")
            // What a first run killed before its seeding committed leaves: the schema, nothing else.
            try await sql(file, "DELETE FROM app_cache; DELETE FROM cache_meta;")
            let reseeded = try await tool.run(["cache", "list"])
            #expect(reseeded.standardOutput.contains("640199958"), "\(reseeded.standardOutput)")
            #expect(try await tool.run(["cache", "clear"]).status == 0)
            let cleared = try await tool.run(["cache", "list"])
            #expect(!cleared.standardOutput.contains("640199958"), "cleared on purpose stays cleared")
        }
    }

    @Test func aPoisonedAnswerIsNeverCached() async throws {
        let url = FixtureServer.fixtures.appendingPathComponent("lookup/284882215.json")
        var envelope = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var result = try #require((envelope["results"] as? [[String: Any]])?.first)
        result["fileSizeBytes"] = "922337203685477581"
        envelope["results"] = [result]
        let body = Array(try JSONSerialization.data(withJSONObject: envelope))
        let server = try RawHTTPServer { _, connection in connection.respond(status: 200, body: body) }
        defer { server.stop() }
        try await withTool(network: false) { (plain) async throws in
            let tool = CommandLineTool(
                executable: plain.executable, cacheDirectory: plain.cacheDirectory, endpoint: server.baseURL)
            let fetched = try await tool.run(["show", "284882215"])
            expectNoTrap(fetched)
            #expect(fetched.status == 65, "\(fetched.standardError)")
            #expect(fetched.standardError.contains("fileSizeBytes"))
            let offline = try await tool.run(["show", "284882215", "--offline"])
            expectNoTrap(offline)
            #expect(offline.status == 69, "nothing was cached: \(offline.standardError)")
        }
    }

    @Test(arguments: [
        ["show", "-\u{1B}]0;X\u{07}"], ["shwo\u{1B}[31m"], ["show", "1", "--format", "js\u{1B}]0;T\u{07}on"],
        ["cache", "info", "--cache-dir", "/tmp/x\u{1B}]0;T\u{07}y"],
    ])
    func escapesFromArgumentsAndPathsNeverReachTheTerminal(arguments: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(arguments)
            expectNoTrap(outcome)
            let printed = outcome.standardOutput + outcome.standardError
            #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(printed)")
        }
    }
}
