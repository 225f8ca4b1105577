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
        ("", AppIDReason.empty),
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
    func rejectsEverythingElse(text: String, problem: AppIDReason) {
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
        let korea = try Storefront(country: "KR", language: "en_us")
        #expect(korea.country == "kr")
        #expect(korea.language == "en-US")
        #expect(korea.languageCode == "en")
        #expect(korea.description == "kr/en-US")
        #expect(try Storefront(country: " fr ").language == nil)
        #expect(try Storefront(country: "jp", language: "EN").language == "en")
        #expect(Storefront.unitedStates == (try Storefront(country: "us")))
    }

    /// The store's own default language changes nothing, so it is left out and both spellings
    /// are one storefront (one cache entry); another language, script or region is kept.
    @Test(
        arguments: [
            ("kr", "ko_kr", nil), ("kr", "KO", nil), ("jp", "ja-JP", nil), ("us", "en", nil),
            ("us", "en-GB", "en-GB"),
            ("tw", "zh-TW", nil), ("tw", "zh-Hant", nil), ("tw", "zh-Hans", "zh-Hans"), ("cn", "zh", nil),
            ("cn", "zh-Hant", "zh-Hant"), ("hk", "zh-Hant", "zh-Hant"), ("kr", "ja", "ja"),
        ] as [(String, String, String?)])
    func theStoresDefaultLanguageIsLeftOut(country: String, language: String, kept: String?) throws {
        let storefront = try Storefront(country: country, language: language)
        #expect(storefront.language == kept, "\(country)/\(language)")
        if kept == nil { #expect(storefront == (try Storefront(country: country))) }
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
