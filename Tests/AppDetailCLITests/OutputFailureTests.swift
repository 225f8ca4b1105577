import Foundation
import TestSupport
import Testing

/// Output that cannot be written: never a trap, one line on standard error when it still works,
/// exit 74; a reader that leaves early ends the tool quietly.
@Suite("Unwritable output ends with a message and exit 74, never a trap", .enabled(if: fixturesAvailable))
struct OutputFailureTests {
    /// Runs the tool through `bash -c script`, where `"$@"` is the tool and its arguments.
    private func shell(_ tool: CommandLineTool, _ script: String, _ arguments: [String]) async throws
        -> CommandLineTool.Outcome
    {
        try await tool.run(arguments, through: ["/bin/bash", "-c", script, "bash"])
    }

    private func expectNoTrap(_ outcome: CommandLineTool.Outcome) {
        #expect(!outcome.standardError.contains("Fatal error"), "\(outcome.standardError)")
        #expect(outcome.status != 132 && outcome.status != 134, "status \(outcome.status)")
    }

    @Test(arguments: [
        ["show", "640199958"], ["show", "640199958", "--format", "json"], ["cache", "list"],
        ["cache", "info"],
        ["--version"], ["--help"],
    ])
    func standardOutputOnAFullDisk(_ arguments: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await shell(tool, #""$@" > /dev/full"#, arguments)
            expectNoTrap(outcome)
            #expect(outcome.status == 74)
            #expect(
                outcome.standardError.hasSuffix(
                    "error: the output could not be written to standard output: no space left on device.\n"
                        + "hint: Send the output somewhere it can be written, such as a file on another disk.\n"
                ),
                "\(outcome.standardError)")
        }
    }

    @Test func standardOutputClosed() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await shell(tool, #""$@" >&-"#, ["show", "640199958"])
            expectNoTrap(outcome)
            #expect(outcome.status == 74)
            #expect(outcome.standardError.contains("standard output: it is closed."))
            // The cache was opened while descriptor 1 was free: it must not have received the page.
            let list = try await tool.run(["cache", "list"])
            #expect(list.status == 0, "\(list.standardError)")
            #expect(list.standardOutput.contains("640199958"))
        }
    }

    @Test func aDiffToAFullDisk() async throws {
        try await withTool(network: false) { (tool) async throws in
            let old = FixtureServer.fixtures.appendingPathComponent("lookup/284882215.json").path
            let outcome = try await shell(tool, #""$@" > /dev/full"#, ["diff", old, old])
            expectNoTrap(outcome)
            #expect(outcome.status == 74)
        }
    }

    @Test func standardErrorOnAFullDisk() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await shell(tool, #""$@" 2> /dev/full"#, ["show", "640199958", "-v"])
            #expect(outcome.status == 74)
            #expect(outcome.standardError.isEmpty)
        }
    }

    /// A failure keeps its own status when its message cannot be written: scripts still tell
    /// "not in the cache" (69) and a bad argument (64) from an unwritable stream (74).
    @Test(arguments: [#""$@" 2> /dev/full"#, #""$@" 2>&-"#])
    func aFailureKeepsItsStatusWhenStandardErrorIsUnwritable(script: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let missing = try await shell(tool, script, ["show", "5", "--offline"])
            expectNoTrap(missing)
            #expect(missing.status == 69, "\(missing.standardError)")
            let usage = try await shell(tool, script, ["show", "abc!"])
            #expect(usage.status == 64)
        }
    }

    @Test func aReaderThatHasGoneEndsTheToolQuietly() async throws {
        try await withTool(network: false) { (tool) async throws in
            // The pipe's reading end is closed before the tool starts: its first write fails.
            let outcome = try await shell(
                tool, #"exec 3>&1; { "$@" 2>&3 | { exec 0<&-; sleep 1; }; } ; exit ${PIPESTATUS[0]}"#,
                ["show", "640199958"])
            expectNoTrap(outcome)
            #expect(outcome.status == 141 || outcome.status == 0, "status \(outcome.status)")
            #expect(outcome.standardError.isEmpty, "\(outcome.standardError)")
        }
    }

    @Test func aPipeClosedAfterTheFirstLine() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await shell(
                tool, #""$@" | head -n 1; exit ${PIPESTATUS[0]}"#, ["show", "640199958", "--full"])
            expectNoTrap(outcome)
            #expect(outcome.status == 0 || outcome.status == 141, "status \(outcome.status)")
            #expect(outcome.standardOutput.split(separator: "\n").count == 1)
            #expect(outcome.standardError.isEmpty || outcome.standardError.hasPrefix("note:"))
        }
    }
}
