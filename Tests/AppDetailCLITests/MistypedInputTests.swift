import Foundation
import TestSupport
import Testing

/// A person's slips — a mistyped option or command, a file that is not an answer, standard
/// input — each get a message that names the problem and the way out.
@Suite("Mistyped commands, options and files", .enabled(if: fixturesAvailable))
struct MistypedInputTests {
    @Test(arguments: [
        (["show", "1055295863", "--formt", "json"], "Unknown option '--formt'. Did you mean '--format'?"),
        (["show", "1", "--ofline"], "Unknown option '--ofline'. Did you mean '--offline'?"),
        (["show", "1", "--zzzzzz"], "Unknown option '--zzzzzz'."),
        (["shwo", "1"], "Unknown command 'shwo'. Did you mean 'show'?"),
        (["serch", "bank"], "Unknown command 'serch'. Did you mean 'search'?"),
        (["cache", "lst"], "Unknown command 'cache lst'. Did you mean 'cache list'?"),
        (["show", "1", "--timeout", "0"], "--timeout takes 1 to 300 seconds, not 0."),
        (["show"], "Name an app: a link, an id or a bundle id."),
        (
            ["show", "1", "com.example.app"],
            "Several apps can be named only by their ids, and “com.example.app” is not one; show a link or a bundle id on its own."
        ),
        // A negative number is a word, not an option; `--` ends the options.
        (
            ["show", "1", "2", "-1"],
            "Several apps can be named only by their ids, and “-1” is not one; show a link or a bundle id on its own."
        ),
        (
            ["show", "1", "--", "X"],
            "Several apps can be named only by their ids, and “X” is not one; show a link or a bundle id on its own."
        ),
        (["show", "--", "-1"], "Invalid app id “-1”: use digits only."),
        // cache remove collects its apps as show does: nothing typed is dropped.
        (["cache", "remove", "-1"], "Invalid app id “-1”: use digits only."),
        (["cache", "remove", "-x"], "Unknown option '-x'."),
        (
            ["cache", "remove", "5", "--cache-dri", "/x"],
            "Unknown option '--cache-dri'. Did you mean '--cache-dir'?"
        ),
    ])
    func aSlipIsAUsageErrorWithASuggestion(arguments: [String], message: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 64, "\(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("error: \(message)\n"), "\(outcome.standardError)")
            #expect(outcome.standardError.components(separatedBy: "\nhint: ").count == 2)
            #expect(outcome.standardOutput.isEmpty)
        }
    }

    /// Thousands of ids, or one huge option, are refused and quoted by their first few
    /// characters, never whole (20,000 ids once cost ArgumentParser minutes; they are refused
    /// before it sees them).
    @Test func manyIdsOrAHugeOptionAreQuotedShortened() async throws {
        try await withTool(network: false) { (tool) async throws in
            let ids = (1...20_000).map { "\(100_000 + $0)" }
            for arguments in [["show"] + ids, ["show", "1", "--" + String(repeating: "x", count: 5_000)]] {
                let outcome = try await tool.run(arguments)
                #expect(outcome.status == 64, "\(outcome.standardError)")
                #expect(outcome.standardError.hasPrefix("error: "))
                #expect(outcome.standardError.utf8.count < 400, "\(outcome.standardError)")
            }
        }
    }

    /// Too many words for `show` are counted as apps without the options and their values.
    @Test func tooManyAppsAreCountedWithoutTheOptions() async throws {
        try await withTool(network: false) { (tool) async throws in
            let ids = (1...241).map { "\(100_000 + $0)" }
            let outcome = try await tool.run(
                ["show"] + ids + [
                    "--country", "kr", "--offline", "--format", "json", "--timeout", "5", "--lang", "ko",
                ])
            #expect(outcome.status == 64, "\(outcome.standardError)")
            #expect(
                outcome.standardError.hasPrefix(
                    "error: Name at most 200 apps, not 241 (100001 100002 100003 …)."),
                "\(outcome.standardError)")
        }
    }

    @Test func theUsageNamesOneAppOrSeveralIds() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "--help"])
            #expect(
                outcome.standardOutput.contains("USAGE: appdetail show <app> | <id> <id> … [<options>]"),
                "\(outcome.standardOutput)")
        }
    }

    /// Files that are not answers are data errors (65) naming the file, never "try again later".
    @Test func aFileThatIsNotAnAnswerIsNamedWithWhatIsWrong() async throws {
        try await withTool(network: false) { (tool) async throws in
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let bad = folder.appendingPathComponent("not-an-answer.json")
            try Data(#"{"x": 1}"#.utf8).write(to: bad)
            let error = FixtureServer.fixtures.appendingPathComponent(
                "responses/fastlane__fastlane__itunesLookup-invalid.json")
            let good = FixtureServer.lookupFile("284882215")
            for (arguments, message) in [
                (["diff", good.path, bad.path], "\(bad.path) is not a saved Lookup or Search answer"),
                (["cache", "import", bad.path], "\(bad.path) is not a saved Lookup or Search answer"),
                (["cache", "import", error.path], "\(error.path) holds the store's error answer"),
                (["diff", good.path, folder.path], "\(folder.path) is a directory, not a file."),
            ] {
                let outcome = try await tool.run(arguments)
                #expect(outcome.status == 65, "\(arguments): \(outcome.standardError)")
                #expect(outcome.standardError.hasPrefix("error: \(message)"), "\(outcome.standardError)")
                #expect(!outcome.standardError.contains("Try again later"))
                #expect(!outcome.standardError.contains("NSCocoaErrorDomain"))
            }
        }
    }

    @Test func aDashReadsStandardInput() async throws {
        try await withTool(network: false) { (tool) async throws in
            let file = FixtureServer.lookupFile("284882215").path
            let outcome = try await tool.run(
                [], through: ["/bin/sh", "-c", "\"$0\" cache import - < \(file)"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(
                outcome.standardOutput
                    == "-: imported 1 app, observed 2026-11-22T12:00:00Z (now; --observed-at gives when it was fetched)\n"
            )
        }
    }

    /// A pipe, `/dev/stdin` and a process substitution are streams to read, not files to refuse.
    @Test(arguments: [
        "cat FILE | \"$0\" cache import -", "\"$0\" cache import /dev/stdin < FILE",
        "\"$0\" cache import <(cat FILE)", "cat FILE | \"$0\" diff - FILE",
    ])
    func aStreamIsReadAsAStream(script: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let file = FixtureServer.lookupFile("284882215").path
            let outcome = try await tool.run(
                [], through: ["/bin/bash", "-c", script.replacingOccurrences(of: "FILE", with: file)])
            #expect(outcome.status == 0, "\(script): \(outcome.standardError)")
            #expect(outcome.standardError.isEmpty, "\(script): \(outcome.standardError)")
        }
    }

    /// An endless stream or a file larger than the network's 5 MiB cap is refused with 65 and
    /// the size, after reading at most that much (it once grew to gigabytes in seconds). Each
    /// run goes through `timeout 60`, so reading without end would read as status 124.
    @Test(arguments: [
        "\"$0\" cache import - < /dev/zero", "\"$0\" diff - FILE < /dev/zero",
        "\"$0\" cache import BIG", "\"$0\" diff BIG FILE",
    ])
    func anEndlessOrHugeInputIsRefusedAtTheCap(script: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let file = FixtureServer.lookupFile("284882215").path
            let big = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("big.json")
            try Data(count: (5 << 20) + 1).write(to: big)
            let command = script.replacingOccurrences(of: "FILE", with: file)
                .replacingOccurrences(of: "BIG", with: big.path)
            let outcome = try await tool.run(
                [], through: ["/usr/bin/timeout", "60", "/bin/bash", "-c", command])
            #expect(outcome.status == 65, "\(script): \(outcome.standardError)")
            let size = script.contains("BIG") ? "is 5242881 bytes" : "goes on past 5242880 bytes"
            #expect(outcome.standardError.contains(size), "\(outcome.standardError)")
            #expect(outcome.standardError.contains("at most 5 MiB"))
        }
    }

    @Test func aDumbTerminalGetsNoColour() async throws {
        try await withTool(network: false) { (tool) async throws in
            for (term, coloured) in [("xterm", true), ("dumb", false)] {
                let outcome = try await tool.runOnTerminal(
                    ["show", "640199958", "--offline"], environment: ["TERM": term])
                #expect(outcome.standardOutput.contains("Apple Developer"), "\(outcome.standardOutput)")
                #expect(outcome.standardOutput.contains("\u{1B}[") == coloured, "TERM=\(term)")
            }
        }
    }

    /// A negative number is a number out of range, said as such, not a "missing value".
    @Test(arguments: [
        (["top", "--limit", "-1"], "A chart lists 1 to 200 apps, not -1."),
        (["search", "maps", "--limit", "-5"], "A search returns 1 to 200 results, not -5."),
        (["show", "284882215", "--reviews", "-2"], "--reviews takes 0 to 50, not -2."),
        (["reviews", "284882215", "--page", "-3"], "There is no page -3 of reviews"),
    ])
    func aNegativeNumberIsOutOfRange(arguments: [String], message: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 64)
            #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
            #expect(!outcome.standardError.contains("Missing value"))
        }
    }

    /// A genre pasted by mistake (a whole page) is quoted cut short, on one line.
    @Test func aHugeGenreIsQuotedShort() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run([
                "top", "--genre", String(repeating: "finance\n", count: 16_000),
            ])
            #expect(outcome.status == 64)
            let first = try #require(outcome.standardError.split(separator: "\n").first)
            #expect(first.count < 200 && first.contains("…”"), "\(first)")
        }
    }
}
