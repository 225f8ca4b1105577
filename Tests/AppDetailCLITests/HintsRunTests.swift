import Foundation
import TestSupport
import Testing

/// Every hint the pages and errors print is a command or an option that runs: each is taken from
/// the output and run, and must not be a usage error (64).
@Suite("Every printed hint runs", .enabled(if: fixturesAvailable))
struct HintsRunTests {
    /// The commands in backticks of `text` (`appdetail show 999 --country kr`), without `appdetail`.
    private func quotedCommands(in text: String) -> [[String]] {
        text.components(separatedBy: "`").enumerated().compactMap { index, part in
            guard index % 2 == 1, part.hasPrefix("appdetail ") else { return nil }
            return part.split(separator: " ").dropFirst().map(String.init)
        }
    }

    @Test(arguments: [
        ["show", "311867728", "--country", "kr", "--width", "70", "--reviews", "2"],
        ["show", "640199958", "--width", "80", "--reviews", "1"],
        ["show", "311867728", "--country", "kr", "--width", "40", "--reviews", "1"],
    ])
    func thePagesHintsRun(page: [String]) async throws {
        try await withTool { (tool) async throws in
            let shown = try await tool.run(page)
            #expect(shown.status == 0, "\(shown.standardError)")
            let text = shown.standardOutput
            #expect(text.contains("--reviews N"), "the page offers more reviews:\n\(text)")
            let more = try await tool.run(page + ["--reviews", "10"])
            #expect(more.status == 0, "\(more.standardError)")
            #expect(
                more.standardOutput.components(separatedBy: "\n★").count
                    > shown.standardOutput.components(separatedBy: "\n★").count)
            // The reviews command the hint prints, on one line, run word for word as printed: a
            // command broken across two lines would be copied in halves.
            let printed = try #require(
                text.range(of: #"appdetail reviews [^)）\n]+"#, options: .regularExpression).map {
                    String(text[$0])
                },
                "the hint names the reviews command:\n\(text)")
            #expect(
                printed.contains(page[1]) || !page[1].allSatisfy(\.isNumber), "it names the app: \(printed)")
            let words = printed.split(separator: " ").dropFirst().map(String.init)
            let reviews = try await tool.run(words)
            #expect(reviews.status == 0, "\(printed), as the hint says: \(reviews.standardError)")
            if text.contains("--full") {
                let full = try await tool.run(page + ["--full"])
                #expect(full.status == 0, "\(full.standardError)")
                #expect(!full.standardOutput.contains("--full"), "--full leaves nothing more to show")
            }
        }
    }

    @Test(arguments: [["show", "999"], ["show", "999", "--country", "kr"]])
    func anErrorsSuggestedCommandRuns(failing: [String]) async throws {
        try await withTool { (tool) async throws in
            let failed = try await tool.run(failing)
            #expect(failed.status == 66, "\(failed.standardError)")
            let suggested = quotedCommands(in: failed.standardError)
            #expect(!suggested.isEmpty, "the hint suggests a command: \(failed.standardError)")
            for command in suggested {
                let outcome = try await tool.run(command)
                #expect(
                    outcome.status != 64,
                    "the hint's `appdetail \(command.joined(separator: " "))`: \(outcome.standardError)")
            }
        }
    }

    @Test func theCacheHintsRun() async throws {
        try await withTool(network: false) { (tool) async throws in
            let missing = try await tool.run(["cache", "remove", "1"])
            #expect(missing.standardError.contains("hint: appdetail cache list shows what is."))
            #expect(try await tool.run(["cache", "list"]).status == 0)
            let offline = try await tool.run(["show", "1", "--offline"])
            #expect(offline.status == 69)
            #expect(offline.standardError.contains("import a saved answer: appdetail cache import FILE"))
            #expect(
                try await tool.run(["cache", "import", FixtureServer.lookupFile("284882215").path]).status
                    == 0)
        }
    }

    /// Every example a command's help gives is accepted as printed: run against the loopback
    /// store, none is a usage error (64), and the sample ones show a page.
    @Test(arguments: ["show", "search", "top", "reviews"])
    func theHelpsExamplesRunAsPrinted(command: String) async throws {
        try await withTool { (tool) async throws in
            let help = try await tool.run([command, "--help"])
            let examples = help.standardOutput.split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("appdetail \(command) ") }
            #expect(examples.count >= 2, "\(command) --help gives examples:\n\(help.standardOutput)")
            for example in examples {
                let words = try #require(Self.words(of: example)).dropFirst()
                let outcome = try await tool.run(Array(words))
                #expect(outcome.status != 64, "\(example): \(outcome.standardError)")
            }
        }
    }

    /// A command line's words, with double quotes grouping ("naver map").
    private static func words(of line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return quoted ? nil : words
    }
}
