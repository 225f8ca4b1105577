import Foundation
import TestSupport
import Testing

/// Shell completion as a person presses Tab, in each shell Debian packages: text a store (or a
/// server named with `--endpoint`, or a doctored import) put in the cache is never run and never
/// offered, and completing writes nothing to the cache.
@Suite(
    "Completion runs nothing and writes nothing", .serialized, .enabled(if: fixturesAvailable),
    .enabled(
        if: TmuxPane.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
        "needs Debian's tmux (apt-get install tmux); .ci/run installs it"))
struct CompletionSafetyTests {
    /// A bundle id that runs two commands if a shell ever expands it.
    static func hostileBundleID(marking marker: URL) -> String {
        "com.evil$(touch \(marker.path))`touch \(marker.path)-2`"
    }

    /// Imports two listings made from a real answer: one whose bundle id is `hostile`, one plain
    /// (`com.example.plain`), both starting with `com.e`.
    static func importListings(_ tool: CommandLineTool, hostile: String) async throws {
        for (id, bundle) in [(999_000_111, hostile), (999_000_222, "com.example.plain")] {
            let file = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("\(id).json")
            try FixtureServer.editedAnswer("1016396103") { result in
                result["trackId"] = id
                result["bundleId"] = bundle
            }.write(to: file)
            let imported = try await tool.run(["cache", "import", file.path])
            #expect(imported.status == 0, "\(imported.standardError)")
        }
    }

    /// Tab after `appdetail show com.e`, in a real interactive shell: the plain bundle id is
    /// completed, the hostile one neither offered nor run.
    @Test(arguments: TmuxPane.Shell.allCases)
    func aCachedBundleIDIsNeverRun(shell: TmuxPane.Shell) async throws {
        guard shell.isInstalled else {
            // CI installs every shell (.ci/run); a developer's machine may lack zsh or fish.
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(shell) is not installed") }
            return
        }
        try await withTool(network: false) { (tool) async throws in
            let marker = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("ran")
            try await Self.importListings(tool, hostile: Self.hostileBundleID(marking: marker))
            let pane = try await Self.paneWithCompletion(shell, tool: tool)
            do {
                try await pane.type("clear")
                try await pane.typeWithoutEnter("appdetail show com.e")
                try await pane.press("Tab")
                try await pane.waitForScreen("the plain bundle id completed") {
                    $0.contains("com.example.plain")
                }
                try await pane.press("Tab")
                try await Task.sleep(for: .seconds(1))
                let screen = try await pane.screen()
                #expect(!screen.contains("touch") && !screen.contains("com.evil"), "\(screen)")
                #expect(!FileManager.default.fileExists(atPath: marker.path), "\(shell) ran the cached text")
                #expect(
                    !FileManager.default.fileExists(atPath: marker.path + "-2"),
                    "\(shell) ran the cached text")
            } catch {
                await pane.close()
                throw error
            }
            await pane.close()
        }
    }

    /// An interactive `shell` in tmux at 80×24 with the tool's completion script loaded.
    static func paneWithCompletion(_ shell: TmuxPane.Shell, tool: CommandLineTool) async throws -> TmuxPane {
        let scripts = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("completions")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        let script = try await tool.run(["--generate-completion-script", shell.rawValue])
        let name = ["bash": "appdetail.bash", "zsh": "_appdetail", "fish": "appdetail.fish"][shell.rawValue]!
        try Data(script.standardOutput.utf8).write(to: scripts.appendingPathComponent(name))
        let pane = try await TmuxPane(
            columns: 80, rows: 24,
            variables: [
                "PATH": tool.executable.deletingLastPathComponent().path + ":/usr/bin:/bin",
                "HOME": tool.cacheDirectory.path, "APPDETAIL_CACHE_DIR": tool.cacheDirectory.path,
            ], shell: shell)
        do {
            switch shell {
            case .bash: try await pane.type("source \(scripts.path)/\(name)")
            case .zsh:
                try await pane.type("fpath=(\(scripts.path) $fpath); autoload -U compinit; compinit -u -D")
            case .fish: try await pane.type("source \(scripts.path)/\(name)")
            }
        } catch {
            await pane.close()
            throw error
        }
        return pane
    }

    /// zsh and fish show each cached id with its app's name beside it, and a name that holds
    /// `$(…)` and backticks is shown, never run; bash offers the plain ids alone.
    @Test(arguments: TmuxPane.Shell.allCases)
    func anAppsNameIsShownBesideItsIDNeverRun(shell: TmuxPane.Shell) async throws {
        guard shell.isInstalled else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(shell) is not installed") }
            return
        }
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let marker = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("named")
            for (id, name) in [
                (999_000_111, "Evil $(touch \(marker.path))`touch \(marker.path)-2`"),
                (999_000_222, "Plain Notes: Pro"),
            ] {
                let file = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent(
                    "\(id).json")
                try FixtureServer.editedAnswer("1016396103") { result in
                    result["trackId"] = id
                    result["trackName"] = name
                    result["bundleId"] = "com.example.n\(id)"
                }.write(to: file)
                let imported = try await tool.run(["cache", "import", file.path])
                #expect(imported.status == 0, "\(imported.standardError)")
            }
            let pane = try await Self.paneWithCompletion(shell, tool: tool)
            do {
                try await pane.type("clear")
                try await pane.typeWithoutEnter("appdetail show 99900")
                try await pane.press("Tab")
                // bash completes the common part first and lists the rest on the next Tab.
                try await pane.waitForScreen("the common part completed") { $0.contains("999000") }
                // A Tab that comes while the tool still answers the last one can be lost on a
                // loaded machine: press again until the list shows, at most five times.
                var listed = false
                for _ in 0..<5 where !listed {
                    try await Task.sleep(for: .seconds(1))
                    try await pane.press("Tab")
                    try await Task.sleep(for: .seconds(1))
                    let screen = try await pane.screen()
                    listed = screen.contains("999000111") && screen.contains("999000222")
                }
                let shown = try await pane.screen()
                #expect(listed, "both ids offered: \(shown)")
                try await Task.sleep(for: .seconds(1))
                let screen = try await pane.screen()
                if shell == .bash {
                    #expect(!screen.contains("Plain Notes"), "bash gets the plain ids: \(screen)")
                } else {
                    #expect(screen.contains("Plain Notes: Pro"), "\(shell) shows the name: \(screen)")
                }
                #expect(!FileManager.default.fileExists(atPath: marker.path), "\(shell) ran the cached name")
                #expect(
                    !FileManager.default.fileExists(atPath: marker.path + "-2"),
                    "\(shell) ran the cached name")
            } catch {
                await pane.close()
                throw error
            }
            await pane.close()
        }
    }

    /// What the shell's script asks the tool for the word `typed` at position 2 of `show`,
    /// `after` being the words after it.
    static func complete(_ tool: CommandLineTool, _ typed: String, after: [String] = []) async throws
        -> [String]
    {
        let outcome = try await tool.run(
            [
                "---completion", "show", "--", "positional@0", "2", "\(typed.count)", "appdetail", "show",
                typed,
            ]
                + after)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return outcome.standardOutput.split(separator: "\n").map(String.init)
    }

    /// Every file in `directory` and its bytes.
    static func contents(of directory: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return try Dictionary(
            uniqueKeysWithValues: names.map {
                ($0, try Data(contentsOf: directory.appendingPathComponent($0)))
            })
    }

    /// A keypress opens the cache read-only or not at all: an older cache is not migrated, a
    /// damaged one not moved aside, a current one gains no side file — and `--cache-dir` counts
    /// wherever it is on the line.
    @Test func completionWritesNothing() async throws {
        try await withTool(network: false) { (tool) async throws in
            try await Self.importListings(tool, hostile: "com.e$(true)")
            #expect(
                try await Self.complete(tool, "com.e") == ["com.example.plain"],
                "the hostile one is not offered")
            #expect(try await Self.complete(tool, "99900") == ["999000111", "999000222"])
            let cache = tool.cacheDirectory
            for side in ["-wal", "-shm"] {
                try? FileManager.default.removeItem(
                    atPath: cache.appendingPathComponent("cache.sqlite").path + side)
            }
            var before = try Self.contents(of: cache)
            #expect(try await Self.complete(tool, "99900") == ["999000111", "999000222"])
            #expect(try Self.contents(of: cache) == before, "no side file made, nothing changed")

            let older = cache.deletingLastPathComponent().appendingPathComponent("older")
            try await EarlierCacheFile.make(
                at: older.appendingPathComponent("cache.sqlite"), through: "0009_add_chart_ranking")
            before = try Self.contents(of: older)
            #expect(try await Self.complete(tool, "99900", after: ["--cache-dir", older.path]).isEmpty)
            #expect(try Self.contents(of: older) == before, "the older cache is not migrated")
            let migrations = try await EarlierCacheFile.rows(
                of: older.appendingPathComponent("cache.sqlite"), "SELECT count(*) FROM grdb_migrations")
            #expect(migrations == ["9"])

            let damaged = cache.deletingLastPathComponent().appendingPathComponent("damaged")
            try FileManager.default.createDirectory(at: damaged, withIntermediateDirectories: true)
            try Data(repeating: 0x41, count: 8_192).write(to: damaged.appendingPathComponent("cache.sqlite"))
            before = try Self.contents(of: damaged)
            #expect(try await Self.complete(tool, "99900", after: ["--cache-dir=\(damaged.path)"]).isEmpty)
            #expect(try Self.contents(of: damaged) == before, "the damaged cache is not moved aside")

            // --cache-dir after the word being completed names the cache too.
            let elsewhere = cache.deletingLastPathComponent().appendingPathComponent("elsewhere")
            let other = CommandLineTool(
                executable: tool.executable, cacheDirectory: elsewhere, endpoint: tool.endpoint)
            try await Self.importListings(other, hostile: "com.x")
            let named = try await tool.run(
                [
                    "---completion", "show", "--", "positional@0", "2", "5", "appdetail", "show", "com.e",
                    "--cache-dir", elsewhere.path,
                ],
                environment: [
                    "APPDETAIL_CACHE_DIR": cache.deletingLastPathComponent().appendingPathComponent("none")
                        .path
                ])
            #expect(
                named.standardOutput.split(separator: "\n") == ["com.example.plain"],
                "\(named.standardOutput)")
        }
    }
}
