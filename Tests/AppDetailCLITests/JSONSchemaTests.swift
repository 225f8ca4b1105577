import Foundation
import TestSupport
import Testing

/// Every `--format json` document the tool prints in these runs holds to its JSON Schema
/// (`Schemas/`, printed by `appdetail schema`), checked by the `jsonschema` package, a validator
/// of its own: the live store page, a page without its parts, several pages, reviews, a search, a
/// chart and a developer's apps.
@Suite("Every JSON document holds to its schema", .enabled(if: fixturesAvailable))
struct JSONSchemaTests {
    @Test(.enabled(if: SchemaValidator.isPresent)) func everyDocumentHoldsToItsSchema() async throws {
        try await withTool { (tool) async throws in
            try await TodaysPageCommandTests.importDuolingo(tool)
            let runs: [(String, [String])] = [
                ("show", ["show", TodaysPageCommandTests.id]),
                ("show", ["show", "362057947", "--country", "kr"]),
                ("show", ["show", "311867728", "--country", "kr", "--offline"]),
                ("show", ["show", TodaysPageCommandTests.id, "--section", "privacy"]),
                ("show-several", ["show", "311867728", "362057947", "5", "--country", "kr"]),
                ("reviews", ["reviews", "474495017", "--country", "nl"]),
                ("search", ["search", "카카오뱅크", "--country", "kr"]),
                ("search", ["search", "no such app at all"]),
                ("top", ["top", "--country", "hk", "--limit", "20"]),
                ("developer", ["developer", "362057950", "--country", "kr"]),
                ("developer", ["developer", "999999"]),
                ("cache-list", ["cache", "list"]),
            ]
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            for (name, arguments) in runs {
                let outcome = try await tool.run(arguments + ["--format", "json"])
                #expect([0, 66].contains(outcome.status), "\(arguments): \(outcome.standardError)")
                guard !outcome.standardOutput.isEmpty else {
                    Issue.record("\(arguments) printed no document: \(outcome.standardError)")
                    continue
                }
                let said = try SchemaValidator.violations(of: outcome.standardOutput, as: name, in: folder)
                #expect(said.isEmpty, "\(arguments) against the \(name) schema: \(said)")
            }
            // diff: a saved answer against an edited copy (a changed version, a screenshot gone).
            let new = folder.appendingPathComponent("new.json")
            try FixtureServer.editedAnswer("284882215") { result in
                result["version"] = "99.0"
                result["screenshotUrls"] = Array((result["screenshotUrls"] as? [String] ?? []).dropFirst())
            }.write(to: new)
            let old = FixtureServer.lookupFile("284882215").path
            let diff = try await tool.run(["diff", old, new.path, "--format", "json"])
            #expect(diff.status == 0, "\(diff.standardError)")
            let said = try SchemaValidator.violations(of: diff.standardOutput, as: "diff", in: folder)
            #expect(said.isEmpty, "diff against its schema: \(said)")
        }
    }

    /// The schema a validator can fail: a price given as text, as version 2 did, is refused.
    @Test(.enabled(if: SchemaValidator.isPresent)) func theSchemaRefusesVersionTwosPrice() async throws {
        try await withTool { (tool) async throws in
            let outcome = try await tool.run([
                "developer", "362057950", "--country", "kr", "--format", "json",
            ])
            let folder = tool.cacheDirectory.deletingLastPathComponent()
            #expect(
                try SchemaValidator.violations(of: outcome.standardOutput, as: "developer", in: folder)
                    .isEmpty)
            let asText = outcome.standardOutput.replacingOccurrences(
                of: "\"amount\" : 0", with: "\"amount\" : \"0\"")
            #expect(asText != outcome.standardOutput, "the document has a price to change")
            #expect(
                try SchemaValidator.violations(of: asText, as: "developer", in: folder).contains(
                    "apps/0/price/amount"))
        }
    }

    /// `appdetail schema` names every file in `Schemas/`, and `appdetail schema X` prints it byte
    /// for byte: the copy the build embeds is the folder as it is now.
    @Test func theToolPrintsTheRepositorysSchemas() async throws {
        let folder = SchemaValidator.root.appendingPathComponent("Schemas")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }
            .sorted()
        #expect(names.count >= 14)
        try await withTool(network: false, seeded: false) { (tool) async throws in
            let listed = try await tool.run(["schema"])
            #expect(listed.standardOutput == names.joined(separator: "\n") + "\n")
            for name in names {
                let printed = try await tool.run(["schema", name])
                #expect(printed.status == 0, "\(printed.standardError)")
                let file = folder.appendingPathComponent("\(name).schema.json")
                #expect(printed.standardOutput == (try String(contentsOf: file, encoding: .utf8)), "\(name)")
            }
        }
    }
}
