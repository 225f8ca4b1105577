import Foundation
import TestSupport
import Testing

/// The page honours the width everywhere, keeps the Preview short, and links to the store.
@Suite("The page's layout at any width", .enabled(if: fixturesAvailable))
struct LayoutTests {
    /// Columns as a terminal counts them, for the English pages used here (no wide characters).
    static func columns(_ line: Substring) -> Int { line.unicodeScalars.count }

    @Test(arguments: [40, 80, 120])
    func everyLineFitsAndEveryRuleSpansTheWidth(width: Int) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "640199958", "--offline", "--width", "\(width)"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let lines = outcome.standardOutput.split(separator: "\n")
            for line in lines where !TerminalColumns.isWholeAddress(line) {
                #expect(Self.columns(line) <= width, "\(width): \(line)")
            }
            // The store link whole, and on 40 columns without its scheme, so that it fits and
            // neither the terminal nor `less` breaks it inside the id.
            let link =
                width < 41 ? "apps.apple.com/us/app/id640199958" : "https://apps.apple.com/us/app/id640199958"
            #expect(lines.contains(Substring(link)), "the store link, whole: \(link)")
            let rules = lines.filter { $0.hasPrefix("── ") }
            #expect(rules.count >= 4)
            for rule in rules { #expect(Self.columns(rule) == width, "\(rule)") }
        }
    }

    @Test func thePreviewCountsScreenshotsAndListsThemOnlyWithURLs() async throws {
        try await withTool(network: false) { (tool) async throws in
            let compact = try await tool.run(["show", "640199958", "--offline"])
            #expect(compact.standardOutput.contains("iPhone: 2 (392×696)\niPad: 1 (552×414)\n"))
            #expect(!compact.standardOutput.contains("  https://is"))
            let listed = try await tool.run(["show", "640199958", "--offline", "--urls"])
            #expect(listed.standardOutput.components(separatedBy: "\n  https://is").count - 1 == 3)
        }
    }

    /// A long bullet continues under its text; the hint is in the page's language and wraps.
    @Test func bulletsHangAndHintsSpeakThePagesLanguage() async throws {
        try await withTool(network: false) { (tool) async throws in
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let saved = folder.appendingPathComponent("bullets.json")
            try FixtureServer.editedAnswer("311867728") { result in
                result["description"] =
                    "Intro.\n- A bullet long enough to run over one line of forty columns.\n"
                    + (1...12).map { "Line \($0) of a description that goes on." }.joined(separator: "\n")
            }.write(to: saved)
            #expect(try await tool.run(["cache", "import", saved.path]).status == 0)
            let page = try await tool.run([
                "show", "311867728", "--country", "kr", "--offline", "--width", "40",
            ])
            let lines = page.standardOutput.components(separatedBy: "\n")
            let bullet = try #require(lines.firstIndex { $0.hasPrefix("- A bullet long") })
            #expect(lines[bullet + 1].hasPrefix("  "), "the bullet's second line hangs: \(lines[bullet + 1])")
            #expect(page.standardOutput.contains("줄 더 있음"), "the hint in Korean")
            #expect(!page.standardOutput.contains("more lines"))
        }
    }

    /// On a terminal the store link is an OSC 8 hyperlink; in a pipe it is plain text.
    @Test func theStoreLinkIsAHyperlinkOnATerminal() async throws {
        try await withTool(network: false) { (tool) async throws in
            let link = "https://apps.apple.com/us/app/apple-developer/id640199958"
            let piped = try await tool.run(["show", "640199958", "--offline"])
            // The text is the link's short form, which opens the same page.
            #expect(piped.standardOutput.contains("\nhttps://apps.apple.com/us/app/id640199958\n"))
            let outcome = try await tool.runOnTerminal(["show", "640199958", "--offline"])
            #expect(
                outcome.standardOutput.contains("\u{1B}]8;;\(link)\u{1B}\\"),
                "\(outcome.standardOutput.prefix(300))")
        }
    }

    /// Under a pseudo-terminal of 10 rows, a taller page goes through `$PAGER` (here a `sed`
    /// that marks each line); `--no-pager` and a pipe write it directly.
    @Test func aTallPageGoesThroughThePagerOnlyOnATerminal() async throws {
        try await withTool(network: false) { (tool) async throws in
            func onTerminal(_ extra: [String]) async throws -> String {
                try await tool.runOnTerminal(
                    ["show", "640199958", "--offline"] + extra, environment: ["PAGER": "sed s/^/PAGED:/"],
                    setUp: "stty rows 10 cols 80; "
                ).standardOutput
            }
            let paged = try await onTerminal([])
            #expect(paged.contains("PAGED:"), "\(paged.prefix(200))")
            // The sample-data note is at the top inside the pager, not only after it closes.
            let first = paged.split(whereSeparator: \.isNewline).first { $0.hasPrefix("PAGED:") }
            #expect(first?.contains("note: Showing sample data") == true, "\(paged.prefix(300))")
            #expect(!(try await onTerminal(["--no-pager"])).contains("PAGED:"))
            let piped = try await tool.run(
                ["show", "640199958", "--offline"], environment: ["PAGER": "sed s/^/PAGED:/"])
            #expect(
                !piped.standardOutput.contains("PAGED:")
                    && piped.standardOutput.hasPrefix("Apple Developer\n"))
            #expect(piped.standardError.lowercased().contains("sample"), "the note stays on standard error")
        }
    }

    /// The page is UTF-8, so the pager is told so unless the user chose `less`'s character set:
    /// under a locale the system lacks, `less` would show Korean as escaped bytes.
    @Test func thePagerIsToldThePageIsUTF8UnlessTheUserChoseACharset() async throws {
        try await withTool(network: false) { (tool) async throws in
            func charset(_ environment: [String: String]) async throws -> String {
                let output = try await tool.runOnTerminal(
                    ["show", "640199958", "--offline"],
                    environment: environment.merging(["PAGER": "echo \"CHARSET:[$LESSCHARSET]\"; cat"]) {
                        $1
                    },
                    setUp: "stty rows 10 cols 80; "
                ).standardOutput
                let line = output.split(whereSeparator: \.isNewline).first { $0.contains("CHARSET:") }
                return line.map(String.init) ?? "no pager in: \(output.prefix(200))"
            }
            #expect(try await charset(["LANG": "ko_KR.UTF-8"]) == "CHARSET:[utf-8]")
            #expect(try await charset(["LESSCHARSET": "latin1"]) == "CHARSET:[latin1]")
            #expect(try await charset(["LESSCHARDEF": "8bcccbcc18b95.b"]) == "CHARSET:[]")
        }
    }

    /// Japanese breaks between characters, fills each line, and never starts a line with a
    /// closing mark (」、。) nor ends one with an opening mark (「).
    @Test func japaneseBreaksBetweenCharactersByTheLineRules() async throws {
        try await withTool(network: false) { (tool) async throws in
            let saved = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("ja.json")
            try FixtureServer.editedAnswer("640199958") { result in
                result["description"] =
                    "これはテストのために書いた説明文です。「かぎかっこ」の中の言葉も、句読点も、行の頭に来てはいけません。日本語の文章は単語の間に空白を入れないので、文字と文字の間で改行します。"
            }.write(to: saved)
            #expect(try await tool.run(["cache", "import", saved.path, "--lang", "ja"]).status == 0)
            let page = try await tool.run([
                "show", "640199958", "--offline", "--lang", "ja", "--width", "30", "--full",
            ])
            let lines = page.standardOutput.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex { $0.hasPrefix("これはテスト") })
            let paragraph = lines[start...].prefix { !$0.hasPrefix("デベロッパ") }
            #expect(paragraph.count >= 5, "\(paragraph)")
            for line in paragraph {
                let columns = line.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x3000 ? 2 : 1) }
                #expect(
                    columns <= 30 && columns >= 24 || line == paragraph.last, "filled to the width: \(line)")
                #expect(!["」", "、", "。"].contains(line.first.map(String.init) ?? ""), "\(line)")
                #expect(line.last != "「", "\(line)")
            }
        }
    }
}
