import Foundation
import TestSupport
import Testing

/// Help and hints as a newcomer reads them: `--section` with a wrong name answers on one line,
/// `reviews` is titled with the app's name when the cache knows it, and `--country`'s help is
/// true for commands that take no app.
@Suite("Help and hints that are true for each command", .enabled(if: fixturesAvailable))
struct HelpAndHintsTests {
    @Test func anUnknownSectionIsNamedWithTheNamesOnOneLine() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "640199958", "--section", "ratng"])
            #expect(outcome.status == 64, "\(outcome.standardError)")
            let lines = outcome.standardError.split(separator: "\n")
            let error = try #require(lines.first)
            #expect(error.contains("There is no part 'ratng'. Did you mean 'ratings'?"), "\(error)")
            #expect(error.contains("ratings, versions, privacy, purchases, similar, events"), "\(error)")
            #expect(lines.count <= 2, "at most the error and one hint:\n\(outcome.standardError)")
            #expect(!outcome.standardError.contains("- ratings"), "no list, one name a line")
        }
    }

    /// `--section`'s help is written out (a help computed at run time cost every command half a
    /// million instructions), so it is held to the parts the usage error lists from the code.
    @Test func theSectionHelpNamesEveryPart() async throws {
        try await withTool(network: false) { (tool) async throws in
            let unknown = try await tool.run(["show", "640199958", "--section", "nothing"])
            let listed = try #require(unknown.standardError.components(separatedBy: "The parts are ").last)
            let parts = listed.prefix { $0 != "." }.components(separatedBy: ", ")
            #expect(parts.count >= 9, "\(parts)")
            let help = try await tool.run(["show", "--help"]).standardOutput
            let section = try #require(help.components(separatedBy: "--section").dropFirst().first)
            let words = section.prefix(700).split { !$0.isLetter }.map(String.init)
            for part in parts {
                #expect(words.contains(part), "show --help's --section leaves out \(part)")
            }
        }
    }

    /// The listing is imported (never fetched by `reviews`), and the title carries its name.
    @Test func reviewsAreTitledWithTheAppsNameWhenCached() async throws {
        try await withTool { (tool) async throws in
            let untitled = try await tool.run(["reviews", "474495017", "--country", "nl"])
            #expect(untitled.status == 0, "\(untitled.standardError)")
            #expect(untitled.standardOutput.contains("Reviews of 474495017 in the NL store"))
            let lookup = try JSONSerialization.jsonObject(
                with: Data(contentsOf: FixtureServer.lookupFile("1607015385")))
            var document = try #require(lookup as? [String: Any])
            var result = try #require((document["results"] as? [[String: Any]])?.first)
            result["trackId"] = 474_495_017
            result["trackName"] = "Het Weerbericht"
            result["trackViewUrl"] = "https://apps.apple.com/nl/app/x/id474495017?uo=4"
            document["results"] = [result]
            let file = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("nl.json")
            try JSONSerialization.data(withJSONObject: document).write(to: file)
            let imported = try await tool.run(["cache", "import", file.path, "--country", "nl"])
            #expect(imported.status == 0, "\(imported.standardError)")
            let lookups = try #require(tool.server).requests.paths.filter { $0.contains("lookup") }
            let titled = try await tool.run(["reviews", "474495017", "--country", "nl"])
            #expect(titled.status == 0, "\(titled.standardError)")
            #expect(
                titled.standardOutput.contains("Reviews of Het Weerbericht (474495017) in the NL store"),
                "\(titled.standardOutput.prefix(200))")
            let after = try #require(tool.server).requests.paths.filter { $0.contains("lookup") }
            #expect(after == lookups, "the title is read from the cache, never fetched")
        }
    }

    @Test(arguments: [["top"], ["search"], ["diff"], ["show"]])
    func theCountrysHelpIsTrueForEachCommand(command: [String]) async throws {
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let help = try await tool.run(command + ["--help"])
            #expect(help.status == 0)
            let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(!text.contains("given as the app"), "\(command): \(text)")
            #expect(text.contains("$APPDETAIL_COUNTRY"), "\(command): \(text)")
        }
    }

    /// A part shown alone is titled with its app; the page's own header is not among the parts.
    @Test func aPartShownAloneNamesItsApp() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "640199958", "--offline", "--section", "ratings"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(
                outcome.standardOutput.hasPrefix("Apple Developer · Apple\n\n"), "\(outcome.standardOutput)")
            let whole = try await tool.run(["show", "640199958", "--offline"])
            #expect(
                whole.standardOutput.hasPrefix("Apple Developer\nApple\n"), "the whole page keeps its header")
        }
    }
}
