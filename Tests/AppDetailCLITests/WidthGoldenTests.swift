import Foundation
import TestSupport
import Testing

/// Every line fits the width: whole pages (More by this developer included) and search tables at
/// 40, 80 and 120 columns, Korean included, against golden files, with each line measured by an
/// independent oracle; store links keep their id. `UPDATE_GOLDEN=1 swift test` rewrites them.
@Suite("Every line fits the width", .enabled(if: fixturesAvailable))
struct WidthGoldenTests {
    static let widths = [40, 80, 120]

    private func expectFits(_ outcome: CommandLineTool.Outcome, width: Int, scratch: URL, _ file: String)
        async throws
    {
        try await expectEveryLineFits(outcome, width: width, scratch: scratch, file)
        try LanguageTests.expectGolden(outcome, file)
    }

    private func expectEveryLineFits(
        _ outcome: CommandLineTool.Outcome, width: Int, scratch: URL, _ name: String
    ) async throws {
        #expect(outcome.status == 0, "\(outcome.standardError)")
        for (line, columns) in try await TerminalColumns.widths(of: outcome.standardOutput, scratch: scratch)
        where !TerminalColumns.isWholeAddress(line) {
            #expect(columns <= width, "\(name): \(columns) columns: \(line)")
        }
    }

    @Test(arguments: [("311867728", "kr"), ("640199958", "us")], widths)
    func thePageFits(app: (id: String, country: String), width: Int) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run([
                "show", app.id, "--country", app.country, "--width", "\(width)", "--reviews", "1",
            ])
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            try await expectFits(
                outcome, width: width, scratch: scratch, "fit-\(app.id)-\(app.country)-\(width).txt")
            let lines = outcome.standardOutput.split(separator: "\n")
            let links = lines.filter { $0.contains("apps.apple.com") || $0.contains("itunes.apple.com") }
            #expect(!links.isEmpty)
            for link in links { #expect(link.contains("id\(app.id)"), "the id was cut from \(link)") }
            let more = try #require(
                lines.firstIndex {
                    $0.contains("── ") && $0.contains(app.country == "kr" ? "다른 앱" : "More by")
                })
            #expect(lines.count - more > 1, "More by this developer lists apps")
        }
    }

    /// Under 40 columns every line still fits: the Information table puts each title above its
    /// value, and a figure line too wide for the terminal wraps. French, Japanese, Korean and
    /// English pages (real listings, imported).
    @Test(arguments: [20, 26, 32])
    func aNarrowTerminalStillFits(width: Int) async throws {
        try await withTool(network: false) { (tool) async throws in
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            for (id, country) in [
                ("338986109", "fr"), ("1377018522", "jp"), ("311867728", "kr"), ("640199958", "us"),
            ] {
                _ = try await tool.run(["cache", "import", FixtureServer.lookupFile(id).path])
                let outcome = try await tool.run(
                    ["show", id, "--country", country, "--offline", "--width", "\(width)"])
                try await expectEveryLineFits(outcome, width: width, scratch: scratch, "\(id) at \(width)")
            }
        }
    }

    @Test(arguments: [("카카오뱅크", "kr"), ("slack", "us")], widths)
    func theSearchTableFits(search: (term: String, country: String), width: Int) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run([
                "search", search.term, "--country", search.country, "--width", "\(width)",
            ])
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            try await expectFits(
                outcome, width: width, scratch: scratch, "fit-search-\(search.country)-\(width).txt")
            #expect(outcome.standardOutput.contains("1  ") || outcome.standardOutput.contains(" 1  "))
        }
    }

    /// An app whose name is longer than the line (a French listing's 54 characters) has it
    /// wrapped with the rest of the page, not left as one long line.
    @Test(arguments: [40, 50])
    func aLongNameWraps(width: Int) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run([
                "show", "338986109", "--country", "fr", "--width", "\(width)", "--reviews", "1",
            ])
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            try await expectEveryLineFits(outcome, width: width, scratch: scratch, "338986109 at \(width)")
            let top = outcome.standardOutput.split(separator: "\n").prefix(3).joined(separator: " ")
            #expect(
                top.contains("118 712 annuaire") && top.contains("particulier"), "\(outcome.standardOutput)")
        }
    }

    /// The reviews list at every width: the header wraps, and the next-page command is never
    /// split (a line of its own when it does not fit beside its label).
    @Test(arguments: widths)
    func theReviewsListFits(width: Int) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run([
                "reviews", "474495017", "--country", "kr", "--lang", "en", "--width", "\(width)",
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            let command = "appdetail reviews 474495017 --country kr --lang en --page 2"
            for (line, columns) in try await TerminalColumns.widths(
                of: outcome.standardOutput, scratch: scratch)
            where !line.contains(command) {
                #expect(columns <= width, "\(columns) columns: \(line)")
            }
            let lines = outcome.standardOutput.split(separator: "\n")
            #expect(lines.contains { $0.hasSuffix(command) }, "the command is whole on one line")
        }
    }

    /// An address of 300,000 characters from the store is shortened as any other — the id end
    /// kept, every line within the width — not cut with a "more characters" note that would
    /// lose the id or split it across lines.
    @Test func aHugeAddressIsShortenedNotCut() async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let scratch = tool.cacheDirectory.deletingLastPathComponent()
            let answer = scratch.appendingPathComponent("huge-addresses.json")
            try FixtureServer.editedAnswer("284882215") { result in
                result["trackViewUrl"] =
                    "https://apps.apple.com/us/app/" + String(repeating: "x", count: 300_000) + "/id284882215"
                result["sellerUrl"] = "https://example.com/" + String(repeating: "y", count: 300_000)
            }.write(to: answer)
            #expect(try await tool.run(["cache", "import", answer.path]).status == 0)
            let outcome = try await tool.run(["show", "284882215", "--offline", "--width", "40"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let lines = outcome.standardOutput.split(separator: "\n")
            #expect(lines.contains("https://apps.apple.com/…/id284882215"), "\(lines.prefix(5))")
            #expect(!outcome.standardOutput.contains("more characters"))
            for (line, columns) in try await TerminalColumns.widths(
                of: outcome.standardOutput, scratch: scratch)
            {
                #expect(columns <= 40, "\(columns) columns: \(line.prefix(60))")
            }
        }
    }
}
