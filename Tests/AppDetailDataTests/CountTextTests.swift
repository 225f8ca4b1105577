import Foundation
import Testing

@testable import AppDetailData

/// A count written as text is read as Foundation's trimming reads it, whatever is at its ends.
@Suite("A count written as text")
struct CountTextTests {
    /// Its ends trimmed as Foundation trims them (every scalar: `TrimmedTextTests`).
    @Test func itsEndsAreTrimmedAsFoundationTrimsThem() {
        #expect(JSONObject.count(" 1234\u{3000}") == 1234)
        #expect(JSONObject.count("1234") == 1234)
        #expect(JSONObject.count("\u{200B}12\t") == 12)
        #expect(JSONObject.count("12 34") == nil)
    }
}

/// The counts beside a related app, in the forms the store writes them.
@Suite("A count the store abbreviates")
struct AbbreviatedCountTests {
    @Test(arguments: [
        ("99K", 99_000), ("3.7K", 3_700), ("3,7 k", 3_700), ("21", 21), ("1.2M", 1_200_000),
        ("1,2 Mio.", 1_200_000), ("9.9만", 99_000), ("1,234", 1_234), ("1.234", 1_234),
        ("\u{3000}12 ", 12), ("1\u{202F}234", 1_234), ("2,5\u{00A0}Mrd.", 2_500_000_000),
    ])
    func aCountReadsAsTheNumberItStandsFor(text: String, count: Int) {
        #expect(AbbreviatedCount.value(text) == count)
    }

    @Test(arguments: ["", "K", "12 apples", "1e400K", "-"])
    func anythingElseReadsAsNoCount(text: String) {
        #expect(AbbreviatedCount.value(text) == nil)
    }
}
