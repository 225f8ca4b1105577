import AppDetailDomain
import Foundation

extension PageShelves {
    /// The sections read from a shelf of their own, each with the keys only it reads: the list a
    /// new section joins (the parser reads each, and the digest keeps its keys). The sections
    /// read from the Information shelf and from each other are read by the parser itself.
    static let readers: [ShelfReader] = [
        ShelfReader(
            section: .ratingHistogram,
            keys: ["productRatings", "Ratings", "ratingCounts", "totalNumberOfRatings"],
            read: { $0.histogram() }),
        ShelfReader(
            section: .versionHistory,
            keys: ["mostRecentVersion", "seeAllAction", "pageData", "primarySubtitle"],
            read: { $0.versionHistory() }),
        ShelfReader(
            section: .similarApps, keys: ["similarItems"],
            read: { $0.lockups("similarItems", as: .similarApps) }),
        ShelfReader(
            section: .moreByDeveloper, keys: ["moreByDeveloper"],
            read: { $0.lockups("moreByDeveloper", as: .moreByDeveloper) }),
        ShelfReader(
            section: .events, keys: ["appEvents", "appEventId", "appEventBadgeKind", "startDate", "endDate"],
            read: { $0.events() }),
    ]

    /// `productRatings`: the five counts, five stars first and not always whole numbers
    /// (`129153.99999999999`), rounded, beside the store's total.
    mutating func histogram() -> RatingHistogram? {
        guard let items = items(of: "productRatings", for: .ratingHistogram) else { return nil }
        guard let ratings = items.first(where: { $0.string("$kind") == "Ratings" }) ?? items.first else {
            states[.ratingHistogram] = .empty
            return nil
        }
        guard let values = ratings.array("ratingCounts") else {
            damage(.ratingHistogram, "its ratings breakdown has no counts")
            return nil
        }
        let counts = values.compactMap(JSONObject.count)
        guard values.count == 5, counts.count == 5 else {
            damage(
                .ratingHistogram,
                "its ratings breakdown has \(values.count) counts, not five numbers of ratings")
            return nil
        }
        let total = ratings.count("totalNumberOfRatings") ?? counts.reduce(0, +)
        guard let histogram = try? RatingHistogram(countsFromOneStar: counts.reversed(), total: total) else {
            damage(.ratingHistogram, "its ratings breakdown cannot be read")
            return nil
        }
        states[.ratingHistogram] = .present
        return histogram
    }

    /// `mostRecentVersion`: the versions behind its see-all, newest first, each with its date (a
    /// JavaScript date string) and notes; the current version alone when there is no list.
    mutating func versionHistory() -> [PlatformVersionHistory] {
        guard let items = items(of: "mostRecentVersion", for: .versionHistory) else { return [] }
        let shelf = JSONObject(mapping.fields["mostRecentVersion"])
        let listed =
            shelf?["seeAllAction"]?["pageData"]?.objects("shelves").first?.objects("items") ?? []
        let versions = (listed.isEmpty ? items : listed).compactMap(Self.version)
        settle(
            .versionHistory, shelfItems: items.count + listed.count, read: versions.count, what: "versions")
        guard !versions.isEmpty else { return [] }
        return [PlatformVersionHistory(platform: platformName, versions: versions)]
    }

    /// The catalog's name of the page's platform: `ios` for an iPhone or iPad app.
    private var platformName: String {
        let names = [
            "phone": "ios", "pad": "ios", "mac": "osx", "tv": "appletvos", "watch": "watchos",
            "vision": "xros",
        ]
        return platforms.lazy.compactMap { names[$0] }.first ?? "ios"
    }

    /// One `TitledParagraph`: its version is the last word of `primarySubtitle` that starts with
    /// a digit ("7.130.0", or "Version 7.130.0" for the current one, in the page's language).
    private static func version(_ item: JSONObject) -> VersionRecord? {
        guard let subtitle = item.string("primarySubtitle"),
            let number = subtitle.split(separator: " ").last(where: { $0.first?.isNumber == true })
        else { return nil }
        return VersionRecord(
            version: String(number),
            date: item.string("secondarySubtitle").flatMap(JavaScriptDate.date(from:)),
            notes: item.string("text") ?? "")
    }

    /// `privacyTypes`: each kind with its categories and purposes; `privacyHeader`'s sentence.
    mutating func privacy() -> (disclosures: [PrivacyDisclosure], header: String?) {
        let header = JSONObject(mapping.fields["privacyHeader"])?.objects("items").first.flatMap { item in
            (item["bodyText"]?["styledText"]?.string("rawText")).map(Self.plainText)
        }
        guard let items = items(of: "privacyTypes", for: .privacy) else { return ([], header) }
        let disclosures = items.compactMap { item -> PrivacyDisclosure? in
            guard let identifier = item.string("identifier"), let title = item.string("title") else {
                return nil
            }
            return PrivacyDisclosure(
                kind: PrivacyDisclosure.Kind(identifier: identifier), title: title,
                detail: item.string("detail") ?? "",
                categories: item.objects("categories").compactMap(Self.category),
                purposes: item.objects("purposes").map { purpose in
                    PrivacyDisclosure.Purpose(
                        title: purpose.string("title") ?? purpose.string("purpose") ?? "",
                        categories: (purpose.objects("categories") + purpose.objects("dataCategories"))
                            .compactMap(Self.category))
                })
        }
        settle(.privacy, shelfItems: items.count, read: disclosures.count, what: "kinds of data")
        return (disclosures, header)
    }

    private static func category(_ item: JSONObject) -> PrivacyDisclosure.Category? {
        guard let title = item.string("title") ?? item.string("dataCategory") else { return nil }
        return PrivacyDisclosure.Category(identifier: item.string("identifier") ?? "", title: title)
    }

    /// The page's marked-up text (`<b>Duolingo</b>`) as plain text.
    static func plainText(_ marked: String) -> String {
        var text = ""
        var inTag = false
        for character in marked {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false
            default: if !inTag { text.append(character) }
            }
        }
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
    }

    /// `information`: each annotation as the store wrote it; `nil` when the shelf is not there.
    mutating func information() -> [InformationAnnotation]? {
        guard let items = items(of: "information", for: .information) else { return nil }
        let annotations = items.map(Self.annotation)
        settle(.information, shelfItems: items.count, read: annotations.count, what: "rows")
        return annotations
    }

    private static func annotation(_ item: JSONObject) -> InformationAnnotation {
        let entries = item.objects("items")
        let lines = entries.compactMap { entry -> InformationAnnotation.Line? in
            guard let text = entry.string("text") else { return nil }
            return InformationAnnotation.Line(heading: entry.string("heading") ?? "", text: text)
        }
        let pairs = entries.flatMap { entry in
            (entry.array("textPairs") ?? []).compactMap { pair -> [String]? in
                let texts = (pair as? [Any])?.compactMap { $0 as? String }
                return texts?.count == 2 ? texts : nil
            }
        }
        return InformationAnnotation(
            title: item.string("title") ?? "", summary: item.string("summary") ?? "", lines: lines,
            pairs: pairs)
    }

    /// The In-App Purchases: the annotation rows that are name–price pairs. An Information shelf
    /// without any is an app that sells nothing.
    mutating func purchases(in information: [InformationAnnotation]?) -> [InAppPurchase] {
        guard let information else {
            states[.inAppPurchases] = states[.information]
            return []
        }
        let purchases = information.flatMap(\.pairs).map {
            InAppPurchase(name: $0[0], priceText: $0[1], renewalPeriod: nil, introOffer: nil)
        }
        states[.inAppPurchases] = purchases.isEmpty ? .empty : .present
        return purchases
    }

    /// `informationRibbon`: the age rating (its reasons are the lines of the Information row
    /// that states the same rating) and the chart position (the chart itself is not named).
    mutating func ribbon(information: [InformationAnnotation]?) -> (
        ageRating: AgeRating?, chartPosition: StoreChartPosition?
    ) {
        guard let badges = items(of: "informationRibbon", for: .ageRating) else {
            states[.chartPosition] = states[.ageRating]
            return (nil, nil)
        }
        let age = badges.first { $0.string("key") == "contentRating" || $0.string("type") == "contentRating" }
        let chart = badges.first {
            $0.string("key") == "chartPosition" || $0.string("type") == "chartPosition"
        }
        var ageRating: AgeRating?
        if let name = age?["content"]?.string("contentRating") {
            let reasons = information?.first { $0.summary == name }?.lines.map(\.text) ?? []
            ageRating = AgeRating(name: name, advisories: reasons)
        }
        var position: StoreChartPosition?
        if let place = chart?["content"]?.count("position"), place > 0 {
            position = StoreChartPosition(
                position: place, genreName: chart?.string("caption") ?? "", chart: "")
        }
        states[.ageRating] = ageRating == nil ? .unavailable(.notOnPage) : .present
        states[.chartPosition] = position == nil ? .unavailable(.notOnPage) : .present
        return (ageRating, position)
    }

    /// `appEvents`: each event with its id, badge, dates and page.
    mutating func events() -> [AppEvent] {
        guard let items = items(of: "appEvents", for: .events) else { return [] }
        let events = items.compactMap { item -> AppEvent? in
            guard let title = item.string("title") else { return nil }
            let address = item["clickAction"]?["actionMetrics"]?.objects("data").lazy
                .compactMap { $0["fields"]?.string("actionUrl") }.first
            return AppEvent(
                id: item.string("appEventId") ?? item.string("id") ?? "", title: title,
                badge: item.string("appEventBadgeKind") ?? item.string("kind") ?? "",
                subtitle: item.string("subtitle") ?? "",
                start: item.string("startDate").flatMap(StoreTimestamp.date(from:)),
                end: item.string("endDate").flatMap(StoreTimestamp.date(from:)),
                url: address.flatMap(URL.init(string:)).flatMap { $0.scheme == "https" ? $0 : nil })
        }
        settle(.events, shelfItems: items.count, read: events.count, what: "events")
        return events
    }

    /// A shelf of `Lockup`s (You Might Also Like, More by this developer) as app summaries.
    mutating func lockups(_ name: String, as section: StorePageSection) -> [AppSummary] {
        guard let items = items(of: name, for: section) else { return [] }
        let apps = items.compactMap(Self.summary)
        settle(section, shelfItems: items.count, read: apps.count, what: "apps")
        return apps
    }

    private static func summary(_ lockup: JSONObject) -> AppSummary? {
        guard let text = lockup.string("adamId") ?? lockup.count("adamId").map(String.init),
            let id = try? AppID(parsing: text), let name = lockup.string("title")
        else { return nil }
        let offer = lockup["offerDisplayProperties"]
        let isFree = (offer?.fields["isFree"] as? Bool) == true
        let rating = lockup.double("rating").flatMap { average in
            AbbreviatedCount.value(lockup.string("ratingCount") ?? "").map {
                Rating(average: average, count: $0)
            }
        }
        return AppSummary(
            id: id, name: name, developer: lockup.string("developerName") ?? "",
            iconURL: lockup["icon"]?.string("template").flatMap(CatalogDocumentParser.iconURL), category: "",
            rating: rating,
            price: isFree
                ? Price(amount: 0, currencyCode: nil, formatted: nil)
                : Price(amount: nil, currencyCode: nil, formatted: offer?["titles"]?.string("standard")))
    }
}
