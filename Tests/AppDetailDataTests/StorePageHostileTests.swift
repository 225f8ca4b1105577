import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// A store page that is not what it should be: each says what was wrong, none hangs or traps.
@Suite("Hostile store pages")
struct StorePageHostileTests {
    static let id = AppID(rawValue: 389_801_252)!

    private func malformed(_ body: () throws(AppDetailError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            guard case .malformedAnswer(let detail) = error else { return "\(error)" }
            return detail
        }
    }

    @Test func aScriptThatNeverClosesIsNamed() {
        let page =
            "<html><script id=\"serialized-server-data\" type=\"application/json\">{\"data\": ["
            + String(repeating: "x", count: 1_000_000)
        let detail = malformed { () throws(AppDetailError) in
            _ = try StorePageHTML(Data(page.utf8)).serverData()
        }
        #expect(detail?.contains("never closes") == true, "\(detail ?? "no error")")
        let open = malformed { () throws(AppDetailError) in
            _ = try StorePageHTML(Data("<script id=\"x\"".utf8)).serverData()
        }
        #expect(open?.contains("inside a <script> tag") == true)
    }

    @Test func aPageWithoutTheScriptsHasNoDocument() throws {
        let page = StorePageHTML(Data(("<html>" + String(repeating: "<p>x</p>", count: 100_000)).utf8))
        #expect(
            try page.serverData() == nil && page.catalogDocument(for: Self.id) == nil
                && page.mediaToken() == nil)
    }

    @Test(.enabled(if: SharedFixtures.available)) func aDocumentThatIsNotTheCatalogsIsMalformed() throws {
        let lookup = try Data(contentsOf: SharedFixtures.lookup.appendingPathComponent("640199958.json"))
        for body in [Data("[]".utf8), Data("not json".utf8), Data("{\"d\": []}".utf8), lookup] {
            #expect(
                malformed { () throws(AppDetailError) in
                    _ = try CatalogDocumentParser.details(from: body, for: Self.id)
                } != nil)
        }
        let other = Data("{\"data\": [{\"id\": \"1\", \"attributes\": {}}]}".utf8)
        let detail = malformed { () throws(AppDetailError) in
            _ = try CatalogDocumentParser.details(from: other, for: Self.id)
        }
        #expect(detail == "the store page's catalog data is not about app 389801252")
        // A record of the right app with nothing readable is empty parts, not a failure.
        let bare = try CatalogDocumentParser.details(
            from: Data("{\"data\": [{\"id\": \"389801252\", \"attributes\": {\"userRating\": 5}}]}".utf8),
            for: Self.id)
        #expect(bare.histogram == nil && bare.versionHistory.isEmpty && bare.similarApps.isEmpty)
    }

    @Test func aHistogramThatDisagreesWithItsTotalSaysSo() throws {
        let body = """
            {"data": [{"id": "389801252", "attributes": {"userRating": {"value": 4.0, "ratingCount": 100,
            "ratingCountList": [1, 2, 3, 4, 5]}}}]}
            """
        let histogram = try #require(
            try CatalogDocumentParser.details(from: Data(body.utf8), for: Self.id).histogram)
        #expect(!histogram.countsAgreeWithTotal && histogram.countedTotal == 15 && histogram.total == 100)
        #expect(throws: AppDetailError.self) { try RatingHistogram(countsFromOneStar: [1, 2], total: 3) }
        #expect(throws: AppDetailError.self) {
            try RatingHistogram(countsFromOneStar: [1, 2, 3, 4, -5], total: 5)
        }
    }

    @Test(arguments: [
        (".v1.catalog.us.apps.389801252.l.en-us.platform.web", true),
        ("/v1/catalog/us/apps/389801252?l=en-us&platform=web", true),
        ("/v1/catalog/us/apps/389801252", true),
        ("/v1/catalog/us/apps/389801252/reviews?l=en-us", false),
        ("/v1/catalog/us/apps/3898012520?l=en-us", false),
        (".v1.catalog.us.apps.1.l.en-us", false),
    ])
    func aCacheKeyNamesItsApp(key: String, names: Bool) {
        #expect(StorePageHTML.key(key, asksFor: Self.id) == names)
    }

    @Test func theMediaTokenIsReadFromTheConfigurationMeta() {
        let configuration = #"{"MEDIA_API":{"token":"eyJ.abc.def"},"other":1}"#
        let encoded = configuration.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let page = "<head><meta name=\"web-experience-app/config/environment\" content=\"\(encoded)\"></head>"
        #expect(StorePageHTML(Data(page.utf8)).mediaToken() == "eyJ.abc.def")
        let empty = "<meta name=\"web-experience-app/config/environment\" content=\"%7B%7D\">"
        #expect(StorePageHTML(Data(empty.utf8)).mediaToken() == nil)
    }
}
