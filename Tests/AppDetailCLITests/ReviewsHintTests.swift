import Foundation
import TestSupport
import Testing

/// `appdetail reviews` as a person follows it: the next-page hint runs as printed, a bundle id is
/// accepted, `--offline` finds the one store that holds the reviews, the page speaks one language.
@Suite("The reviews command's hints work as printed", .enabled(if: fixturesAvailable))
struct ReviewsHintTests {
    /// The command after "Next page: ", without the leading `appdetail`.
    private func nextPageCommand(in output: String) throws -> [String] {
        let line = try #require(output.split(separator: "\n").last { $0.contains("appdetail reviews") })
        let command = try #require(line.range(of: "appdetail ")).upperBound
        return line[command...].split(separator: " ").map(String.init)
    }

    @Test(arguments: [
        (["--country", "nl"], ["--country", "nl"]),
        (
            ["--country", "kr", "--lang", "en", "--sort", "helpful"],
            ["--country", "kr", "--lang", "en", "--sort", "helpful"]
        ),
    ])
    func theNextPageHintKeepsTheStoreLanguageAndOrder(options: [String], kept: [String]) async throws {
        try await withTool { (tool) async throws in
            let first = try await tool.run(["reviews", "474495017"] + options)
            #expect(first.status == 0, "\(first.standardError)")
            let next = try nextPageCommand(in: first.standardOutput)
            #expect(next.suffix(2) == ["--page", "2"])
            for option in stride(from: 0, to: kept.count, by: 2) {
                let at = try #require(next.firstIndex(of: kept[option]), "\(next) lacks \(kept[option])")
                #expect(next[at + 1] == kept[option + 1])
            }
            let second = try await tool.run(next)
            #expect(second.status == 0, "\(next): \(second.standardError)")
            let paths = (try #require(tool.server)).requests.paths
            let country = kept[1]
            #expect(paths.contains { $0.hasPrefix("/\(country)/rss/customerreviews/page=2/") }, "\(paths)")
        }
    }

    @Test func aBundleIDIsFoundThroughTheListing() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["reviews", "com.facebook.Facebook"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            // The lookup that found the id cached the listing, so the title carries the app's name.
            #expect(outcome.standardOutput.hasPrefix("Reviews of Facebook (284882215) in the US store"))
            let paths = (try #require(tool.server)).requests.paths
            #expect(paths.contains { $0.contains("customerreviews/page=1/id=284882215/") }, "\(paths)")
        }
    }

    @Test func offlineReviewsComeFromTheOneStoreThatHoldsThem() async throws {
        try await withTool { (tool) async throws in
            #expect(try await tool.run(["reviews", "474495017", "--country", "nl"]).status == 0)
            let offline = try await tool.run(["reviews", "474495017", "--offline"])
            #expect(offline.status == 0, "\(offline.standardError)")
            #expect(offline.standardOutput.hasPrefix("Reviews of 474495017 in the NL store"))
        }
    }

    @Test func theReviewsPageSpeaksTheStoresLanguage() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["reviews", "474495017", "--country", "kr"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.hasPrefix("474495017 리뷰 · KR 스토어 · 최신순 · 1페이지"))
            #expect(
                outcome.standardOutput.contains("다음 페이지: appdetail reviews 474495017 --country kr --page 2"))
            #expect(!outcome.standardOutput.contains("Reviews of"))
        }
    }

    @Test func cacheRemoveTakesTheBundleIDOfACachedApp() async throws {
        try await withTool(network: false) { (tool) async throws in
            #expect(
                try await tool.run(["cache", "import", FixtureServer.lookupFile("284882215").path]).status
                    == 0)
            let removed = try await tool.run(["cache", "remove", "com.facebook.Facebook"])
            #expect(removed.status == 0, "\(removed.standardError)")
            // The imported answer was also its first observation: the history goes with the app.
            #expect(removed.standardOutput == "284882215: removed 1 listing, 1 observation\n")
            let unknown = try await tool.run(["cache", "remove", "com.example.nothing"])
            #expect(unknown.status == 66)
            #expect(unknown.standardOutput == "com.example.nothing: not cached\n")
            #expect(unknown.standardError.contains("error: 1 of 1 app was not in the cache"))
        }
    }
}
