import Foundation
import TestSupport
import Testing

/// The tool as a person meets it: typed into an interactive bash (job control on) in a tmux
/// pane, a page taller than the pane going through the pager. A pager outside the terminal's
/// foreground process group is stopped by job control and the screen stays blank; these tests
/// wait for the page, quit it, and want the prompt back with the tool's status.
@Suite(
    "appdetail in a real terminal (interactive bash in tmux)", .serialized,
    .enabled(if: fixturesAvailable),
    .enabled(
        if: TmuxPane.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil,
        "needs Debian's tmux (apt-get install tmux); .ci/run installs it"))
struct RealTerminalTests {
    /// The sample app's page is about 60 lines: taller than a 24-line pane.
    static let showCommand = "appdetail show 640199958; echo \"status=$?\""

    @Test(arguments: ["", "PAGER=more "])
    func aTallPageIsPagedAndQuitsOnQ(pager: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            try await inPane(of: tool) { pane in
                try await pane.type(pager + Self.showCommand)
                try await pane.waitForScreen("the page's first screen") { $0.contains("Apple Developer") }
                #expect(!(try await pane.screen()).contains("status="), "the pager must wait for a key")
                try await pane.press("q")
                try await pane.waitForScreen("the prompt and the tool's status") { $0.contains("status=0") }
            }
        }
    }

    @Test func reviewsArePagedAndQuitOnQ() async throws {
        try await withTool { (tool) async throws in
            try await inPane(of: tool) { pane in
                try await pane.type("appdetail reviews 474495017 --country nl; echo \"status=$?\"")
                try await pane.waitForScreen("the first reviews") { $0.contains("★") }
                try await pane.press("q")
                try await pane.waitForScreen("the prompt and the tool's status") { $0.contains("status=0") }
            }
        }
    }

    /// Narrowing the window while the page is shown: the pager redraws at the new width and
    /// still quits on `q`.
    @Test func aResizeWhilePagingKeepsThePagerWorking() async throws {
        try await withTool(network: false) { (tool) async throws in
            try await inPane(of: tool) { pane in
                try await pane.type(Self.showCommand)
                try await pane.waitForScreen("the page's first screen") { $0.contains("Apple Developer") }
                try await pane.resize(columns: 40, rows: 15)
                try await pane.waitForScreen("a screen 40 columns wide") { screen in
                    screen.split(separator: "\n").allSatisfy { $0.count <= 40 }
                }
                try await pane.press("q")
                try await pane.waitForScreen("the prompt and the tool's status") { $0.contains("status=0") }
            }
        }
    }

    /// Ctrl-C belongs to the pager (less stays); the tool is neither killed under it nor left
    /// behind: after `q` the status is the tool's own and the terminal still echoes what is typed.
    @Test func controlCWhilePagingLeavesTheTerminalSane() async throws {
        try await withTool(network: false) { (tool) async throws in
            try await inPane(of: tool) { pane in
                try await pane.type(Self.showCommand)
                try await pane.waitForScreen("the page's first screen") { $0.contains("Apple Developer") }
                try await pane.press("C-c")
                try await pane.press("q")
                try await pane.waitForScreen("the prompt and the tool's status") { $0.contains("status=0") }
                try await pane.type(
                    "stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo)' | paste -sd, -")
                try await pane.waitForScreen("canonical input and echo on") { $0.contains("icanon,echo") }
            }
        }
    }

    /// A store that keeps the page waiting: after half a second one status line says what is
    /// asked of which store, and Ctrl-C clears it as the tool ends (130), leaving no stale line.
    @Test func aSlowStoreShowsWhatIsWaitedForAndCtrlCClearsIt() async throws {
        let server = try RawHTTPServer { _, connection in
            _ = connection.waitForPeerToLeave(limit: .seconds(300))
        }
        defer { server.stop() }
        try await withTool(network: false) { (plain) async throws in
            let tool = CommandLineTool(
                executable: plain.executable, cacheDirectory: plain.cacheDirectory, endpoint: server.baseURL)
            try await inPane(of: tool) { pane in
                // The tool waits longer than a test kept from its turn on a loaded machine could
                // take to see the line and press Ctrl-C (the default 30 s did not, in CI).
                try await pane.type("appdetail show 284882215 --timeout 300; echo \"status=$?\"")
                try await pane.waitForScreen("the status line") {
                    $0.contains("Asking the US store for the listing…")
                }
                try await pane.press("C-c")
                try await pane.waitForScreen("the prompt and the tool's status") { $0.contains("status=130") }
                #expect(
                    !(try await pane.screen()).contains("Asking the US store"), "the status line was cleared")
            }
        }
    }

    /// A look around the world at a slow budget: a progress line as wide as the window allows
    /// says what is left and how long it takes; Ctrl-C ends the look (130) and clears the line,
    /// the terminal's `^C` included; the same command again asks only the storefronts left.
    @Test func aLookAroundTheWorldIsInterruptedAndGoesOnWhereItStopped() async throws {
        try await CommandLineTool.withWorldStore { tool, store in
            let codes = "eu,gb,ch"  // 29 storefronts
            try await inPane(of: tool) { pane in
                try await pane.type(
                    "APPDETAIL_RATE=60 appdetail world 389801252 --countries \(codes) --no-pager; echo \"status=$?\""
                )
                try await pane.waitForScreen("the progress line") { $0.contains("to ask, ~") }
                try await pane.press("C-c")
                try await pane.waitForScreen("the prompt and the tool's status") { $0.contains("status=130") }
                let screen = try await pane.screen()
                #expect(!screen.contains("Storefronts ("), "the progress line was cleared:\n\(screen)")
                #expect(!screen.contains("^C"), "the terminal's ^C went with it:\n\(screen)")
            }
            let before = store.storefrontsAsked
            #expect(before.count < 29, "interrupted before the end: \(before.count)")
            let rest = try await tool.run(["world", "389801252", "--countries", codes])
            #expect(rest.status == 0, "\(rest.standardError)")
            let after = store.storefrontsAsked.dropFirst(before.count)
            #expect(
                Set(after).isDisjoint(with: before.dropLast()), "nothing answered is asked again: \(after)")
            #expect(Set(before).union(after).count == 29)
        }
    }

    /// The store page is a part like the others: with every other part answered at once and
    /// the store page slow, the status line names it until it comes, then the page is shown.
    @Test func aSlowStorePageIsNamedOnTheStatusLine() async throws {
        try await withPageServer(reviews: .data(FixtureServer.reviewsInOurWords())) { tool, server in
            server.serve("/us/app/id640199958", status: 404, body: Data(), after: .seconds(4))
            try await inPane(of: tool) { pane in
                try await pane.type("appdetail show 640199958 --no-pager | tail -1; echo \"status=$?\"")
                try await pane.waitForScreen("the status line") {
                    $0.contains("Asking the US store for") && $0.contains("the App Store page…")
                }
                try await pane.waitForScreen("the prompt and the tool's status") { $0.contains("status=0") }
                #expect(
                    !(try await pane.screen()).contains("Asking the US store"), "the status line was cleared")
            }
        }
    }

    /// A pager that cannot be run, or fails, has shown nothing: the page follows without it
    /// after one warning, and the tool's status is its own.
    @Test(arguments: [
        ("no-such-pager-here", "was not found (status 127)"), ("false", "failed (status 1)"),
    ])
    func aPagerThatFailsShowsThePageItself(pager: String, reason: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.runOnTerminal(
                ["show", "640199958"], environment: ["PAGER": pager], setUp: "stty rows 10 cols 80; ")
            #expect(outcome.status == 0, "\(outcome.standardOutput)")
            #expect(outcome.standardOutput.contains("warning: the pager “\(pager)” \(reason)"))
            #expect(outcome.standardOutput.contains("── Description"), "the page itself")
            #expect(outcome.standardOutput.components(separatedBy: "warning: the pager").count == 2)
        }
    }

    /// At 40 columns the notes under a page wrap at word boundaries, under their text, instead of
    /// being cut mid-word by the terminal; an error and its hint likewise.
    @Test func messagesWrapUnderTheirTextOnANarrowTerminal() async throws {
        try await withTool(network: false) { (tool) async throws in
            try await inPane(of: tool, columns: 40) { pane in
                try await pane.type(
                    "appdetail show 640199958 --offline > /dev/null; appdetail show abc; echo fin''ished")
                try await pane.waitForScreen("the notes and the error") { $0.contains("finished") }
                let screen = try await pane.screen()
                let lines = screen.split(separator: "\n").map(String.init)
                let note = try #require(
                    lines.firstIndex { $0.hasPrefix("note: Showing sample data") }, "\(screen)")
                #expect(
                    lines[note + 1].hasPrefix("      ") && !lines[note + 1].hasPrefix("       "), "\(screen)")
                let error = try #require(lines.firstIndex { $0.hasPrefix("error: ") }, "\(screen)")
                #expect(lines[error + 1].hasPrefix("       "), "\(screen)")
                // The wrap is the tool's, at a space: no line ends inside a word it then continues.
                let output = Array(lines[note...].prefix { !$0.hasPrefix("finished") })
                let labels = ["note: ", "warning: ", "error: ", "hint: "]
                for (line, next) in zip(output, output.dropFirst()) where line.count >= 39 {
                    let continues =
                        next.first == " " || next.isEmpty || labels.contains { next.hasPrefix($0) }
                    #expect(continues, "\(line) / \(next)")
                }
            }
        }
    }

    /// What `track add` says of each app is wrapped at a space on a narrow terminal, never cut
    /// by the terminal inside a word.
    @Test func followingSaysItWithinANarrowTerminal() async throws {
        try await withTool { (tool) async throws in
            try await inPane(of: tool, columns: 40) { pane in
                try await pane.type("appdetail track add 640199958 --country us; echo \"status=$?\"")
                let screen = try await pane.waitForScreen("the tool's status") { screen in
                    screen.split(separator: "\n").contains { $0.hasPrefix("status=") }
                }
                // Trailing blanks are the pane's; a leading one would be the terminal's cut.
                let lines = screen.split(separator: "\n").map {
                    String($0.reversed().drop { $0 == " " }.reversed())
                }
                let following = try #require(lines.firstIndex { $0.hasPrefix("Following ") }, "\(screen)")
                #expect(lines[following] == "Following Apple Developer (640199958) in", "\(screen)")
                #expect(lines[following + 1] == "the US store.", "\(screen)")
            }
        }
    }

    private func inPane(
        of tool: CommandLineTool, columns: Int = 80, _ body: (TmuxPane) async throws -> Void
    ) async throws {
        let pane = try await TmuxPane(
            columns: columns, rows: 24,
            variables: [
                "PATH": tool.executable.deletingLastPathComponent().path + ":/usr/bin:/bin",
                "HOME": tool.cacheDirectory.path, "APPDETAIL_CACHE_DIR": tool.cacheDirectory.path,
                "APPDETAIL_ENDPOINT": tool.endpoint?.absoluteString ?? "http://127.0.0.1:9",
            ])
        do {
            try await body(pane)
        } catch {
            await pane.close()
            throw error
        }
        await pane.close()
    }
}
