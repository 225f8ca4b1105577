import Foundation
import TestSupport
import Testing

/// JSON a script can trust (show version 3): numbers are JSON numbers, one shape per idea — a
/// review, an app summary, a price — in every document, the developer's other apps and similar
/// apps as data, privacy categories with the names the page shows.
@Suite("JSON for scripts", .enabled(if: fixturesAvailable))
struct JSONForScriptsTests {
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Whether `value` is a JSON number, not a string of digits (no field checked is a Boolean).
    private func isNumber(_ value: Any?) -> Bool {
        value is NSNumber && !(value is String)
    }

    @Test func thePageGivesNumbersAndOneShapePerIdea() async throws {
        try await withTool { (tool) async throws in
            try await TodaysPageCommandTests.importDuolingo(tool)
            let shown = try await tool.run(["show", TodaysPageCommandTests.id, "--format", "json"])
            #expect(shown.status == 0, "\(shown.standardError)")
            let document = try object(shown.standardOutput)
            #expect(document["schemaVersion"] as? Int == 3)
            let app = try #require(document["app"] as? [String: Any])
            #expect(isNumber(app["fileSizeBytes"]), "\(String(describing: app["fileSizeBytes"]))")
            let price = try #require(app["price"] as? [String: Any])
            #expect(isNumber(price["amount"]) && (price["amount"] as? Double) == 0, "\(price)")

            let parts = try #require(document["parts"] as? [String: Any])
            let store = try #require(parts["storePage"] as? [String: Any])
            let age = try #require(store["ageRating"] as? [String: Any])
            #expect(age["name"] is String, "one name, not a list: \(age)")
            if let chart = store["chartPosition"] as? [String: Any] {
                #expect(isNumber(chart["position"]), "\(chart)")
            }
            // The similar apps in the summary shape search and top use: rating and price as data.
            let similar = try #require(store["similarApps"] as? [[String: Any]])
            let first = try #require(similar.first)
            #expect(
                Set(first.keys).isSuperset(of: ["id", "name", "developer", "category", "rating", "price"]))
            let rating = first["rating"] as? [String: Any]
            #expect(rating == nil || (isNumber(rating?["average"]) && isNumber(rating?["count"])), "\(first)")
            #expect(isNumber((first["price"] as? [String: Any])?["amount"]), "\(first)")
            // Privacy categories carry the name the page shows beside the store's identifier.
            let privacy = try #require(store["privacy"] as? [[String: Any]])
            let category = try #require((privacy.first?["categories"] as? [[String: Any]])?.first)
            #expect(
                category["identifier"] is String && !(category["title"] as? String ?? "").isEmpty,
                "\(category)")

            // The reviews, as data, in the reviews command's own shape.
            let reviewsPart = try #require(parts["ratingsAndReviews"] as? [String: Any])
            let reviews = try #require(reviewsPart["items"] as? [[String: Any]])
            #expect(!reviews.isEmpty)
            let listed = try await tool.run(["reviews", TodaysPageCommandTests.id, "--format", "json"])
            #expect(listed.status == 0, "\(listed.standardError)")
            let page = try #require(try object(listed.standardOutput)["reviews"] as? [[String: Any]])
            let keys: Set<String> = ["id", "author", "rating", "title", "body", "appVersion", "date"]
            #expect(Set(try #require(reviews.first).keys) == keys, "\(reviews.first ?? [:])")
            #expect(Set(try #require(page.first).keys) == keys, "\(page.first ?? [:])")
            #expect(reviews.first?["id"] as? String == page.first?["id"] as? String)
            #expect(isNumber(reviews.first?["rating"]))
        }
    }

    /// The developer's other apps, as data, beside the page's display of them.
    @Test func theDevelopersAppsAreData() async throws {
        try await withTool { (tool) async throws in
            let shown = try await tool.run(["show", "362057947", "--country", "kr", "--format", "json"])
            #expect(shown.status == 0, "\(shown.standardError)")
            let parts = try #require(try object(shown.standardOutput)["parts"] as? [String: Any])
            let more = try #require(parts["moreByDeveloper"] as? [String: Any])
            #expect(more["state"] as? String == "loaded")
            let apps = try #require(more["items"] as? [[String: Any]])
            #expect(
                !apps.isEmpty && apps.allSatisfy { isNumber($0["id"]) && $0["name"] is String }, "\(apps)")
            #expect(!apps.contains { $0["id"] as? Int == 362_057_947 }, "the app on screen is left out")
        }
    }

    @Test func topsPricesAreNumbers() async throws {
        try await withTool { (tool) async throws in
            let top = try await tool.run([
                "top", "--country", "hk", "--limit", "10", "--format", "json",
            ])
            #expect(top.status == 0, "\(top.standardError)")
            let document = try object(top.standardOutput)
            #expect(document["schemaVersion"] as? Int == 3)
            let entries = try #require(document["entries"] as? [[String: Any]])
            let prices = entries.compactMap { ($0["app"] as? [String: Any])?["price"] as? [String: Any] }
            #expect(
                !prices.isEmpty
                    && prices.allSatisfy { $0["kind"] as? String == "unknown" || isNumber($0["amount"]) })
        }
    }
}
