import Foundation
import Testing

/// `show`'s plain forms (apps and options spelled out, each value in its own word) are read
/// without ArgumentParser; everything else goes to ArgumentParser. A `--` at the end changes
/// nothing a command means but is never read plainly, so each form run with and without it must
/// print the same bytes and end with the same status: what the plain reading gives is what
/// ArgumentParser gives.
@Suite("show's plain words read as ArgumentParser reads them", .enabled(if: fixturesAvailable))
struct PlainShowWordsTests {
    /// Every option and flag the plain reading knows, at least once, and forms it leaves to
    /// ArgumentParser (a value it refuses, `=`, a repeat, a short option, a failed check).
    static let forms: [[String]] = [
        ["640199958"],
        ["640199958", "--offline", "--width", "60", "--full", "--urls", "--no-pager"],
        ["640199958", "--offline", "--format", "json"],
        ["640199958", "--offline", "--format", "text", "--color", "always", "--reviews", "0"],
        ["640199958", "--offline", "--color", "never", "--section", "information", "--section", "ratings"],
        ["311867728", "--country", "kr", "--lang", "ko", "--offline", "--width", "40"],
        ["311867728", "736602666", "--country", "kr", "--offline", "--format", "json"],
        ["640199958", "-v", "--offline", "--timeout", "5", "--rate", "15"],
        [
            "640199958", "--verbose", "--offline", "--endpoint", "http://127.0.0.1:9", "--proxy",
            "http://127.0.0.1:9",
        ],
        ["640199958", "--offline", "--cache-dir", "CACHE"],
        ["640199958", "--refresh", "--offline"],
        ["640199958", "--offline", "--width", "5"],
        ["640199958", "--offline", "--reviews", "51"],
        ["640199958", "--offline", "--reviews", "many"],
        ["640199958", "--offline", "--format", "xml"],
        ["640199958", "--offline", "--color", "sometimes"],
        ["640199958", "--offline", "--section", "nothing"],
        ["640199958", "--offline", "--width=60"],
        ["640199958", "--offline", "--width", "60", "--width", "70"],
        ["640199958", "--offline", "--full", "--full"],
        ["640199958", "--offline", "--timeout", "0"],
        ["640199958", "--offline", "--rate", "0"],
        ["640199958", "--offline", "--country", "zz"],
        ["640199958", "--offline", "--lang", "tlh"],
        ["640199958", "--offline", "--fulll"],
        ["640199958", "--offline", "--width"],
        ["--offline"],
        ["-1", "--offline"],
        ["1", "2", "--web", "--offline"],
    ]

    @Test(arguments: forms)
    func aFormReadsTheSameBothWays(words: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            // The test's own cache, named as a person would name it.
            let words = words.map { $0 == "CACHE" ? tool.cacheDirectory.path : $0 }
            let plain = try await tool.run(["show"] + words)
            let parsed = try await tool.run(["show"] + words + ["--"])
            #expect(plain.status == parsed.status, "\(words): \(plain.standardError)")
            #expect(plain.standardOutput == parsed.standardOutput, "\(words)")
            #expect(Self.untimed(plain.standardError) == Self.untimed(parsed.standardError), "\(words)")
            // A run read plainly never traps on a value left unset.
            #expect(plain.status < 128, "\(words): \(plain.standardError)")
        }
    }

    /// `text` without the lines of `-v` that no two runs share: how long something took, and the
    /// states of the page, whose parts arrive in any order.
    static func untimed(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter {
            !$0.contains(" ms") && !$0.hasPrefix("appdetail: state") && !$0.hasPrefix("appdetail:   ")
        }
    }
}
