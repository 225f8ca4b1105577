import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// The store page's own data, read from every real capture in `../shared/fixtures/appstore-page`:
/// each parsed value equals the raw JSON, read here independently with `JSONSerialization`.
@Suite("The store page's catalog document and shelves", .enabled(if: SharedFixtures.available))
struct StorePageParsingTests {
    static let folder = SharedFixtures.root.deletingLastPathComponent().appendingPathComponent(
        "appstore-page")
    static let documents = ["389801252", "363590051", "586447913"]
    static let storefronts = ["us", "au", "br", "cn", "hk", "id", "jp", "kr", "tr", "tw"]

    /// The raw app record of a capture, and its relationships.
    private func raw(_ id: String) throws -> (app: [String: Any], relationships: [String: Any]) {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("media-api/\(id)_us.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let app = try #require((document["d"] as? [[String: Any]])?.first)
        return (app, app["relationships"] as? [String: Any] ?? [:])
    }

    private func parsed(_ id: String) throws -> StorePageDetails {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("media-api/\(id)_us.json"))
        return try CatalogDocumentParser.details(from: data, for: AppID(rawValue: Int64(id)!)!)
    }

    @Test(arguments: documents)
    func theHistogramIsTheStoresCounts(id: String) throws {
        let attributes = try #require(try raw(id).app["attributes"] as? [String: Any])
        let rating = try #require(attributes["userRating"] as? [String: Any])
        let counts = try #require(rating["ratingCountList"] as? [Int])
        let histogram = try #require(try parsed(id).histogram)
        #expect(histogram.counts == counts && histogram.total == rating["ratingCount"] as? Int)
        #expect(histogram.countsAgreeWithTotal, "the captures' counts add up (README)")
        for stars in 1...5 { #expect(histogram.count(ofStars: stars) == counts[stars - 1]) }
        let shares = (1...5).map(histogram.share(ofStars:))
        #expect(abs(shares.reduce(0, +) - 1) < 1e-9)
    }

    @Test(arguments: documents)
    func everyVersionOfEveryPlatform(id: String) throws {
        let attributes = try #require(try raw(id).app["attributes"] as? [String: Any])
        let platforms = try #require(attributes["platformAttributes"] as? [String: [String: Any]])
        let history = try parsed(id).versionHistory
        let withHistory = platforms.filter { ($0.value["versionHistory"] as? [Any])?.isEmpty == false }
        #expect(Set(history.map(\.platform)) == Set(withHistory.keys))
        #expect(history.first?.platform == "ios")
        for platform in history {
            let records = try #require(platforms[platform.platform]?["versionHistory"] as? [[String: Any]])
            #expect(platform.versions.count == records.count)
            for (version, record) in zip(platform.versions, records) {
                #expect(version.version == record["versionDisplay"] as? String)
                #expect(version.notes == (record["releaseNotes"] as? String ?? ""))
                let stamp = try #require(record["releaseTimestamp"] as? String)
                #expect(version.date == ISO8601DateFormatter().date(from: stamp), "\(stamp)")
            }
        }
    }

    @Test(arguments: documents)
    func everyPrivacyKindAndCategory(id: String) throws {
        let attributes = try #require(try raw(id).app["attributes"] as? [String: Any])
        let types = try #require(
            (attributes["privacy"] as? [String: Any])?["privacyTypes"] as? [[String: Any]])
        let privacy = try parsed(id).privacy
        #expect(privacy.count == types.count && !privacy.isEmpty)
        for (disclosure, type) in zip(privacy, types) {
            #expect(disclosure.title == type["privacyType"] as? String)
            #expect(disclosure.detail == type["description"] as? String)
            #expect(
                disclosure.kind == PrivacyDisclosure.Kind(identifier: type["identifier"] as? String ?? ""))
            if case .other = disclosure.kind {
                Issue.record("a known kind read as other: \(disclosure.kind)")
            }
            let categories = type["dataCategories"] as? [[String: Any]] ?? []
            #expect(
                disclosure.categories.map(\.identifier)
                    == categories.map { $0["identifier"] as? String ?? "" })
            #expect(
                disclosure.categories.map(\.title) == categories.map { $0["dataCategory"] as? String ?? "" })
        }
    }

    @Test(arguments: documents)
    func everyPurchaseOnceWithItsPriceAndOffer(id: String) throws {
        let relationships = try raw(id).relationships
        var expected: [String] = []
        for key in ["top-in-apps", "merchandised-in-apps"] {
            for record in (relationships[key] as? [String: Any])?["data"] as? [[String: Any]] ?? [] {
                let attributes = try #require(record["attributes"] as? [String: Any])
                let offer = (attributes["offers"] as? [[String: Any]])?.first
                let discount = (offer?["discounts"] as? [[String: Any]])?.first
                let line = [
                    (attributes["name"] as? String ?? "").trimmingCharacters(in: .whitespaces),
                    offer?["priceFormatted"] as? String ?? "",
                    offer?["recurringSubscriptionPeriod"] as? String ?? "-",
                    discount.map {
                        "\($0["modeType"] ?? "") \($0["priceFormatted"] ?? "") \($0["numOfPeriods"] ?? "")"
                    }
                        ?? "-",
                ].joined(separator: "|")
                if !expected.contains(line) { expected.append(line) }
            }
        }
        let purchases = try parsed(id).inAppPurchases.map { purchase in
            [
                purchase.name, purchase.priceText, purchase.renewalPeriod ?? "-",
                purchase.introOffer.map { "\($0.mode) \($0.priceText) \($0.periods)" } ?? "-",
            ].joined(separator: "|")
        }
        #expect(purchases == expected)
        #expect(!purchases.isEmpty)
    }

    @Test(arguments: documents)
    func everySimilarAppWithItsRating(id: String) throws {
        let records = try #require(
            (try raw(id).relationships["customers-also-bought-apps"] as? [String: Any])?["data"]
                as? [[String: Any]])
        let similar = try parsed(id).similarApps
        #expect(similar.count == records.count && similar.count == 10)
        for (app, record) in zip(similar, records) {
            let attributes = try #require(record["attributes"] as? [String: Any])
            let rating = try #require(attributes["userRating"] as? [String: Any])
            #expect("\(app.id)" == record["id"] as? String)
            #expect(
                app.name == attributes["name"] as? String
                    && app.developer == attributes["artistName"] as? String)
            #expect(app.category == attributes["genreDisplayName"] as? String)
            #expect(app.rating?.count == rating["ratingCount"] as? Int)
            #expect(app.rating?.average == rating["value"] as? Double)
            let offer = ((attributes["platformAttributes"] as? [String: Any])?["ios"] as? [String: Any])
                .flatMap { ($0["offers"] as? [[String: Any]])?.first }
            #expect(app.price.formatted == offer?["priceFormatted"] as? String)
        }
    }

    @Test func eventsAgeRatingAndChartPosition() throws {
        let instagram = try parsed("389801252")
        let (app, relationships) = try raw("389801252")
        let events = try #require(
            (relationships["app-events"] as? [String: Any])?["data"] as? [[String: Any]])
        #expect(instagram.events.count == events.count && events.count == 2)
        for (event, record) in zip(instagram.events, events) {
            let attributes = try #require(record["attributes"] as? [String: Any])
            #expect(
                event.title == attributes["name"] as? String
                    && event.badge == attributes["badgeKind"] as? String)
            #expect(
                event.start == ISO8601DateFormatter().date(from: attributes["startDate"] as? String ?? ""))
            #expect(event.end == ISO8601DateFormatter().date(from: attributes["endDate"] as? String ?? ""))
            #expect(event.url?.absoluteString == attributes["url"] as? String)
        }
        let attributes = try #require(app["attributes"] as? [String: Any])
        let rating = try #require(
            (attributes["contentRatingsBySystem"] as? [String: Any])?["appsApple"] as? [String: Any])
        #expect(instagram.ageRating?.name == rating["name"] as? String)
        #expect(instagram.ageRating?.advisories == rating["advisories"] as? [String])
        let chart = try #require(
            (attributes["chartPositions"] as? [String: Any])?["appStore"] as? [String: Any])
        #expect(instagram.chartPosition?.position == chart["position"] as? Int)
        #expect(instagram.chartPosition?.genreName == chart["genreName"] as? String)
    }

    /// The whole 2025 shoebox capture inside a page assembled from the real script tag: the
    /// document found by its request key reads as the trimmed copy does, part for part.
    @Test func theShoeboxInAnAssembledPageIsTheDocument() throws {
        let shoebox = try String(
            contentsOf: Self.folder.appendingPathComponent("shoebox/389801252_us.json"), encoding: .utf8)
        // Assembled: the script element as 2025's page wrote it, around the real capture.
        let page = """
            <html><body><footer></footer>
            <script type="fastboot/shoebox" id="shoebox-language-code">"en-us"</script>
            <script type="fastboot/shoebox" id="\(StorePageHTML.shoeboxID)">\(shoebox)</script>
            </body></html>
            """
        let id = AppID(rawValue: 389_801_252)!
        let document = try #require(try StorePageHTML(Data(page.utf8)).catalogDocument(for: id))
        let fromPage = try CatalogDocumentParser.details(from: document, for: id)
        let trimmed = try parsed("389801252")
        #expect(fromPage.histogram == trimmed.histogram && fromPage.privacy == trimmed.privacy)
        #expect(
            fromPage.versionHistory == trimmed.versionHistory
                && fromPage.inAppPurchases == trimmed.inAppPurchases)
        #expect(fromPage.similarApps.map(\.id) == trimmed.similarApps.map(\.id))
        #expect(fromPage.events == trimmed.events && fromPage.ageRating == trimmed.ageRating)
    }

    /// Today's page in ten stores: the Information shelf's rows as the store wrote them, and its
    /// In-App Purchases as name–price pairs in each store's currency.
    @Test(arguments: storefronts)
    func todaysPageInformationShelf(country: String) throws {
        let html = try Data(contentsOf: Self.folder.appendingPathComponent("page/1546947240_\(country).html"))
        let text = String(decoding: html, as: UTF8.self)
        let start = try #require(text.range(of: "type=\"application/json\">"))
        let end = try #require(text.range(of: "</script>", range: start.upperBound..<text.endIndex))
        let raw = try #require(
            try JSONSerialization.jsonObject(with: Data(text[start.upperBound..<end.lowerBound].utf8))
                as? [String: Any])
        let page = try #require(((raw["data"] as? [[String: Any]])?.first)?["data"] as? [String: Any])
        let shelf = try #require(
            ((page["shelfMapping"] as? [String: Any])?["information"] as? [String: Any])?["items"]
                as? [[String: Any]])
        let id = AppID(rawValue: 1_546_947_240)!
        let data = try #require(try StorePageHTML(html).serverData())
        let details = try PageShelvesParser.details(from: data, for: id)
        #expect(details.source == .pageShelves && details.histogram == nil)
        #expect(details.information.map(\.title) == shelf.map { $0["title"] as? String ?? "" })
        var pairs: [[String]] = []
        for annotation in shelf {
            for item in annotation["items"] as? [[String: Any]] ?? [] {
                pairs += (item["textPairs"] as? [[String]]) ?? []
            }
        }
        #expect(!pairs.isEmpty, "\(country): the In-App Purchases shelf")
        #expect(details.inAppPurchases.map { [$0.name, $0.priceText] } == pairs)
    }
}
