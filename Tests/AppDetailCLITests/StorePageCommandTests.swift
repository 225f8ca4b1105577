import AppDetailTerminal
import Foundation
import TestSupport
import Testing

/// The store page's own data on the page `show` prints, from the loopback store serving real
/// captures. The lookups of these apps are not among the fixtures, so each listing is
/// **assembled**: a real lookup answer (640199958's, or 311867728's in Korean) with the app's id,
/// name and developer put in, imported into the cache; every store page figure is real.
@Suite("The store page on the printed page", .enabled(if: fixturesAvailable))
struct StorePageCommandTests {
    static let folder = FixtureServer.fixtures.deletingLastPathComponent().appendingPathComponent(
        "appstore-page")

    /// Imports an assembled listing of app `id`, from the real answer of `base`.
    static func importListing(
        _ tool: CommandLineTool, id: Int64, name: String, base: String, country: String? = nil
    ) async throws {
        let file = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent(
            "assembled-\(id).json")
        try FixtureServer.editedAnswer(base) { result in
            result["trackId"] = id
            result["trackName"] = name
            let store = country ?? ((result["trackViewUrl"] as? String ?? "").contains("/kr/") ? "kr" : "us")
            result["trackViewUrl"] = "https://apps.apple.com/\(store)/app/id\(id)"
        }.write(to: file)
        let imported = try await tool.run(["cache", "import", file.path])
        #expect(imported.status == 0, "\(imported.standardError)")
    }

    /// The raw document's counts, one star first.
    static func rawCounts(_ id: String) throws -> [Int] {
        let data = try Data(contentsOf: folder.appendingPathComponent("media-api/\(id)_us.json"))
        let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let app = (document?["d"] as? [[String: Any]])?.first
        let rating = (app?["attributes"] as? [String: Any])?["userRating"] as? [String: Any]
        return try #require(rating?["ratingCountList"] as? [Int])
    }

    @Test(arguments: [40, 80, 120])
    func instagramsPageInEnglish(width: Int) async throws {
        try await withTool { (tool) async throws in
            try await Self.importListing(tool, id: 389_801_252, name: "Instagram", base: "640199958")
            let outcome = try await tool.run(["show", "389801252", "--width", "\(width)", "--reviews", "1"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let text = outcome.standardOutput
            for title in [
                "── Events", "── Version History", "── App Privacy", "── In-App Purchases",
                "── You Might Also Like",
            ] {
                #expect(text.contains(title), "\(title)")
            }
            // The bars' shares are the raw counts' own.
            let counts = try Self.rawCounts("389801252")
            let total = Double(counts.reduce(0, +))
            for stars in 1...5 {
                let percent = Int((Double(counts[stars - 1]) / total * 100).rounded())
                #expect(
                    text.contains { _ in true }
                        && text.split(separator: "\n").contains {
                            $0.hasPrefix("\(stars) ★ ") && $0.hasSuffix(" \(percent)%")
                        }, "\(stars) stars: \(percent)%")
            }
            for line in text.split(separator: "\n") where !TerminalColumns.isWholeAddress(line) {
                #expect(TerminalText.displayWidth(line) <= width, "\(line)")
            }
            try Golden.expect(text, equals: "store-page-389801252-\(width).txt")
        }
    }

    /// `--section` answers one question, as app-store-scraper's commands do: the histogram with
    /// `ratings`, App Privacy alone with `privacy` (in JSON too), nothing else.
    @Test func aSectionAlone() async throws {
        try await withTool { (tool) async throws in
            try await Self.importListing(tool, id: 389_801_252, name: "Instagram", base: "640199958")
            let ratings = try await tool.run(["show", "389801252", "--section", "ratings", "--reviews", "0"])
            #expect(ratings.status == 0, "\(ratings.standardError)")
            #expect(
                ratings.standardOutput.contains("5 ★ ") && !ratings.standardOutput.contains("── App Privacy"))
            #expect(!ratings.standardOutput.contains("── Description"))
            let privacy = try await tool.run([
                "show", "389801252", "--section", "privacy", "--format", "json",
            ])
            let document =
                try JSONSerialization.jsonObject(with: Data(privacy.standardOutput.utf8)) as? [String: Any]
            let sections = (document?["sections"] as? [[String: Any]])?.compactMap {
                $0["section"] as? String
            }
            #expect(sections == ["privacy"], "\(privacy.standardOutput.prefix(300))")
            let wrong = try await tool.run(["show", "389801252", "--section", "histogram"])
            #expect(wrong.status == 64 && wrong.standardError.contains("ratings"), "\(wrong.standardError)")
        }
    }

    /// Where the locale is not UTF-8 the bars are drawn with `#`, as long as the shares say.
    @Test func barsWithoutBlockCharacters() async throws {
        try await withTool { (tool) async throws in
            try await Self.importListing(tool, id: 389_801_252, name: "Instagram", base: "640199958")
            let outcome = try await tool.run(
                ["show", "389801252", "--width", "60"], environment: ["LANG": "C"])
            let bars = outcome.standardOutput.split(separator: "\n").filter {
                $0.hasPrefix("5 * ") || $0.hasPrefix("1 * ")
            }
            #expect(bars.count == 2, "\(outcome.standardOutput)")
            #expect(!outcome.standardOutput.contains("█"))
            let hashes = bars.map { $0.filter { $0 == "#" }.count }
            #expect(hashes.count == 2 && hashes[0] > 10 * hashes[1], "\(bars)")
        }
    }

    /// The same sections with Korean labels: Instagram's real document served for a Korean page
    /// (assembled: the capture is the US store's), beside an assembled Korean listing.
    @Test(arguments: [40, 80, 120])
    func instagramsPageInKorean(width: Int) async throws {
        try await withTool { (tool) async throws in
            try await Self.importListing(tool, id: 389_801_252, name: "Instagram", base: "311867728")
            let outcome = try await tool.run(
                ["show", "389801252", "--country", "kr", "--width", "\(width)", "--reviews", "1"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            for title in ["── 이벤트", "── 버전 기록", "── 앱 개인정보 보호", "── 앱 내 구입", "── 좋아할 만한 다른 항목"] {
                #expect(outcome.standardOutput.contains(title), "\(title)")
            }
            #expect(outcome.standardOutput.contains("$14.99/월"))
            for line in outcome.standardOutput.split(separator: "\n")
            where !TerminalColumns.isWholeAddress(line) {
                #expect(TerminalText.displayWidth(line) <= width, "\(line)")
            }
            try Golden.expect(outcome.standardOutput, equals: "store-page-389801252-kr-\(width).txt")
        }
    }

    /// Today's page (shelves only) in Korean: the In-App Purchases as the Korean store wrote them.
    @Test(arguments: [40, 80, 120])
    func todaysPageInKorean(width: Int) async throws {
        try await withTool { (tool) async throws in
            try await Self.importListing(tool, id: 1_546_947_240, name: "플로팅 시계-특가 도우미", base: "311867728")
            let outcome = try await tool.run([
                "show", "1546947240", "--country", "kr", "--width", "\(width)", "--reviews", "1",
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("── 앱 내 구입"))
            #expect(outcome.standardOutput.contains("평생 회원") && outcome.standardOutput.contains("￦7,700"))
            try Golden.expect(outcome.standardOutput, equals: "store-page-1546947240-kr-\(width).txt")
        }
    }

    /// Ten stores' In-App Purchases, each price as that store wrote it (read from the raw page
    /// here), printed on the page.
    @Test(arguments: ["us", "au", "br", "cn", "hk", "id", "jp", "kr", "tr", "tw"])
    func everyStoresPricesAsWritten(country: String) async throws {
        try await withTool { (tool) async throws in
            let base = country == "kr" ? "311867728" : "640199958"
            try await Self.importListing(
                tool, id: 1_546_947_240, name: "Floating Clock", base: base, country: country)
            let html = try String(
                contentsOf: Self.folder.appendingPathComponent("page/1546947240_\(country).html"),
                encoding: .utf8)
            let prices = html.matches(of: /\["([^"\]]+)", "([^"\]]+)"\]/).map { String($0.output.2) }
            #expect(!prices.isEmpty)
            // The listing is cached in the import's store; the page is asked in this one.
            let outcome = try await tool.run(["show", "1546947240", "--country", country, "--format", "json"])
            let document =
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
            let part = ((document?["parts"] as? [String: Any])?["storePage"] as? [String: Any])
            let purchases = part?["inAppPurchases"] as? [[String: Any]] ?? []
            #expect(
                purchases.map { $0["price"] as? String ?? "" } == prices,
                "\(country): \(outcome.standardError)")
        }
    }

    /// `-v`: the store page's arrival is one state of its own, inserting its sections (and the bars
    /// into Ratings & Reviews) and deleting or moving nothing.
    @Test func theTraceShowsTheStorePageAsOneArrival() async throws {
        try await withTool { (tool) async throws in
            try await Self.importListing(tool, id: 389_801_252, name: "Instagram", base: "640199958")
            let outcome = try await tool.run(["show", "389801252", "-v"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let trace = outcome.standardError.split(separator: "\n").map(String.init)
            #expect(
                trace.contains { $0.contains("store page from the App Store (catalogDocument)") }, "\(trace)")
            for section in ["events", "versionHistory", "privacy", "inAppPurchases", "similarApps"] {
                #expect(
                    trace.filter { $0.contains("insertSections:") && $0.contains("(\(section))") }.count == 1,
                    "\(section)")
            }
            #expect(
                !trace.contains {
                    $0.contains("deleteSections") || $0.contains("moveSection") || $0.contains("deleteItems")
                })
            let json = try await tool.run(["show", "389801252", "--format", "json"])
            let document =
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
            let part = (document?["parts"] as? [String: Any])?["storePage"] as? [String: Any]
            let histogram = part?["histogram"] as? [String: Any]
            #expect(histogram?["countsFromOneStar"] as? [Int] == (try Self.rawCounts("389801252")))
            #expect(histogram?["countsAgreeWithTotal"] as? Bool == true)
        }
    }
}
