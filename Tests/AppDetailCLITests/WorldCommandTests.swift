import AppDetailTerminal
import Foundation
import TestSupport
import Testing

/// `appdetail world`, run as a process against a loopback store that sells one app in many
/// storefronts with figures of their own: the whole computed from the store's figures, each
/// storefront once, the cache answering the second look, a refusing store stopped and resumed.
@Suite("One app around the world, run as a process", .enabled(if: fixturesAvailable))
struct WorldCommandTests {
    static let app = "389801252"

    /// The weighted average and total count of `codes` as the store's figures give them.
    private func whole(_ codes: [String]) -> (average: String, count: Int) {
        let figures = codes.map(WorldStore.figures(in:))
        let count = figures.map(\.count).reduce(0, +)
        let sum = figures.map { $0.average * Double($0.count) }.reduce(0, +)
        return (String(format: "%.2f", sum / Double(count)), count)
    }

    @Test func everyStorefrontOnceTheWholeOnTopAndTheSecondLookFree() async throws {
        try await CommandLineTool.withWorldStore(absentIn: ["jp"]) { tool, store in
            let codes = ["kr", "jp", "us", "de", "sa", "th", "il", "xk"]
            let first = try await tool.run([
                "world", Self.app, "--countries", codes.joined(separator: ","), "--width", "120", "--sort",
                "storefront",
            ])
            #expect(first.status == 0, "\(first.standardError)")
            #expect(store.storefrontsAsked.sorted() == codes.sorted(), "each storefront once")
            let lines = first.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            #expect(lines[0] == "Facebook around the world · 8 storefronts", "\(first.standardOutput)")
            let sold = codes.filter { $0 != "jp" }
            let expected = whole(sold)
            #expect(lines[1].hasPrefix("★ \(expected.average) from "), "\(lines[1])")
            #expect(lines[1].hasSuffix(" ratings in 7 storefronts"), "\(lines[1])")
            #expect(lines[2] == "Not sold in: JP")
            let rows = lines.filter {
                $0.count > 3 && $0.prefix(3).allSatisfy { $0.isUppercase || $0 == " " }
                    && $0.dropFirst(2).first == " "
            }
            #expect(
                rows.map { String($0.prefix(2)) } == codes.sorted().map { $0.uppercased() },
                "\(first.standardOutput)")
            for code in sold {
                let row = try #require(rows.first { $0.hasPrefix(code.uppercased() + " ") })
                #expect(row.contains(String(format: "%.2f", WorldStore.figures(in: code).average)), "\(row)")
            }
            let korea = try #require(rows.first { $0.hasPrefix("KR ") })
            #expect(korea.hasSuffix("인스타그램") || korea.contains("인스타그램"), "the name there: \(korea)")
            #expect(rows.first { $0.hasPrefix("JP ") }?.contains("not available") == true)

            let again = try await tool.run(["world", Self.app, "--countries", codes.joined(separator: ",")])
            #expect(again.status == 0, "\(again.standardError)")
            #expect(
                store.storefrontsAsked.count == codes.count + 1,
                "only the storefront without the app is asked again")
        }
    }

    @Test func aRefusingStoreStopsTheLookWhichGoesOnWhereItStopped() async throws {
        try await CommandLineTool.withWorldStore(refuseAfter: 3) { tool, store in
            let codes = ["kr", "us", "de", "fr", "gb", "it"]
            let first = try await tool.run([
                "world", Self.app, "--countries", codes.joined(separator: ","), "--width", "80",
            ])
            #expect(first.status == 75, "\(first.standardOutput)\n\(first.standardError)")
            #expect(first.standardError.contains("gave no answer"), "\(first.standardError)")
            let asked = store.storefrontsAsked
            #expect(Set(asked.prefix(3)) == ["kr", "us", "de"])
            #expect(
                !asked.contains("gb") && !asked.contains("it"), "no storefront after the refusal: \(asked)")
            #expect(first.standardOutput.contains("not asked"), "\(first.standardOutput)")
        }
    }

    @Test(arguments: [
        (["--countries", "eurpe"], "Did you mean europe"),
        (["--countries", "kp"], "has no storefront in North Korea"),
        (["--countries", "korea"], "Did you mean kr"),
        (["--countries", "kr,,jp"], "No storefront was named"),
        (["--country", "kr"], "--countries"),
    ])
    func badStorefrontsAreRefusedWithTheNearestNames(arguments: [String], expected: String) async throws {
        try await CommandLineTool.withWorldStore { tool, store in
            let outcome = try await tool.run(["world", Self.app] + arguments)
            #expect(outcome.status == 64, "\(outcome.standardError)")
            #expect(outcome.standardError.contains(expected), "\(outcome.standardError)")
            #expect(store.storefrontsAsked.isEmpty)
        }
    }

    @Test(arguments: [40, 80])
    func rightToLeftAndCombiningNamesKeepTheColumns(width: Int) async throws {
        try await CommandLineTool.withWorldStore { tool, _ in
            let outcome = try await tool.run([
                "world", Self.app, "--countries", "sa,il,th,kr,us", "--width", "\(width)", "--lang", "ko",
            ])
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= width }, "\(outcome.standardOutput)")
            let rows = lines.filter { ["SA ", "IL ", "TH ", "KR ", "US "].contains(String($0.prefix(3))) }
            #expect(rows.count == 5, "\(outcome.standardOutput)")
            if width == 40 {
                #expect(
                    Set(rows.map(TerminalText.displayWidth)).count == 1,
                    "aligned:\n\(rows.joined(separator: "\n"))")
            }
            #expect(lines[0].contains("전 세계의"), "labels in the page's language: \(lines[0])")
        }
    }

    @Test func jsonAndCSVCarryTheStoresFiguresAndEveryStatus() async throws {
        try await CommandLineTool.withWorldStore(absentIn: ["jp"], refuseAfter: 3) { tool, _ in
            let codes = ["kr", "jp", "us", "de"]
            let json = try await tool.run([
                "world", Self.app, "--countries", codes.joined(separator: ","), "--format", "json",
            ])
            #expect(json.status == 75, "de is refused: \(json.standardError)")
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            let said = try SchemaValidator.violations(of: json.standardOutput, as: "world", in: folder)
            #expect(said.isEmpty, "\(said)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let records = try #require(document["storefronts"] as? [[String: Any]])
            let status = Dictionary(
                uniqueKeysWithValues: records.map {
                    ($0["storefront"] as? String ?? "", $0["status"] as? String ?? "")
                })
            #expect(status == ["kr": "available", "jp": "notAvailable", "us": "available", "de": "failed"])
            let korea = try #require(records.first { $0["storefront"] as? String == "kr" })
            let rating = try #require(korea["rating"] as? [String: Any])
            #expect(rating["count"] as? Int == WorldStore.figures(in: "kr").count)
            #expect(rating["average"] as? Double == WorldStore.figures(in: "kr").average)
            let whole = try #require(document["whole"] as? [String: Any])
            #expect(
                whole["ratingCount"] as? Int
                    == ["kr", "us"].map { WorldStore.figures(in: $0).count }.reduce(0, +))
            #expect(whole["unanswered"] as? [String] == ["de"])

            let csv = try await tool.run([
                "world", Self.app, "--countries", "kr,jp,us", "--format", "csv", "--offline",
            ])
            #expect(csv.status == 69, "offline, jp (not sold there) was never cached: \(csv.standardError)")
            let lines = csv.standardOutput.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(lines.first?.hasPrefix("storefront,region,status,name,rating,ratingCount") == true)
            #expect(lines.count == 4, "\(csv.standardOutput)")
            #expect(
                lines.contains { $0.hasPrefix("jp,asia-pacific,failed,") }, "offline, never cached: \(lines)")
        }
    }

    @Test func allStorefrontsCostOneRequestEachAndFeedTheHistory() async throws {
        try await CommandLineTool.withWorldStore { tool, store in
            let look = try await tool.run(["world", Self.app, "--format", "json"])
            #expect(look.status == 0, "\(look.standardError)")
            #expect(store.storefrontsAsked.count == 175, "one lookup per storefront, no more")
            #expect(Set(store.storefrontsAsked).count == 175)
            let again = try await tool.run(["world", Self.app, "--format", "json"])
            #expect(again.status == 0 && store.storefrontsAsked.count == 175, "the second look asks nothing")
            let history = try await tool.run(["history", Self.app, "--country", "de", "--format", "json"])
            #expect(history.status == 0, "\(history.standardError)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [String: Any])
            let observations = try #require(document["observations"] as? [[String: Any]])
            #expect(observations.first?["ratingCount"] as? Int == WorldStore.figures(in: "de").count)
        }
    }

    @Test func anAppSoldNowhereIsSaidOnceWith66() async throws {
        try await CommandLineTool.withWorldStore(absentIn: Set(["kr", "jp", "us"])) { tool, _ in
            let outcome = try await tool.run(["world", Self.app, "--countries", "kr,jp,us"])
            #expect(outcome.status == 66, "\(outcome.standardError)")
            #expect(outcome.standardOutput.components(separatedBy: "No storefront asked sells").count == 2)
            #expect(outcome.standardError.components(separatedBy: "No storefront").count == 2, "once")
        }
    }
}
