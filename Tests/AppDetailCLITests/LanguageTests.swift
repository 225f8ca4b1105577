import Foundation
import TestSupport
import Testing

/// One app in every label language, and at three widths, against golden files. The answer is
/// a real one with its description and release notes replaced by our own words, so the goldens
/// hold no store prose. `UPDATE_GOLDEN=1 swift test` rewrites them.
@Suite("Every store's language", .enabled(if: fixturesAvailable))
struct LanguageTests {
    static let languages = ["en", "ko", "ja", "fr", "de", "es", "zh-Hans", "zh-Hant"]

    /// Imports the edited answer under `language` and shows it offline.
    static func page(_ tool: CommandLineTool, language: String, width: Int) async throws
        -> CommandLineTool.Outcome
    {
        let saved = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent(
            "answer-\(language).json")
        try FixtureServer.editedAnswer("640199958") { result in
            result["description"] =
                "Written for the appdetail tests.\n- A bulleted line long enough to wrap at the narrowest width the tests use.\nThe last line."
            result["releaseNotes"] = "Fixes written for the tests."
        }.write(to: saved)
        let imported = try await tool.run(["cache", "import", saved.path, "--lang", language])
        #expect(imported.status == 0, "\(imported.standardError)")
        return try await tool.run([
            "show", "640199958", "--offline", "--lang", language, "--width", "\(width)",
        ])
    }

    static func expectGolden(_ outcome: CommandLineTool.Outcome, _ file: String) throws {
        #expect(outcome.status == 0, "\(outcome.standardError)")
        try Golden.expect(outcome.standardOutput, equals: file)
    }

    @Test(arguments: languages)
    func thePageInEachLanguage(language: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            try Self.expectGolden(
                try await Self.page(tool, language: language, width: 80), "language-\(language).txt")
        }
    }

    /// A screenshot whose address gives no size says so in the page's language, like every
    /// other word of the page (it read "size unknown" in every language).
    @Test(arguments: [("ko", "크기 정보 없음"), ("ja", "サイズ不明"), ("en", "size unknown")])
    func aScreenshotOfUnknownSizeSaysSoInThePagesLanguage(language: String, words: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let saved = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent(
                "sizeless.json")
            try FixtureServer.editedAnswer("640199958") { result in
                result["screenshotUrls"] = ["https://example.com/shot.jpg"]
            }.write(to: saved)
            #expect(try await tool.run(["cache", "import", saved.path, "--lang", language]).status == 0)
            let page = try await tool.run(["show", "640199958", "--offline", "--lang", language])
            #expect(
                page.standardOutput.contains("iPhone: 1 (\(words))"), "\(page.standardOutput.prefix(600))")
            if language != "en" { #expect(!page.standardOutput.contains("size unknown")) }
        }
    }

    @Test(arguments: [40, 80, 120])
    func thePageAtEachWidth(width: Int) async throws {
        try await withTool(network: false) { (tool) async throws in
            try Self.expectGolden(
                try await Self.page(tool, language: "en", width: width), "width-\(width).txt")
        }
    }

    @Test(arguments: [
        (["--lang", "xx"], "--lang xx is not a language appdetail shows pages in."),
        (["--lang", "jp"], "Did you mean ja?"),
        (["--lang", "zh-hnt"], "is not a language code"),
        (["--country", "uk"], "The United Kingdom's code is gb"),
    ])
    func anUnsupportedLanguageOrAMistakenCountryIsAUsageError(extra: [String], message: String) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "640199958", "--offline"] + extra)
            #expect(outcome.status == 64)
            #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        }
    }
}
