import AppDetailDomain
import Testing

@Suite("Parsing ids, bundle ids and storefronts from user text")
struct IdentifierParsingTests {
    @Test(arguments: [
        ("284882215", Int64(284_882_215)),
        (" 6443908927\n", Int64(6_443_908_927)),
        ("007", Int64(7)),
        ("9223372036854775807", Int64.max),
    ])
    func acceptsDigits(text: String, expected: Int64) throws {
        #expect(try AppID(parsing: text).rawValue == expected)
    }

    @Test(arguments: [
        ("", AppIDProblem.empty),
        ("   ", .empty),
        ("abc", .notDigits),
        ("-1", .notDigits),
        ("+5", .notDigits),
        ("1.5", .notDigits),
        ("１２３", .notDigits),
        ("0", .notPositive),
        ("000", .notPositive),
        ("9223372036854775808", .tooLarge),
        (String(repeating: "9", count: 30), .tooLarge),
    ])
    func rejectsEverythingElse(text: String, problem: AppIDProblem) {
        #expect(throws: AppDetailError.invalidInput(.appID(text, problem))) { try AppID(parsing: text) }
    }

    @Test func appIDRejectsNonPositiveRawValues() {
        #expect(AppID(rawValue: 0) == nil)
        #expect(AppID(rawValue: -4) == nil)
        #expect(AppID(rawValue: 4)?.description == "4")
    }

    @Test func lookupTellsIdsFromBundleIDs() throws {
        #expect(try AppLookup(parsing: "284882215") == .id(#require(AppID(rawValue: 284_882_215))))
        #expect(
            try AppLookup(parsing: "com.example.app")
                == .bundleID(#require(BundleID(rawValue: "com.example.app"))))
        #expect(try AppLookup(parsing: "com.kakao.Talk-Beta_2").description == "com.kakao.Talk-Beta_2")
    }

    @Test(arguments: [
        "abc", "com", "com..app", ".com.app", "com.app.", "com.-app", "com.ex ample", "com.예제.app",
    ])
    func lookupRejectsTextThatIsNeither(text: String) {
        #expect(throws: AppDetailError.invalidInput(.appReference(text))) { try AppLookup(parsing: text) }
    }

    @Test func lookupReportsNumericTroubleAsAnIdProblem() {
        #expect(throws: AppDetailError.invalidInput(.appID("-1", .notDigits))) {
            try AppLookup(parsing: "-1")
        }
        let huge = String(repeating: "1", count: 30)
        #expect(throws: AppDetailError.invalidInput(.appID(huge, .tooLarge))) { try AppLookup(parsing: huge) }
    }

    @Test func storefrontNormalizesCountryAndLanguage() throws {
        let korea = try Storefront(country: "KR", language: "ko_kr")
        #expect(korea.country == "kr")
        #expect(korea.language == "ko-KR")
        #expect(korea.languageCode == "ko")
        #expect(korea.description == "kr/ko-KR")
        #expect(try Storefront(country: " fr ").language == nil)
        #expect(try Storefront(country: "jp", language: "JA").language == "ja")
        #expect(Storefront.unitedStates == (try Storefront(country: "us")))
    }

    @Test(arguments: ["xx", "uk", "usa", "", "k", "1a"])
    func storefrontRejectsUnassignedCountries(country: String) {
        #expect(throws: AppDetailError.invalidInput(.country(country))) { try Storefront(country: country) }
    }

    @Test(arguments: ["k", "english", "en-USA", "en-U1", "en-US-x", "1n", ""])
    func storefrontRejectsMalformedLanguages(language: String) {
        #expect(throws: AppDetailError.invalidInput(.language(language))) {
            try Storefront(country: "us", language: language)
        }
    }
}
