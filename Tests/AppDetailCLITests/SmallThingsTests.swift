import Foundation
import TestSupport
import Testing

/// The small things a user trips on: `--version` in every command's help, completion that knows
/// the store's countries and the page languages, and a `--lang` that is the store's own default
/// reading the same cache entry as no `--lang`.
@Suite("Small things a user trips on", .enabled(if: fixturesAvailable))
struct SmallThingsTests {
    @Test(arguments: [
        ["show"], ["reviews"], ["search"], ["diff"], ["cache", "list"], ["cache", "import"],
        ["cache", "prune"],
    ])
    func everyCommandsHelpListsTheVersion(command: [String]) async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let help = try await tool.run(command + ["--help"])
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("--version"), "\(command) --help:\n\(help.standardOutput)")
            let version = try await tool.run(command + ["--version"])
            let release = try newestRelease()
            #expect(
                version.status == 0 && version.standardOutput == "\(release)\n", "\(version.standardError)")
        }
    }

    /// The newest release `CHANGELOG.md` names (`## 0.1.0 — 2026-11-24`), which `--version` prints.
    private func newestRelease() throws -> String {
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../CHANGELOG.md").standardized
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let heading = text.split(separator: "\n").first {
            $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true
        }
        return try #require(heading?.dropFirst(3).split(separator: " ").first.map(String.init))
    }

    /// `show --web` opens the app's page with `$BROWSER` (here a script noting its argument)
    /// without asking the store for an id; a browser that cannot start gives the address.
    @Test func webOpensTheStorePageInTheBrowser() async throws {
        try await withTool(network: false) { (tool) async throws in
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let browser = folder.appendingPathComponent("browser")
            let noted = folder.appendingPathComponent("opened.txt")
            try "#!/bin/sh\necho \"$@\" > '\(noted.path)'\n".write(
                to: browser, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser.path)
            let opened = try await tool.run(
                ["show", "https://apps.apple.com/kr/app/x/id311867728?l=en", "--web"],
                environment: ["BROWSER": browser.path])
            #expect(opened.status == 0, "\(opened.standardError)")
            #expect(opened.standardOutput.isEmpty)
            #expect(
                try String(contentsOf: noted, encoding: .utf8)
                    == "https://apps.apple.com/kr/app/id311867728?l=en\n")
            let missing = try await tool.run(
                ["show", "640199958", "--web"], environment: ["BROWSER": "/nonexistent"])
            #expect(missing.status == 69, "\(missing.standardError)")
            #expect(
                missing.standardOutput == "https://apps.apple.com/us/app/id640199958\n",
                "the address alone on standard output, for a pipe")
            #expect(
                missing.standardError.contains(
                    "hint: Open https://apps.apple.com/us/app/id640199958 yourself"),
                "\(missing.standardError)")
            #expect(!missing.standardError.contains("No such file"), "no other program's words")
        }
    }

    /// An empty list in the JSON is `[]`, not `[`, a blank line and `]`.
    @Test func anEmptyJSONListIsWrittenOnOneLine() async throws {
        try await withTool(network: false) { (tool) async throws in
            _ = try await tool.run(["cache", "import", FixtureServer.lookupFile("1607015385").path])
            let shown = try await tool.run([
                "show", "1607015385", "--country", "kr", "--offline", "--format", "json",
            ])
            #expect(shown.status == 0, "\(shown.standardError)")
            #expect(
                shown.standardOutput.contains("\"advisories\" : [],\n"), "\(shown.standardOutput.prefix(300))"
            )
            #expect(shown.standardOutput.range(of: #"\[\n\s*\n"#, options: .regularExpression) == nil)
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionOffersCountriesAndLanguages(shell: String) async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let script = try await tool.run(["--generate-completion-script", shell]).standardOutput
            for word in ["kr", "jp", "gb", "zh-Hant", "ko"] {
                #expect(script.contains(word), "\(shell) completion lacks \(word)")
            }
        }
    }

    /// `--lang ko` in the Korean store is what the store answers anyway: the same entry is read.
    @Test(arguments: [["--lang", "ko"], ["--lang", "ko-KR"], ["--lang", "ko_kr"]])
    func theStoresOwnLanguageSharesTheDefaultsEntry(language: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(
                ["show", "311867728", "--country", "kr", "--offline"] + language)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.hasPrefix("NAVER Map, Navigation\n"))
            let json = try await tool.run(
                ["show", "311867728", "--country", "kr", "--offline", "--format", "json"] + language)
            #expect(!json.standardOutput.contains("\"language\" : \"ko"), "the default is not named")
        }
    }
}
