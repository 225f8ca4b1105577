import AppDetailDomain
import Foundation

/// Reads the App Store's catalog document of an app — the media API's answer, as the web page of
/// 2025 embedded it (`{"x": …, "d": [app]}`) or as the API sends it (`{"data": [app]}`) — into a
/// store page's details. Each part is read on its own: a part missing or of an unexpected shape
/// is empty, never a failure of the others. A body that is not such a document, or whose record
/// is another app's, is ``AppDetailError/malformedAnswer(detail:)``.
enum CatalogDocumentParser {
    /// The details of app `id` in the document `data`, read from `source` (the page's embedded
    /// document, or the media API's).
    static func details(from data: Data, for id: AppID, source: StorePageSource = .catalogDocument)
        throws(AppDetailError) -> StorePageDetails
    {
        guard let document = JSONObject(data: data) else {
            throw .malformedAnswer(detail: "the store page's catalog data is not a JSON object")
        }
        let records = document.objects("d") + document.objects("data")
        guard !records.isEmpty else {
            throw .malformedAnswer(detail: "the store page's catalog data holds no app record")
        }
        guard let app = records.first(where: { $0.string("id") == "\(id)" }) else {
            throw .malformedAnswer(detail: "the store page's catalog data is not about app \(id)")
        }
        let attributes = app["attributes"]
        let relationships = app["relationships"]
        let histogram = attributes?["userRating"].flatMap(histogram)
        let versions = attributes?["platformAttributes"].map(versionHistory) ?? []
        let privacy = attributes?["privacy"]?.array("privacyTypes").map { types in
            types.compactMap(JSONObject.init).map(disclosure)
        }
        let similar = relationships?["customers-also-bought-apps"]?.array("data").map {
            $0.compactMap(JSONObject.init).compactMap(summary)
        }
        let others = relationships?["developer-other-apps"]?.array("data").map {
            $0.compactMap(JSONObject.init).compactMap(summary)
        }
        let events = relationships?["app-events"]?.array("data").map {
            $0.compactMap(JSONObject.init).compactMap(event)
        }
        let purchaseLists = ["top-in-apps", "merchandised-in-apps"].compactMap {
            relationships?[$0]?.array("data")
        }
        let purchases = purchases(relationships)
        let ageRating = attributes?["contentRatingsBySystem"]?["appsApple"].flatMap(ageRating)
        let chartPosition = attributes?["chartPositions"]?["appStore"].flatMap(chartPosition)
        // The catalog's form is the 2025 one: a section the page gained since is never in it.
        var states = Dictionary(
            uniqueKeysWithValues: StorePageSection.allCases.map {
                ($0, StorePageSectionState.unavailable(.notInThisForm))
            })
        let read: [StorePageSection: StorePageSectionState] = [
            .ratingHistogram: histogram != nil ? .present : .unavailable(.notOnPage),
            .versionHistory: versions.isEmpty
                ? (attributes?["platformAttributes"] == nil ? .unavailable(.notOnPage) : .empty) : .present,
            .privacy: state(of: privacy),
            .inAppPurchases: purchaseLists.isEmpty
                ? .unavailable(.notOnPage) : (purchases.isEmpty ? .empty : .present),
            .similarApps: state(of: similar), .moreByDeveloper: state(of: others), .events: state(of: events),
            .ageRating: ageRating != nil ? .present : .unavailable(.notOnPage),
            .chartPosition: chartPosition != nil ? .present : .unavailable(.notOnPage),
        ]
        states.merge(read) { _, found in found }
        return StorePageDetails(
            id: id, source: source, histogram: histogram, versionHistory: versions, privacy: privacy ?? [],
            inAppPurchases: purchases, similarApps: similar ?? [], moreByDeveloper: others ?? [],
            events: events ?? [], ageRating: ageRating, chartPosition: chartPosition, information: [],
            states: states)
    }

    /// A list's state: not in the document when it is absent, else present or empty.
    private static func state<Element>(of list: [Element]?) -> StorePageSectionState {
        guard let list else { return .unavailable(.notOnPage) }
        return list.isEmpty ? .empty : .present
    }

    private static func histogram(_ rating: JSONObject) -> RatingHistogram? {
        guard let counts = rating.ints("ratingCountList"), let total = rating.int("ratingCount") else {
            return nil
        }
        return try? RatingHistogram(countsFromOneStar: counts, total: total)
    }

    /// The platforms in the catalog's order, `ios` first.
    private static func versionHistory(_ platforms: JSONObject) -> [PlatformVersionHistory] {
        let names = platforms.fields.keys.sorted { ($0 == "ios" ? 0 : 1, $0) < ($1 == "ios" ? 0 : 1, $1) }
        return names.compactMap { name in
            let records = platforms[name]?.objects("versionHistory") ?? []
            guard !records.isEmpty else { return nil }
            let versions = records.map { record in
                VersionRecord(
                    version: record.string("versionDisplay") ?? "",
                    date: record.string("releaseTimestamp").flatMap(StoreTimestamp.date(from:))
                        ?? record.string("releaseDate").flatMap {
                            StoreTimestamp.date(from: $0 + "T00:00:00Z")
                        },
                    notes: record.string("releaseNotes") ?? "")
            }
            return PlatformVersionHistory(platform: name, versions: versions)
        }
    }

    private static func disclosure(_ type: JSONObject) -> PrivacyDisclosure {
        PrivacyDisclosure(
            kind: PrivacyDisclosure.Kind(identifier: type.string("identifier") ?? ""),
            title: type.string("privacyType") ?? "", detail: type.string("description") ?? "",
            categories: type.objects("dataCategories").map(category),
            purposes: type.objects("purposes").map { purpose in
                PrivacyDisclosure.Purpose(
                    title: purpose.string("purpose") ?? purpose.string("title") ?? "",
                    categories: purpose.objects("dataCategories").map(category))
            })
    }

    private static func category(_ category: JSONObject) -> PrivacyDisclosure.Category {
        PrivacyDisclosure.Category(
            identifier: category.string("identifier") ?? "", title: category.string("dataCategory") ?? "")
    }

    /// The top in-app purchases, then the merchandised ones, each purchase (name, price, period
    /// and offer alike) once: the catalog lists some several times.
    private static func purchases(_ relationships: JSONObject?) -> [InAppPurchase] {
        let records =
            (relationships?["top-in-apps"]?.objects("data") ?? [])
            + (relationships?["merchandised-in-apps"]?.objects("data") ?? [])
        var seen: Set<InAppPurchase> = []
        return records.compactMap { record -> InAppPurchase? in
            guard let attributes = record["attributes"], let name = attributes.string("name") else {
                return nil
            }
            let offer = attributes.objects("offers").first
            let intro = offer?.objects("discounts").first.map { discount in
                InAppPurchase.IntroOffer(
                    mode: discount.string("modeType") ?? "",
                    priceText: discount.string("priceFormatted") ?? "",
                    period: discount.string("recurringSubscriptionPeriod") ?? "",
                    periods: discount.int("numOfPeriods") ?? 1)
            }
            let purchase = InAppPurchase(
                name: name.trimmingCharacters(in: .whitespaces),
                priceText: offer?.string("priceFormatted") ?? "",
                renewalPeriod: offer?.string("recurringSubscriptionPeriod"), introOffer: intro)
            return seen.insert(purchase).inserted ? purchase : nil
        }
    }

    /// A related app as a list shows it.
    static func summary(_ record: JSONObject) -> AppSummary? {
        guard let text = record.string("id"), let id = try? AppID(parsing: text),
            let attributes = record["attributes"], let name = attributes.string("name")
        else { return nil }
        let platform = attributes["platformAttributes"]?["ios"]
        let offer = (platform?.objects("offers") ?? attributes.objects("offers")).first
        let rating = attributes["userRating"].flatMap { rating -> Rating? in
            guard let value = rating.double("value"), let count = rating.int("ratingCount") else {
                return nil
            }
            return Rating(average: value, count: count)
        }
        let artwork = (platform?["artwork"] ?? attributes["artwork"])?.string("url")
        return AppSummary(
            id: id, name: name, developer: attributes.string("artistName") ?? "",
            iconURL: artwork.flatMap(iconURL), category: attributes.string("genreDisplayName") ?? "",
            rating: rating,
            price: Price(
                amount: offer?.double("price").map { Decimal($0) },
                currencyCode: offer?.string("currencyCode"),
                formatted: offer?.string("priceFormatted")))
    }

    /// An artwork template (`…/{w}x{h}{c}.{f}`) made a 100-point icon's address.
    static func iconURL(_ template: String) -> URL? {
        // One pass over the template (Foundation's replacing, four times over, cost more than
        // the rest of a lockup).
        var filled = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            filled += rest[..<open]
            let placeholder = rest[open...].prefix(3)
            if let value = iconTemplateValues[placeholder] {
                filled += value
                rest = rest[placeholder.endIndex...]
            } else {
                filled += "{"
                rest = rest[rest.index(after: open)...]
            }
        }
        return URL(string: filled + rest)
    }

    /// What an icon's template placeholders stand for: a 100×100 PNG, `bb` its crop.
    private static let iconTemplateValues: [Substring: String] = [
        "{w}": "100", "{h}": "100", "{c}": "bb", "{f}": "png",
    ]

    private static func event(_ record: JSONObject) -> AppEvent? {
        guard let attributes = record["attributes"], let title = attributes.string("name") else { return nil }
        return AppEvent(
            id: record.string("id") ?? "", title: title,
            badge: attributes.string("badgeKind") ?? attributes.string("kind") ?? "",
            subtitle: attributes.string("subtitle") ?? "",
            start: attributes.string("startDate").flatMap(StoreTimestamp.date(from:)),
            end: attributes.string("endDate").flatMap(StoreTimestamp.date(from:)),
            url: attributes.string("url").flatMap(URL.init(string:)))
    }

    private static func ageRating(_ rating: JSONObject) -> AgeRating? {
        guard let name = rating.string("name") else { return nil }
        return AgeRating(name: name, advisories: rating.strings("advisories"))
    }

    private static func chartPosition(_ chart: JSONObject) -> StoreChartPosition? {
        guard let position = chart.int("position"), position > 0 else { return nil }
        return StoreChartPosition(
            position: position, genreName: chart.string("genreName") ?? "", chart: chart.string("chart") ?? ""
        )
    }
}
