import AppDetailDomain
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Today's whole store page (Duolingo, US, July 2026, byte for byte): every figure, version,
/// privacy category, related app and event read by the parser equals the raw JSON read here with
/// `JSONSerialization`; and the page survives hostile variants of each shelf, each costing only
/// itself.
@Suite("Today's whole store page", .enabled(if: SharedFixtures.available))
struct TodaysWholePageTests {
    static let id = AppID(rawValue: 570_060_128)!
    static let capture = StorePageParsingTests.folder.appendingPathComponent("page-whole/570060128_us.html")

    /// The page data the HTML embeds, as bytes and as the raw object.
    static func pageData() throws -> (data: Data, root: [String: Any]) {
        let html = StorePageHTML(try Data(contentsOf: capture))
        let data = try #require(try html.serverData())
        return (data, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    /// The raw `shelfMapping`.
    static func shelves(_ root: [String: Any]) throws -> [String: Any] {
        let page = try #require(((root["data"] as? [[String: Any]])?.first?["data"]) as? [String: Any])
        return try #require(page["shelfMapping"] as? [String: Any])
    }

    static func items(_ shelves: [String: Any], _ name: String) -> [[String: Any]] {
        (shelves[name] as? [String: Any])?["items"] as? [[String: Any]] ?? []
    }

    /// The page data with its shelves edited.
    static func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var root = try pageData().root
        var data = try #require(root["data"] as? [[String: Any]])
        var page = try #require(data[0]["data"] as? [String: Any])
        var mapping = try #require(page["shelfMapping"] as? [String: Any])
        edit(&mapping)
        page["shelfMapping"] = mapping
        data[0]["data"] = page
        root["data"] = data
        return try JSONSerialization.data(withJSONObject: root)
    }

    @Test func everyShelfIsReadAsTheStoreWroteIt() throws {
        let (data, root) = try Self.pageData()
        let shelves = try Self.shelves(root)
        let details = try PageShelvesParser.details(from: data, for: Self.id)
        #expect(details.source == .pageShelves)

        // The histogram: five stars first on the page, rounded, one star first in the Domain.
        let ratings = try #require(Self.items(shelves, "productRatings").first)
        let raw = try #require(ratings["ratingCounts"] as? [Double])
        let histogram = try #require(details.histogram)
        #expect(histogram.counts == raw.reversed().map { Int($0.rounded()) })
        #expect(histogram.total == ratings["totalNumberOfRatings"] as? Int)
        #expect(histogram.count(ofStars: 5) == 4_467_888 && histogram.total == 5_309_734)
        #expect(histogram.countsAgreeWithTotal)

        // Every version behind the see-all, with its date and notes.
        let current = try #require(Self.items(shelves, "mostRecentVersion").first)
        let seeAll = (shelves["mostRecentVersion"] as? [String: Any])?["seeAllAction"] as? [String: Any]
        let listed = try #require(
            (((seeAll?["pageData"] as? [String: Any])?["shelves"] as? [[String: Any]])?.first?["items"])
                as? [[String: Any]])
        let versions = try #require(details.versionHistory.first).versions
        #expect(details.versionHistory.first?.platform == "ios")
        #expect(versions.count == listed.count && versions.count == 25)
        #expect(
            versions.first?.version == "7.130.0" && current["primarySubtitle"] as? String == "Version 7.130.0"
        )
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        for (version, record) in zip(versions, listed) {
            #expect(version.version == record["primarySubtitle"] as? String)
            #expect(version.notes == record["text"] as? String)
            let written = try #require(record["secondarySubtitle"] as? String)
            let date = try #require(version.date, "\(written)")
            let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let words = written.split(separator: " ")
            #expect(
                words.count > 4 && "\(parts.year!)" == words[3]
                    && String(format: "%02d", parts.day!) == words[2])
            #expect(String(format: "%02d:%02d:%02d", parts.hour!, parts.minute!, parts.second!) == words[4])
        }

        // App Privacy: each kind, its categories, and the header's sentence without its markup.
        let kinds = Self.items(shelves, "privacyTypes")
        #expect(details.privacy.map(\.kind.identifier) == kinds.map { $0["identifier"] as? String ?? "" })
        for (disclosure, kind) in zip(details.privacy, kinds) {
            #expect(disclosure.title == kind["title"] as? String)
            let titles = (kind["categories"] as? [[String: Any]] ?? []).map { $0["title"] as? String ?? "" }
            #expect(disclosure.categories.map(\.title) == titles)
        }
        #expect(details.privacy.first?.title == "Data Used to Track You")
        #expect(
            details.privacy.first?.categories.prefix(3).map(\.title) == [
                "Purchases", "Location", "Contact Info",
            ])
        #expect(details.privacyHeader?.hasPrefix("The developer, Duolingo, indicated") == true)

        // You Might Also Like and the developer's other apps.
        for (name, apps) in [
            ("similarItems", details.similarApps), ("moreByDeveloper", details.moreByDeveloper),
        ] {
            let lockups = Self.items(shelves, name)
            #expect(apps.map { "\($0.id)" } == lockups.map { $0["adamId"] as? String ?? "" }, "\(name)")
            #expect(apps.map(\.name) == lockups.map { $0["title"] as? String ?? "" }, "\(name)")
            for (app, lockup) in zip(apps, lockups) {
                #expect(app.rating?.average == lockup["rating"] as? Double)
                #expect(app.developer == lockup["developerName"] as? String)
            }
        }
        #expect(
            details.similarApps.count == 10
                && details.similarApps.first?.name == "Busuu: Language Learning App")
        #expect(details.similarApps.first?.rating?.count == 99_000, "“99K”")
        #expect(details.moreByDeveloper.count == 2)

        // The event, the ribbon, the Information shelf and its purchases.
        let event = try #require(Self.items(shelves, "appEvents").first)
        #expect(details.events.map(\.id) == [event["appEventId"] as? String ?? ""])
        #expect(details.events.first?.title == event["title"] as? String)
        #expect(details.events.first?.url?.absoluteString.contains("eventid=6779344171") == true)
        #expect(details.ageRating?.name == "4+")
        #expect(details.chartPosition?.position == 1 && details.chartPosition?.genreName == "Education")
        let annotations = Self.items(shelves, "information")
        #expect(details.information.map(\.title) == annotations.map { $0["title"] as? String ?? "" })
        let pairs = annotations.flatMap { annotation in
            (annotation["items"] as? [[String: Any]] ?? []).flatMap { $0["textPairs"] as? [[String]] ?? [] }
        }
        #expect(details.inAppPurchases.map { [$0.name, $0.priceText] } == pairs && pairs.count == 10)
        for section in StorePageSection.allCases {
            #expect(details.state(of: section) == .present, "\(section)")
        }
    }

    /// Each shelf taken away in turn — absent, or `null` — costs only its own section, which says
    /// it was not on the page; everything else reads as before.
    @Test(arguments: [
        ("productRatings", StorePageSection.ratingHistogram), ("mostRecentVersion", .versionHistory),
        ("privacyTypes", .privacy), ("similarItems", .similarApps), ("moreByDeveloper", .moreByDeveloper),
        ("appEvents", .events), ("informationRibbon", .ageRating), ("information", .information),
    ])
    func aShelfTakenAwayCostsOnlyItself(shelf: String, section: StorePageSection) throws {
        let whole = try PageShelvesParser.details(from: try Self.pageData().data, for: Self.id)
        for removal in [{ (mapping: inout [String: Any]) in mapping[shelf] = nil }, { $0[shelf] = NSNull() }]
        {
            let details = try PageShelvesParser.details(from: try Self.edited(removal), for: Self.id)
            #expect(details.state(of: section) == .unavailable(.notOnPage))
            for other in StorePageSection.allCases where other != section {
                let followsIt =
                    (section == .ageRating && other == .chartPosition)
                    || (section == .information && other == .inAppPurchases)
                    || (section == .information && other == .ageRating)
                if !followsIt {
                    #expect(details.state(of: other) == whole.state(of: other), "\(shelf) removed: \(other)")
                }
            }
            #expect(details.similarApps == (section == .similarApps ? [] : whole.similarApps))
        }
    }

    /// Counts that are strings, negative, too large, or too few: the histogram is damaged and
    /// says so; nothing else is touched.
    @Test(arguments: [
        #"["4467888", "536456", "129154", "44204", "132032"]"#, "[1, 2, 3, 4, -5]", "[1e300, 1, 1, 1, 1]",
        "[1, 2, 3]", #"["many", 1, 1, 1, 1]"#,
    ])
    func hostileCountsDamageOnlyTheHistogram(written: String) throws {
        let counts = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [Any])
        let data = try Self.edited { mapping in
            var shelf = mapping["productRatings"] as? [String: Any] ?? [:]
            var items = shelf["items"] as? [[String: Any]] ?? []
            items[0]["ratingCounts"] = counts
            shelf["items"] = items
            mapping["productRatings"] = shelf
        }
        let details = try PageShelvesParser.details(from: data, for: Self.id)
        if counts.allSatisfy({ $0 is String && Int($0 as! String) != nil }) {
            #expect(details.histogram?.count(ofStars: 5) == 4_467_888, "digits in strings are counts")
        } else {
            #expect(details.histogram == nil)
            guard case .unavailable(.damaged)? = Optional(details.state(of: .ratingHistogram)) else {
                Issue.record("\(counts): \(details.state(of: .ratingHistogram))")
                return
            }
        }
        #expect(details.versionHistory.first?.versions.count == 25 && details.similarApps.count == 10)
    }

    /// A shelf of 10 MB of items nobody can read, shelves in another order, another app's page, a
    /// page whose JSON does not close.
    @Test func largeForeignAndBrokenPages() throws {
        let junk = (0..<40_000).map { index in
            ["$kind": "Lockup", "title": String(repeating: "x", count: 240) + "\(index)"]
        }
        let big = try Self.edited { $0["similarItems"] = ["$kind": "Shelf", "items": junk] }
        #expect(big.count > 10_000_000)
        let start = ContinuousClock.now
        let details = try PageShelvesParser.details(from: big, for: Self.id)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(details.similarApps.isEmpty && details.versionHistory.first?.versions.count == 25)
        guard case .unavailable(.damaged) = details.state(of: .similarApps) else {
            Issue.record("\(details.state(of: .similarApps))")
            return
        }
        #expect(throws: AppDetailError.self) {
            try PageShelvesParser.details(from: try Self.pageData().data, for: AppID(rawValue: 1)!)
        }
        let (data, _) = try Self.pageData()
        #expect(throws: AppDetailError.self) {
            try PageShelvesParser.details(from: data.prefix(data.count / 2), for: Self.id)
        }
    }
}
