import Foundation
import TestSupport
import Testing

@testable import AppDetailData

@Suite("The results array splits into each app's original text")
struct ResultsArraySplitterTests {
    private func elements(_ json: String) -> [String]? {
        let data = Data(json.utf8)
        return ResultsArraySplitter.elementRanges(in: data)?.map {
            String(decoding: data[$0], as: UTF8.self)
        }
    }

    @Test func elementsKeepTheirExactText() {
        let json = #"""
            {"meta": {"results": [9]}, "resultCount": 3, "results" : [
              {"a": "x]}\"[{", "b": [1, {"c": 2}]},
              {"d": "\\"} ,
              7
            ], "after": ["z"]}
            """#
        #expect(
            elements(json) == [
                #"{"a": "x]}\"[{", "b": [1, {"c": 2}]}"#, #"{"d": "\\"}"#, "7",
            ])
    }

    @Test func anEmptyOrMissingArrayIsToldApart() {
        #expect(elements(#"{"resultCount":0,"results":[]}"#) == [])
        #expect(elements(#"{"errorMessage":"Invalid value(s) for key(s): [country]"}"#) == nil)
        #expect(elements(#"{"results":"[{}]"}"#) == nil)
    }

    @Test(.enabled(if: SharedFixtures.available))
    func everyRealAnswerSplitsIntoAsManyObjectsAsItHas() throws {
        for file in try SharedFixtures.files(in: "responses") + SharedFixtures.files(in: "lookup").prefix(40)
        {
            let data = try Data(contentsOf: file)
            let raw = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            guard let results = raw?["results"] as? [Any] else { continue }
            let parts = try #require(
                elements(String(decoding: data, as: UTF8.self)), "\(file.lastPathComponent)")
            #expect(parts.count == results.count, "\(file.lastPathComponent)")
            for (part, result) in zip(parts, results) {
                let reparsed = try JSONSerialization.jsonObject(
                    with: Data(part.utf8), options: .fragmentsAllowed)
                #expect((reparsed as? NSObject) == (result as? NSObject), "\(file.lastPathComponent)")
            }
        }
    }
}
