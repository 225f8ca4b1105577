import Foundation
import TestSupport
import Testing

/// One option is one option: `--format` and `-v` read the same in every command that has them,
/// and each command's help states the cache age that command keeps to.
@Suite("One option set in every command", .enabled(if: fixturesAvailable))
struct OneOptionSetTests {
    @Test func formatAndVerboseReadTheSameInEveryCommand() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            var formats: [String: String] = [:]
            var verbose: [String: String] = [:]
            for command in [["show"], ["reviews"], ["search"], ["top"], ["diff"], ["cache", "list"]] {
                let help = try await tool.run(command + ["--help"], environment: ["COLUMNS": "200"])
                #expect(help.status == 0, "\(command): \(help.standardError)")
                let name = command.joined(separator: " ")
                formats[name] = Self.entry(of: "--format", in: help.standardOutput)
                if let line = Self.entry(of: "-v, --verbose", in: help.standardOutput) {
                    verbose[name] = line
                }
            }
            #expect(formats.count == 6 && formats.values.allSatisfy { $0 != nil })
            #expect(Set(formats.values.compactMap { $0 }).count == 1, "\(formats)")
            #expect(verbose.keys.sorted() == ["search", "show", "top"], "\(verbose)")
            #expect(Set(verbose.values).count == 1, "\(verbose)")
        }
    }

    /// Each command's help names the age its answers are kept for: a listing a day, reviews and
    /// a chart an hour, a search a quarter of an hour.
    @Test(arguments: [
        (["show"], "younger than a day"), (["reviews"], "younger than an hour"),
        (["search"], "from the cache for 15 minutes"), (["top"], "from the cache for an hour"),
        (["top"], "cached within a day"), (["cache", "refresh"], "older than a day"),
    ])
    func helpStatesTheCacheAge(command: [String], phrase: String) async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let help = try await tool.run(command + ["--help"], environment: ["COLUMNS": "400"])
            let joined = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(joined.contains(phrase), "\(command) --help:\n\(help.standardOutput)")
        }
    }

    /// The help entry of `option`: its line and the lines that continue it, spaces collapsed.
    private static func entry(of option: String, in help: String) -> String? {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard
            let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option) })
        else { return nil }
        var text = lines[start]
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("      "), !line.trimmingCharacters(in: .whitespaces).hasPrefix("-") else {
                break
            }
            text += " " + line
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
