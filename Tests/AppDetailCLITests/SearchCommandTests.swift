import Foundation
import TestSupport
import Testing

/// `search`, App Store links and the default storefront, run as a process against a loopback
/// Search + Lookup server.
@Suite("Finding an app, run as a process", .enabled(if: fixturesAvailable))
struct SearchCommandTests {
    static let kakaoBank: Int64 = 1_258_016_944

    static func rawResults(_ file: String) throws -> [[String: Any]] {
        let url = FixtureServer.fixtures.appendingPathComponent("responses/\(file)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return object?["results"] as? [[String: Any]] ?? []
    }

    /// `UPDATE_GOLDEN=1 swift test` rewrites them; they hold the store's app and developer names.
    @Test(arguments: [
        (["search", "카카오뱅크", "--country", "kr", "--width", "100"], "search-kakaobank-kr.txt"),
        (["search", "slack", "--width", "80"], "search-slack-us.txt"),
    ])
    func theTextIsARankedAlignedTable(arguments: [String], file: String) async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            try Golden.expect(outcome.standardOutput, equals: file)
        }
    }

    @Test(arguments: [
        ("카카오뱅크", "kr", "rnfxl92__AppStoreClone__카카오뱅크.json"), ("slack", "us", "mas-cli__mas__slack.json"),
    ])
    func jsonHasEveryIOSResultInOrderAndSaysWhatWasSkipped(term: String, country: String, file: String)
        async throws
    {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["search", term, "--country", country, "--format", "json"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            let raw = try Self.rawResults(file)
            let iOS = raw.filter { $0["kind"] as? String == "software" }
            let results = try #require(document["results"] as? [[String: Any]])
            #expect(
                results.compactMap { ($0["id"] as? NSNumber)?.int64Value }
                    == iOS.compactMap { ($0["trackId"] as? NSNumber)?.int64Value })
            #expect(
                results.compactMap { $0["name"] as? String } == iOS.compactMap { $0["trackName"] as? String })
            #expect((document["skipped"] as? [String])?.count == raw.count - iOS.count)
            #expect(
                Set(results.first?.keys ?? [:].keys) == [
                    "id", "name", "developer", "iconURL", "category", "rating", "price",
                ])
            let paths = (try #require(tool.server)).requests.paths
            #expect(
                paths.contains {
                    $0.hasPrefix("/search?") && $0.contains("entity=software") && $0.contains("limit=25")
                })
        }
    }

    @Test func nothingFoundIsSaidAndExitsZero() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run(["search", "no such app at all"])
            #expect(outcome.status == 0)
            #expect(outcome.standardOutput == "No apps found for “no such app at all”.\n")
        }
    }

    @Test(arguments: [
        ["search", "   "], ["search", "x", "--limit", "0"], ["search", "x", "--limit", "201"],
    ])
    func badSearchInputIsAUsageError(arguments: [String]) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(arguments)
            #expect(outcome.status == 64, "\(outcome.standardError)")
            #expect(outcome.standardError.contains("hint: "))
        }
    }

    /// The README's flow as a newcomer runs it: a search in one store, then `show ID` with no
    /// store named and the store unreachable, shows the copy the search cached (with a note
    /// naming its store) instead of asking the default store; so does a sample of another store.
    /// A store that was named and fails gets a hint naming where the app is cached.
    @Test func afterASearchShowWithNoStoreNamedReadsTheCachedStore() async throws {
        try await withTool { (tool) async throws in
            _ = try await tool.run(["search", "카카오뱅크", "--country", "kr"])
            let unreachable = ["APPDETAIL_ENDPOINT": "http://127.0.0.1:9"]
            let show = try await tool.run(["show", "\(Self.kakaoBank)"], environment: unreachable)
            #expect(show.status == 0, "\(show.standardError)")
            #expect(show.standardOutput.hasPrefix("카카오뱅크\n"))
            #expect(show.standardError.contains("note: Showing the kr store's listing, the only one cached"))
            let sample = try await tool.run(["show", "311867728"], environment: unreachable)
            #expect(sample.status == 0, "a kr sample with the default store: \(sample.standardError)")
            let named = try await tool.run(
                ["show", "\(Self.kakaoBank)", "--country", "jp"], environment: unreachable)
            #expect(named.status == 69, "\(named.standardError)")
            #expect(
                named.standardError.contains(
                    "hint: It is cached in the kr store: `appdetail show \(Self.kakaoBank) --country kr`."),
                "\(named.standardError)")
            // Offline, another language of the same store is shown rather than "not in the cache".
            let korean = try await tool.run(["show", "640199958", "--lang", "ko", "--offline"])
            #expect(korean.status == 0, "\(korean.standardError)")
            #expect(
                korean.standardError.contains(
                    "note: Showing the us listing: the us/ko one is not in the cache"))
        }
    }

    /// Right after a search, any result shows offline — from the only store that holds it, in
    /// every link form the fixtures' `trackViewUrl`s use, with or without the name part.
    @Test func aResultShowsOfflineRightAfterTheSearchFromEveryLinkForm() async throws {
        try await withTool { (tool) async throws in
            _ = try await tool.run(["search", "카카오뱅크", "--country", "kr"])
            let info = try await tool.run(["cache", "info"])
            #expect(info.standardOutput.contains("1 search, 0 charts\n"), "\(info.standardOutput)")
            let plain = try await tool.run(["show", "\(Self.kakaoBank)", "--offline", "-v"])
            #expect(plain.status == 0, "\(plain.standardError)")
            #expect(plain.standardOutput.hasPrefix("카카오뱅크\n"))
            #expect(plain.standardError.contains("storefront: kr instead of us from the default"))
            #expect(plain.standardError.contains("cached stores of the app: kr\n"), "\(plain.standardError)")
            // A store named online is the one read: the cache is not asked which stores hold it.
            let named = try await tool.run(["show", "\(Self.kakaoBank)", "--country", "kr", "-v"])
            #expect(named.status == 0, "\(named.standardError)")
            #expect(named.standardError.contains("storefront: kr, from --country"), "\(named.standardError)")
            #expect(!named.standardError.contains("cached stores of the app"), "\(named.standardError)")
            #expect(plain.standardError.contains("note: Showing the kr store's listing, the only one cached"))
            let forms = [
                "https://apps.apple.com/kr/app/%EC%B9%B4%EC%B9%B4%EC%98%A4%EB%B1%85%ED%81%AC/id\(Self.kakaoBank)?l=en",
                "https://apps.apple.com/kr/app/id\(Self.kakaoBank)",
                "https://itunes.apple.com/kr/app/kakaobank/id\(Self.kakaoBank)?mt=8&uo=4",
                "id\(Self.kakaoBank)",
            ]
            for form in forms {
                let outcome = try await tool.run(["show", form, "--offline"])
                #expect(outcome.status == 0, "\(form): \(outcome.standardError)")
                #expect(outcome.standardOutput.hasPrefix("카카오뱅크\n"), "\(form)")
            }
            // The link's store is used, and --country wins over it.
            let us = try await tool.run([
                "show", "https://apps.apple.com/us/app/id\(Self.kakaoBank)", "--offline",
            ])
            #expect(us.status == 69 && us.standardError.contains("in the US store"), "\(us.standardError)")
            let flag = try await tool.run([
                "show", "https://apps.apple.com/us/app/id\(Self.kakaoBank)", "--offline", "--country", "kr",
            ])
            #expect(flag.status == 0, "\(flag.standardError)")
        }
    }

    /// Cached in two stores, offline without a country, no store is guessed: the usual order
    /// applies.
    @Test func anAppCachedInTwoStoresIsNotGuessed() async throws {
        try await withTool { (tool) async throws in
            _ = try await tool.run(["search", "카카오뱅크", "--country", "kr"])
            _ = try await tool.run(["show", "\(Self.kakaoBank)", "--country", "us"])
            let outcome = try await tool.run(["show", "\(Self.kakaoBank)", "--offline", "-v"])
            #expect(
                outcome.standardError.contains("storefront: us, from the default"), "\(outcome.standardError)"
            )
        }
    }

    @Test(arguments: [
        ([String](), [String: String](), "us, from the default"),
        (["--country", "jp"], ["APPDETAIL_COUNTRY": "fr", "LANG": "ko_KR.UTF-8"], "jp, from --country"),
        ([], ["APPDETAIL_COUNTRY": "fr", "LANG": "ko_KR.UTF-8"], "fr, from $APPDETAIL_COUNTRY"),
        ([], ["LANG": "ko_KR.UTF-8"], "kr, from the locale's region"),
        ([], ["LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR.UTF-8"], "jp, from the locale's region"),
        ([], ["LC_MESSAGES": "fr_FR", "LANG": "ko_KR.UTF-8"], "fr, from the locale's region"),
        ([], ["LANG": "C.UTF-8"], "us, from the default"),
    ])
    func theStorefrontFollowsTheDocumentedOrder(
        extra: [String], environment: [String: String], expected: String
    ) async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(
                ["show", "1", "--offline", "-v"] + extra, environment: environment)
            #expect(outcome.standardError.contains("storefront: \(expected)"), "\(outcome.standardError)")
        }
    }

    @Test func aLinksStoreComesBeforeTheVariable() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(
                ["show", "https://apps.apple.com/fr/app/x/id1", "--offline", "-v"],
                environment: ["APPDETAIL_COUNTRY": "jp"])
            #expect(
                outcome.standardError.contains("storefront: fr, from the link"), "\(outcome.standardError)")
        }
    }

    @Test func aVariableNamingNoStoreIsAUsageError() async throws {
        try await withTool(network: false) { (tool) async throws in
            let outcome = try await tool.run(["show", "1"], environment: ["APPDETAIL_COUNTRY": "xx"])
            #expect(outcome.status == 64)
            #expect(
                outcome.standardError.hasPrefix(
                    "error: “xx” (from $APPDETAIL_COUNTRY) is not an ISO 3166 two-letter country code.\n"),
                "\(outcome.standardError)")
        }
    }
}
