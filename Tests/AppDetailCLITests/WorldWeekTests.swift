import AppDetailTerminal
import Foundation
import TestSupport
import Testing

/// `appdetail world` a week after a first look, on the real clock: each storefront's move over
/// the week as the history holds it, in the table where the width allows, in JSON and in CSV —
/// compared with the figures the two stores gave.
@Suite("An app around the world, a week later", .enabled(if: fixturesAvailable))
struct WorldWeekTests {
    static let app = "389801252"
    static let codes = ["kr", "us", "de"]
    static let added = 500

    @Test func eachStorefrontShowsHowItsRatingsMovedSinceTheWeekBefore() async throws {
        let before = try WorldStore(apps: [Self.app], fixture: "284882215")
        let after = try WorldStore(apps: [Self.app], fixture: "284882215", ratingsAdded: Self.added)
        defer {
            before.stop()
            after.stop()
        }
        try await CommandLineTool.withOwnCache(endpoint: before.baseURL) { first in
            let look = [
                "world", Self.app, "--countries", Self.codes.joined(separator: ","), "--sort", "storefront",
            ]
            let eightDaysAgo = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-8 * 86_400))
            let early = try await first.run(
                look + ["--width", "80"], environment: ["APPDETAIL_NOW": eightDaysAgo])
            #expect(early.status == 0, "\(early.standardError)")
            #expect(
                !early.standardOutput.contains("7 days"),
                "no week in the history yet: \(early.standardOutput)")

            let tool = CommandLineTool(
                executable: first.executable, cacheDirectory: first.cacheDirectory, endpoint: after.baseURL)
            let realClock = ["APPDETAIL_NOW": ""]
            let wide = try await tool.run(look + ["--width", "80"], environment: realClock)
            #expect(wide.status == 0, "\(wide.standardError)")
            #expect(after.storefrontsAsked.count == Self.codes.count, "a week-old answer is asked again")
            let lines = wide.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 80 }, "\(wide.standardOutput)")
            #expect(lines.contains { $0.contains("7 days") }, "\(wide.standardOutput)")
            for code in Self.codes {
                let row = try #require(lines.first { $0.hasPrefix(code.uppercased() + " ") })
                #expect(row.contains("±0 +500"), "the same average, 500 more ratings: \(row)")
            }

            let narrow = try await tool.run(look + ["--width", "40"], environment: realClock)
            let narrowLines = narrow.standardOutput.split(separator: "\n").map(String.init)
            #expect(
                narrowLines.allSatisfy { TerminalText.displayWidth($0) <= 40 }, "\(narrow.standardOutput)")
            #expect(!narrow.standardOutput.contains("+500"), "the move gives way at 40 columns")

            let json = try await tool.run(look + ["--format", "json"], environment: realClock)
            #expect(json.status == 0, "\(json.standardError)")
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let said = try SchemaValidator.violations(of: json.standardOutput, as: "world", in: folder)
            #expect(said.isEmpty, "\(said)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            for record in try #require(document["storefronts"] as? [[String: Any]]) {
                let code = try #require(record["storefront"] as? String)
                let week = try #require(record["weekBefore"] as? [String: Any], "\(record)")
                #expect(week["ratingCount"] as? Int == WorldStore.figures(in: code).count)
                #expect(week["rating"] as? Double == WorldStore.figures(in: code).average)
                let rating = try #require(record["rating"] as? [String: Any])
                #expect(rating["count"] as? Int == WorldStore.figures(in: code).count + Self.added)
            }

            let csv = try await tool.run(look + ["--format", "csv"], environment: realClock)
            let rows = csv.standardOutput.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(rows.first?.hasSuffix(",ratingWeekBefore,ratingCountWeekBefore") == true, "\(rows)")
            let germany = try #require(rows.first { $0.hasPrefix("de,") })
            #expect(germany.hasSuffix(",\(WorldStore.figures(in: "de").count)"), "\(germany)")
            #expect(after.storefrontsAsked.count == Self.codes.count, "the later looks asked nothing more")
        }
    }
}
