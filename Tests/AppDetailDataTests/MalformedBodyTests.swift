import AppDetailDomain
import Foundation
import Testing

@testable import AppDetailData

@Suite("Bodies that are not a lookup answer get a specific error")
struct MalformedBodyTests {
    let lookup = AppLookup.id(AppID(rawValue: 284_882_215)!)

    private func detail(of body: String) throws(AppDetailError) -> Listing {
        try ListingParser.listing(from: Data(body.utf8), for: lookup, in: .unitedStates)
    }

    private func malformedDetail(_ body: String) -> String? {
        do {
            _ = try detail(of: body)
            return nil
        } catch {
            guard case .malformedAnswer(let detail) = error else { return "wrong error \(error)" }
            return detail
        }
    }

    @Test func htmlIsNamedAsHTML() {
        #expect(
            malformedDetail("<!DOCTYPE html><html><body>Service Unavailable</body></html>")?.contains("HTML")
                == true)
    }

    @Test func truncatedJSONIsMalformed() {
        #expect(
            malformedDetail(#"{"resultCount":1,"results":[{"trackId":284882215,"kind":"soft"#)?.contains(
                "not valid JSON") == true)
    }

    /// Each decoding failure in words: which field, what belongs there, what came; never Swift's
    /// description of the error ("Expected to decode…", "DecodingError", "Debug description").
    @Test(arguments: [
        (
            #"{"resultCount": 9223372036854775808, "results": []}"#,
            "the JSON holds a number too large to read"
        ),
        (
            #"{"resultCount": 1, "results": [{"kind": "software", "trackName": 5, "trackId": 1}]}"#,
            "“results.0.trackName” should be text, not a number"
        ),
        (
            #"{"resultCount": 1, "results": [{"kind": "software", "trackId": "abc"}]}"#,
            "“results.0.trackId” has an unexpected value: “abc” is not a number"
        ),
    ])
    func aDecodingFailureIsNamedInWords(body: String, words: String) {
        let detail = malformedDetail(body) ?? ""
        #expect(detail.contains(words), "\(detail)")
        for swiftWords in ["Expected to decode", "DecodingError", "Debug description", "not valid JSON"] {
            #expect(!detail.contains(swiftWords), "\(detail)")
        }
    }

    @Test func anEmptyBodyIsMalformed() {
        #expect(malformedDetail("")?.contains("empty") == true)
    }

    @Test func aWrongTypeNamesTheKey() {
        let detail = malformedDetail(#"{"resultCount":1,"results":[{"trackId":"abc","kind":"software"}]}"#)
        #expect(detail?.contains("results.0.trackId") == true, "\(detail ?? "")")
    }

    @Test func aMissingRequiredKeyIsNamed() {
        let detail = malformedDetail(
            #"{"resultCount":1,"results":[{"trackId":284882215,"kind":"software"}]}"#)
        #expect(detail == "the result has no valid “primaryGenreId”", "\(detail ?? "")")
    }

    @Test func zeroResultsIsNotFound() {
        #expect(throws: AppDetailError.notFound(lookup, .unitedStates)) {
            try detail(of: "\n\n\n{\n \"resultCount\":0,\n \"results\": []\n}\n\n\n")
        }
    }

    @Test func theErrorShapeIsARejectedRequest() {
        #expect(
            throws: AppDetailError.invalidInput(.rejectedByStore("Invalid value(s) for key(s): [itunesId]"))
        ) {
            try detail(
                of: #"{"errorMessage":"Invalid value(s) for key(s): [itunesId]","queryParameters":{}}"#)
        }
    }

    @Test func aSongIsNotAnIOSApp() {
        #expect(throws: AppDetailError.notAnIOSApp(lookup, kind: "song")) {
            try detail(
                of:
                    #"{"resultCount":1,"results":[{"wrapperType":"track","kind":"song","trackId":284882215}]}"#
            )
        }
    }
}
