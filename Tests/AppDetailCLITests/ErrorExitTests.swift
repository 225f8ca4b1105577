import Foundation
import Testing

/// Each failure: its exit code, one `error:` line and a `hint:` line on standard error, nothing
/// on standard output, and never a stack trace.
@Suite("Failures exit with their documented code and message", .enabled(if: fixturesAvailable))
struct ErrorExitTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["show", "abc"], status: 64,
            message: "“abc” is neither an app id, a bundle id nor an App Store link."),
        Case(arguments: ["show", "-1"], status: 64, message: "Invalid app id “-1”"),
        Case(
            arguments: ["show", String(repeating: "9", count: 30)], status: 64,
            message: "it is too large to be an App Store id"),
        Case(
            arguments: ["show", "284882215", "--country", "zz"], status: 64,
            message: "“zz” is not an ISO 3166"),
        // A control character typed is shown, not dropped: “kr” alone would look valid.
        Case(
            arguments: ["show", "284882215", "--country", "kr\u{1B}"], status: 64,
            message: "“kr\\u{1B}” is not an ISO 3166"),
        Case(
            arguments: ["show", "284882215", "--endpoint", "ftp://x"], status: 64,
            message: "not an http or https URL"),
        Case(arguments: ["show", "999"], status: 66, message: "No app with id 999 in the US App Store."),
        Case(arguments: ["show", "4"], status: 65, message: "The App Store's answer could not be read"),
        Case(arguments: ["show", "5"], status: 65, message: "is not an iOS app"),
        Case(arguments: ["show", "1"], status: 69, message: "HTTP status 500"),
        Case(arguments: ["show", "2"], status: 75, message: "limiting requests"),
        Case(arguments: ["show", "7"], status: 75, message: "limiting requests"),
        Case(
            arguments: ["show", "284882215", "--offline"], status: 69,
            message: "Offline, and there is no cache at"),
    ]

    @Test(arguments: cases)
    func failureIsReportedOnce(_ failure: Case) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(failure.arguments)
            #expect(outcome.status == failure.status, "\(outcome.standardError)")
            #expect(outcome.standardOutput.isEmpty)
            let lines = outcome.standardError.split(separator: "\n")
            #expect(lines.count == 2, "\(lines)")
            #expect(lines.first?.hasPrefix("error: ") == true)
            #expect(lines.first?.contains(failure.message) == true, "\(lines)")
            #expect(lines.last?.hasPrefix("hint: ") == true)
        }
    }

    /// A name where an app belongs: the hint says how to find its id, online and off, in words
    /// that run as printed.
    @Test(arguments: [("kakao", "kakao"), ("naver map", "\"naver map\""), ("카카오", "카카오")])
    func aNameIsAnsweredWithTheWayToItsID(name: String, words: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", name])
            #expect(outcome.status == 64)
            #expect(
                outcome.standardError.hasSuffix(
                    "hint: To find an app by its name: appdetail search \(words); offline, the cached apps: appdetail cache list \(words).\n"
                ), "\(outcome.standardError)")
            // As printed, the offline way runs and finds the cached sample.
            if name == "naver map" {
                let list = try await tool.run(["cache", "list", "naver map"])
                #expect(list.standardOutput.contains("311867728"), "\(list.standardOutput)")
            }
        }
    }

    @Test func notFoundSuggestsAnotherStore() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["show", "999", "--country", "kr"])
            #expect(outcome.status == 66)
            #expect(outcome.standardError.contains("--country us"))
        }
    }

    @Test func noNetworkIsOfflineWithAHint() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "284882215"])
            #expect(outcome.status == 69)
            #expect(outcome.standardError.contains("hint: Check the network connection"))
        }
    }

    @Test func aCacheThatCannotExistIsACacheFailure() async throws {
        try await withTool { (tool) async throws in
            let blocker = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("a-file")
            try Data("x".utf8).write(to: blocker)
            let outcome = try await tool.run(["cache", "info", "--cache-dir", blocker.path])
            #expect(outcome.status == 74, "\(outcome.standardError)")
            #expect(outcome.standardError.contains("error: The local cache is unavailable"))
            // show still works without a cache, and says so.
            let show = try await tool.run(["show", "284882215", "--cache-dir", blocker.path])
            #expect(show.status == 0)
            #expect(show.standardError.contains("warning: The cache at"))
        }
    }

    @Test func aBadOptionIsAUsageError() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "1", "--refresh", "--offline"])
            #expect(outcome.status == 64)
            #expect(outcome.standardError.contains("cannot be used together"))
            let width = try await tool.run(["show", "1", "--width", "5"])
            #expect(width.status == 64)
        }
    }
}
