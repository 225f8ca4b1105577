import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

@Suite("Every saved response yields the right result or error", .enabled(if: SharedFixtures.available))
struct AnswerFileTests {
    @Test func eachResponseFile() throws {
        let files = try SharedFixtures.files(in: "responses")
        #expect(files.count >= 38)
        let lookup = AppLookup.id(AppID(rawValue: 1)!)
        for file in files {
            let name = file.lastPathComponent
            let data = try Data(contentsOf: file)
            let raw = try SharedFixtures.rawJSON(file) as? [String: Any] ?? [:]
            if let message = raw["errorMessage"] as? String {
                #expect(throws: AppDetailError.invalidInput(.rejectedByStore(message)), "\(name)") {
                    try ListingParser.allResults(from: data)
                }
            } else if raw["resultCount"] == nil {
                let error = #expect(throws: AppDetailError.self, "\(name): not an envelope") {
                    try ListingParser.allResults(from: data)
                }
                if case .malformedAnswer = error {
                } else {
                    Issue.record("\(name): \(String(describing: error))")
                }
            } else if (raw["results"] as? [Any])?.isEmpty ?? true {
                #expect(throws: AppDetailError.notFound(lookup, .unitedStates), "\(name)") {
                    try ListingParser.listing(from: data, for: lookup, in: .unitedStates)
                }
            } else {
                let kinds = (raw["results"] as? [[String: Any]] ?? []).map { $0["kind"] as? String }
                let results = try ListingParser.allResults(from: data)
                #expect(results.count == kinds.count, "\(name)")
                for (result, kind) in zip(results, kinds) {
                    switch (result, kind) {
                    case (.success, "software"): break
                    case (.failure(.notAnIOSApp(_, let reported)), let kind?) where kind != "software":
                        #expect(reported == kind)
                    default:
                        Issue.record("\(name): a \(kind ?? "nil") result gave \(result)")
                    }
                }
            }
        }
    }
}
