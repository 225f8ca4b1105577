import AppDetailDomain
import Foundation
import TestSupport
import Testing

@Suite("Links, ids and search terms")
struct AppReferenceTests {
    static let lookupFolder = SharedFixtures.lookup

    /// Every real app's `trackViewUrl` names that app and its store.
    @Test(.enabled(if: SharedFixtures.available))
    func everyStoreLinkInTheFixturesNamesItsAppAndStore() async throws {
        let files = try FileManager.default.contentsOfDirectory(
            at: Self.lookupFolder, includingPropertiesForKeys: nil
        )
        .filter { $0.pathExtension == "json" }
        #expect(!files.isEmpty)
        for file in files {
            await Task.yield()
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let result = try #require((object?["results"] as? [[String: Any]])?.first)
            let link = try #require(result["trackViewUrl"] as? String)
            let id = try #require((result["trackId"] as? NSNumber)?.int64Value)
            let country = try #require(URL(string: link)?.pathComponents.dropFirst().first)
            let reference = try AppReference(parsing: link)
            #expect(reference.lookup == .id(AppID(rawValue: id)!), "\(link)")
            #expect(reference.country == country, "\(link)")
        }
    }

    @Test(
        arguments: [
            ("https://apps.apple.com/kr/app/some-name/id1016396103?l=en", 1_016_396_103, "kr"),
            ("https://apps.apple.com/kr/app/id1016396103", 1_016_396_103, "kr"),
            ("https://apps.apple.com/app/id1016396103", 1_016_396_103, nil),
            ("http://itunes.apple.com/us/app/facebook/id284882215?mt=8&uo=4", 284_882_215, "us"),
            ("itms-apps://itunes.apple.com/app/id284882215", 284_882_215, nil),
            ("  id1016396103 ", 1_016_396_103, nil),
            ("1016396103", 1_016_396_103, nil),
        ] as [(String, Int64, String?)])
    func everyFormNamesTheApp(text: String, id: Int64, country: String?) throws {
        let reference = try AppReference(parsing: text)
        #expect(reference.lookup == .id(AppID(rawValue: id)!))
        #expect(reference.country == country)
    }

    @Test(arguments: [
        "https://apps.apple.com/kr/app/some-name", "https://example.com/kr/app/x/id1", "id", "id12a",
        "https://apps.apple.com/kr/app/x/id0",
    ])
    func textThatNamesNoAppIsRefusedWithTheForms(text: String) {
        #expect {
            try AppReference(parsing: text)
        } throws: { error in
            guard let error = error as? AppDetailError, case .invalidInput = error else { return false }
            return error.hint?.contains("store link") == true
        }
    }

    @Test func aBundleIdStaysABundleId() throws {
        let reference = try AppReference(parsing: "com.nhncorp.NaverMap")
        #expect(reference.lookup == .bundleID(BundleID(rawValue: "com.nhncorp.NaverMap")!))
        #expect(reference.country == nil)
    }

    @Test func aSearchTermIsTrimmedAndNormalizedForTheCache() throws {
        let term = try SearchTerm("  Naver   MAP\n")
        #expect(term.text == "Naver   MAP")
        #expect(term.normalized == "naver map")
        #expect(try SearchTerm(String(repeating: "가", count: SearchTerm.maximumLength)).text.count == 100)
    }

    @Test(arguments: ["", "   \n\t", String(repeating: "a", count: SearchTerm.maximumLength + 1)])
    func anEmptyOrOverlongTermIsRefused(text: String) {
        #expect(throws: AppDetailError.self) { try SearchTerm(text) }
    }

    @Test(arguments: [0, 201, -5])
    func aLimitOutsideTheStoresRangeIsRefused(limit: Int) {
        #expect(throws: AppDetailError.invalidInput(.searchLimit(limit))) { try SearchLimit(limit) }
    }
}
