import AppDetailTerminal
import Foundation
import TestSupport
import Testing

/// Today's whole App Store page (Duolingo, US, July 2026, byte for byte) served by the loopback
/// store, through the built binary, beside an **assembled** listing (a real US answer with
/// Duolingo's id, name, developer and figures put in: no US lookup of Duolingo was captured).
/// Every figure printed is compared with the raw page read here.
@Suite("Today's whole page, printed", .enabled(if: fixturesAvailable))
struct TodaysPageCommandTests {
    static let id = "570060128"
    static let capture = StorePageCommandTests.folder.appendingPathComponent("page-whole/570060128_us.html")

    /// The page's embedded data as a raw object.
    static func rawShelves() throws -> [String: Any] {
        let html = try String(contentsOf: capture, encoding: .utf8)
        let open = try #require(html.range(of: "id=\"serialized-server-data\""))
        let start = try #require(html.range(of: ">", range: open.upperBound..<html.endIndex)).upperBound
        let end = try #require(html.range(of: "</script", range: start..<html.endIndex)).lowerBound
        let root = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8)) as? [String: Any]
        let page = ((root?["data"] as? [[String: Any]])?.first?["data"]) as? [String: Any]
        return try #require(page?["shelfMapping"] as? [String: Any])
    }

    /// The capture with one shelf taken out of its data (assembled from the real page).
    static func captureWithout(_ shelf: String) throws -> Data {
        let html = try String(contentsOf: capture, encoding: .utf8)
        let key = "\"\(shelf)\":"
        let start = try #require(html.range(of: key))
        // The shelf's object ends where its braces balance.
        var depth = 0
        var index = start.upperBound
        var inString = false
        var escaped = false
        repeat {
            let character = html[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
            }
            index = html.index(after: index)
        } while depth > 0 || html[html.index(before: index)] != "}"
        return Data((html[..<start.lowerBound] + "\"\(shelf)-removed\":null" + html[index...]).utf8)
    }

    static func importDuolingo(_ tool: CommandLineTool, country: String = "us") async throws {
        let file = tool.cacheDirectory.deletingLastPathComponent().appendingPathComponent("duolingo.json")
        try FixtureServer.editedAnswer(country == "us" ? "640199958" : "311867728") { result in
            result["trackId"] = 570_060_128
            result["trackName"] = "Duolingo: Language Lessons"
            result["artistId"] = 570_060_151
            result["artistName"] = "Duolingo"
            result["sellerName"] = "Duolingo, Inc"
            result["userRatingCount"] = 5_309_734
            result["averageUserRating"] = 4.7
            result["trackViewUrl"] = "https://apps.apple.com/\(country)/app/id570060128"
        }.write(to: file)
        let imported = try await tool.run(["cache", "import", file.path])
        #expect(imported.status == 0, "\(imported.standardError)")
    }

    @Test(arguments: [40, 80, 120])
    func everyShelfOnThePage(width: Int) async throws {
        try await withTool { (tool) async throws in
            try await Self.importDuolingo(tool)
            let outcome = try await tool.run(["show", Self.id, "--width", "\(width)", "--reviews", "1"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let text = outcome.standardOutput
            let shelves = try Self.rawShelves()
            // The bars, as the raw counts make them: 4,467,888 of 5,309,734 is 84 %.
            let ratings = try #require(
                ((shelves["productRatings"] as? [String: Any])?["items"] as? [[String: Any]])?.first)
            let counts = try #require(ratings["ratingCounts"] as? [Double]).map { Int($0.rounded()) }
            let counted = Double(counts.reduce(0, +))
            for (index, stars) in (1...5).reversed().enumerated() {
                let percent = Int((Double(counts[index]) / counted * 100).rounded())
                #expect(
                    text.split(separator: "\n").contains {
                        $0.hasPrefix("\(stars) ★ ") && $0.hasSuffix(" \(percent)%")
                    },
                    "\(stars) ★ \(percent)%")
            }
            #expect(text.contains("5 ★") && text.contains(" 84%"))
            for expected in [
                "── Version History", "Version 7.130.0", "── App Privacy", "Data Used to Track You",
                "Purchases",
                "Location", "── You Might Also Like", "Busuu", "── Events", "Duo Cup suits are here",
                "── More by This Developer", "Learn to Read - Duolingo ABC",
            ] {
                #expect(text.contains(expected), "\(expected)")
            }
            #expect(
                text.contains("22 more versions") || text.contains("22 more"), "3 of 25 shown without --full")
            for line in text.split(separator: "\n") where !TerminalColumns.isWholeAddress(line) {
                #expect(TerminalText.displayWidth(line) <= width, "\(line)")
            }
            try Golden.expect(text, equals: "todays-page-570060128-\(width).txt")
            let full = try await tool.run(["show", Self.id, "--section", "versions", "--full", "--offline"])
            let versions = full.standardOutput.split(separator: "\n").filter { $0.contains("Version 7.") }
            #expect(versions.count == 25, "\(full.standardOutput)")
        }
    }

    /// The new parts labelled in Korean and Japanese: the US capture served as the Korean and
    /// Japanese stores' page (assembled), beside a Korean listing.
    @Test(arguments: [("kr", 40), ("kr", 80), ("kr", 120), ("jp", 80)])
    func labelsInThePagesLanguage(country: String, width: Int) async throws {
        try await withTool { (tool) async throws in
            try await Self.importDuolingo(tool, country: country)
            let server = try #require(tool.server)
            server.serve("/\(country)/app/id\(Self.id)", body: try Data(contentsOf: Self.capture))
            let outcome = try await tool.run([
                "show", Self.id, "--country", country, "--width", "\(width)", "--reviews", "0",
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let titles =
                country == "kr"
                ? ["── 버전 기록", "── 앱 개인정보 보호", "── 좋아할 만한 다른 항목", "── 이벤트", "── 앱 내 구입"]
                : ["── バージョン履歴", "── Appのプライバシー", "── その他のおすすめ", "── イベント", "── App内課金"]
            for title in titles { #expect(outcome.standardOutput.contains(title), "\(title)") }
            for line in outcome.standardOutput.split(separator: "\n")
            where !TerminalColumns.isWholeAddress(line) {
                #expect(TerminalText.displayWidth(line) <= width, "\(line)")
            }
            try Golden.expect(outcome.standardOutput, equals: "todays-page-570060128-\(country)-\(width).txt")
        }
    }

    /// The same page in JSON: every figure as the raw page has it; nothing `[]` that means unknown.
    @Test func everyShelfInJSON() async throws {
        try await withTool { (tool) async throws in
            try await Self.importDuolingo(tool)
            let outcome = try await tool.run(["show", Self.id, "--format", "json"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
            #expect(document["schemaVersion"] as? Int == 3)
            let store = try #require((document["parts"] as? [String: Any])?["storePage"] as? [String: Any])
            #expect(store["source"] as? String == "pageShelves")
            let histogram = try #require(store["histogram"] as? [String: Any])
            #expect(
                histogram["countsFromOneStar"] as? [Int] == [132_032, 44_204, 129_154, 536_456, 4_467_888])
            #expect(histogram["total"] as? Int == 5_309_734)
            let versions = try #require(
                (store["versionHistory"] as? [[String: Any]])?.first?["versions"] as? [[String: Any]])
            #expect(versions.count == 25 && versions.first?["version"] as? String == "7.130.0")
            #expect(
                (store["similarApps"] as? [[String: Any]])?.first?["name"] as? String
                    == "Busuu: Language Learning App")
            #expect((store["similarApps"] as? [[String: Any]])?.count == 10)
            #expect((store["moreByDeveloper"] as? [[String: Any]])?.count == 2)
            #expect((store["events"] as? [[String: Any]])?.first?["id"] as? String == "6779344171")
            let availability = try #require(store["availability"] as? [String: [String: Any]])
            #expect(availability.values.allSatisfy { $0["state"] as? String == "present" }, "\(availability)")
            // Every present section is written: under its own name (the histogram's is
            // `histogram`), never `null` — a section whose part cannot say itself would be.
            for section in availability.keys {
                let value = store[section == "ratingHistogram" ? "histogram" : section]
                #expect(
                    value != nil && !(value is NSNull),
                    "\(section) is present but written as \(String(describing: value))")
            }
        }
    }

    /// The page without its ratings breakdown: everything else, and a note saying the breakdown
    /// was not on the page; in JSON `histogram: null` with the reason.
    @Test func thePageWithoutItsRatingsShowsTheRestAndSaysSo() async throws {
        try await withTool { (tool) async throws in
            try await Self.importDuolingo(tool)
            let server = try #require(tool.server)
            server.serve("/us/app/id\(Self.id)", body: try Self.captureWithout("productRatings"))
            let outcome = try await tool.run(["show", Self.id, "--reviews", "0"])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            #expect(outcome.standardOutput.contains("Ratings breakdown: not on the App Store page."))
            #expect(!outcome.standardOutput.contains("5 ★"))
            for expected in ["── Version History", "── App Privacy", "Busuu", "Duo Cup suits are here"] {
                #expect(outcome.standardOutput.contains(expected), "\(expected)")
            }
            let json = try await tool.run(["show", Self.id, "--format", "json", "--offline"])
            let document =
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
            let store = try #require((document?["parts"] as? [String: Any])?["storePage"] as? [String: Any])
            #expect(store["histogram"] is NSNull, "null, not missing or empty")
            let availability = try #require(store["availability"] as? [String: [String: Any]])
            #expect(availability["ratingHistogram"]?["reason"] as? String == "notOnPage")
            #expect(availability["privacy"]?["state"] as? String == "present")
        }
    }

    /// `--section` with nothing to print says why, for every part name: a part not on the page
    /// exits 66 with a note, one the page had empty exits 0 with a note; never one empty line.
    @Test func aSectionWithNothingToShowSaysWhy() async throws {
        try await withTool { (tool) async throws in
            try await Self.importDuolingo(tool)
            let server = try #require(tool.server)
            server.serve("/us/app/id\(Self.id)", body: try Self.captureWithout("appEvents"))
            let events = try await tool.run(["show", Self.id, "--section", "events"])
            #expect(events.status == 66, "\(events.standardError)")
            #expect(events.standardOutput.isEmpty, "no empty line")
            #expect(
                events.standardError.contains("note: Events: not on the App Store page."),
                "\(events.standardError)")
            for name in [
                "ratings", "versions", "privacy", "purchases", "similar", "information", "description",
                "more",
            ] {
                let outcome = try await tool.run(["show", Self.id, "--section", name, "--offline"])
                #expect(outcome.status == 0, "\(name): \(outcome.standardError)")
                #expect(
                    !outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(name)"
                )
            }
            // An app whose page the store does not have: every store page part says so.
            try await StorePageCommandTests.importListing(
                tool, id: 999_000_444, name: "No Page", base: "640199958")
            for name in ["privacy", "similar", "events", "purchases"] {
                let outcome = try await tool.run(["show", "999000444", "--section", name])
                #expect(outcome.status == 66, "\(name): \(outcome.standardError)")
                #expect(
                    outcome.standardError.contains("has no page for this app"),
                    "\(name): \(outcome.standardError)")
                #expect(!outcome.standardOutput.hasPrefix("\n"), "\(name): no empty line")
            }
        }
    }
}
