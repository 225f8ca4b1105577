import AppDetailDomain
import Foundation

/// The store page part of `show --format json`: its state, and the store's own figures and texts
/// as read (every platform's versions, every purchase, the histogram's counts beside its total),
/// where `sections` carries what the page shows of them.
struct StorePageJSON: Encodable {
    struct HistogramJSON: Encodable {
        /// One star first, as the store sends them.
        let countsFromOneStar: [Int]
        let total: Int
        let countsAgreeWithTotal: Bool
    }

    struct VersionJSON: Encodable {
        let version: String
        let date: Date?
        let notes: String
    }

    struct PlatformJSON: Encodable {
        let platform: String
        let versions: [VersionJSON]
    }

    struct PrivacyJSON: Encodable {
        let identifier: String
        let title: String
        let detail: String
        let categories: [CategoryJSON]
        let purposes: [PurposeJSON]
    }

    /// A kind of data, by the store's identifier and the name the page shows for it.
    struct CategoryJSON: Encodable {
        let identifier: String
        let title: String
    }

    struct PurposeJSON: Encodable {
        let title: String
        let categories: [CategoryJSON]
    }

    struct AgeRatingJSON: Encodable {
        let name: String
        let advisories: [String]
    }

    struct ChartPositionJSON: Encodable {
        let position: Int
        let genreName: String
        let chart: String
    }

    struct PurchaseJSON: Encodable {
        let name: String
        let price: String
        let renewalPeriod: String?
        let introOffer: IntroJSON?
    }

    struct IntroJSON: Encodable {
        let mode: String
        let price: String
        let period: String
        let periods: Int
    }

    struct AnnotationJSON: Encodable {
        let title: String
        let summary: String
        let lines: [[String: String]]
        let pairs: [[String]]
    }

    /// Whether the page had a section: `present`, `empty`, or `unavailable` with the `reason`
    /// (`noPage`, `notInThisForm`, `notOnPage`, `damaged` with its `detail`), and the `source` it
    /// was read from.
    struct AvailabilityJSON: Encodable {
        let state: String
        let reason: String?
        let detail: String?
        let source: String

        init(_ state: StorePageSectionState, source: StorePageSource) {
            self.source = source.rawValue
            switch state {
            case .present: (self.state, reason, detail) = ("present", nil, nil)
            case .empty: (self.state, reason, detail) = ("empty", nil, nil)
            case .unavailable(.noPage): (self.state, reason, detail) = ("unavailable", "noPage", nil)
            case .unavailable(.notInThisForm):
                (self.state, reason, detail) = ("unavailable", "notInThisForm", nil)
            case .unavailable(.notOnPage): (self.state, reason, detail) = ("unavailable", "notOnPage", nil)
            case .unavailable(.damaged(let why)):
                (self.state, reason, detail) = ("unavailable", "damaged", why)
            }
        }
    }

    let part: ShowDocument.PartJSON
    let source: String?
    let availability: [String: AvailabilityJSON]?
    let histogram: HistogramJSON?
    let versionHistory: [PlatformJSON]?
    let privacyHeader: String?
    let privacy: [PrivacyJSON]?
    let inAppPurchases: [PurchaseJSON]?
    let similarApps: [AppSummaryJSON]?
    let moreByDeveloper: [AppSummaryJSON]?
    /// Each section not named above whose part says itself (`Encodable`: the events, any
    /// section added since), under the section's name: `null` where the page could not supply it.
    let sayingThemselves: [(key: String, part: (any StorePagePart)?)]
    let ageRating: AgeRatingJSON?
    let chartPosition: ChartPositionJSON?
    let information: [AnnotationJSON]?

    init(_ part: PagePart<StorePageDetails>) {
        self.part = ShowDocument.PartJSON(part)
        let details = part.fetched?.value
        source = details?.source.rawValue
        availability = details.map { details in
            Dictionary(
                uniqueKeysWithValues: StorePageSection.allCases.map {
                    ($0.rawValue, AvailabilityJSON(details.state(of: $0), source: details.source))
                })
        }
        /// A list is `null` where the page could not supply it: unknown is never an empty list.
        func known<Element>(_ section: StorePageSection, _ list: [Element]) -> [Element]? {
            details?.state(of: section).isKnown == true ? list : nil
        }
        privacyHeader = details?.privacyHeader
        histogram = details?.histogram.map {
            HistogramJSON(
                countsFromOneStar: $0.counts, total: $0.total, countsAgreeWithTotal: $0.countsAgreeWithTotal)
        }
        versionHistory = known(.versionHistory, details?.versionHistory ?? []).map {
            $0.map { platform in
                PlatformJSON(
                    platform: platform.platform,
                    versions: platform.versions.map {
                        VersionJSON(version: $0.version, date: $0.date, notes: $0.notes)
                    })
            }
        }
        let category = { (category: PrivacyDisclosure.Category) in
            CategoryJSON(identifier: category.identifier, title: category.title)
        }
        privacy = known(.privacy, details?.privacy ?? []).map {
            $0.map { disclosure in
                PrivacyJSON(
                    identifier: disclosure.kind.identifier,
                    title: disclosure.title, detail: disclosure.detail,
                    categories: disclosure.categories.map(category),
                    purposes: disclosure.purposes.map {
                        PurposeJSON(title: $0.title, categories: $0.categories.map(category))
                    })
            }
        }
        inAppPurchases = known(.inAppPurchases, details?.inAppPurchases ?? []).map {
            $0.map { purchase in
                PurchaseJSON(
                    name: purchase.name, price: purchase.priceText, renewalPeriod: purchase.renewalPeriod,
                    introOffer: purchase.introOffer.map {
                        IntroJSON(mode: $0.mode, price: $0.priceText, period: $0.period, periods: $0.periods)
                    })
            }
        }
        similarApps = known(.similarApps, details?.similarApps ?? []).map { $0.map(AppSummaryJSON.init) }
        moreByDeveloper = known(.moreByDeveloper, details?.moreByDeveloper ?? []).map {
            $0.map(AppSummaryJSON.init)
        }
        sayingThemselves = Self.sayingThemselves.map { section in
            let part = details?.state(of: section).isKnown == true ? details?.part(of: section) : nil
            return (section.rawValue, part)
        }
        ageRating = details?.ageRating.map { AgeRatingJSON(name: $0.name, advisories: $0.advisories) }
        chartPosition = details?.chartPosition.map {
            ChartPositionJSON(position: $0.position, genreName: $0.genreName, chart: $0.chart)
        }
        information = known(.information, details?.information ?? []).map {
            $0.map { annotation in
                AnnotationJSON(
                    title: annotation.title, summary: annotation.summary,
                    lines: annotation.lines.map { ["heading": $0.heading, "text": $0.text] },
                    pairs: annotation.pairs)
            }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case state, freshness, reason, source, availability, histogram, versionHistory, privacyHeader, privacy
        case inAppPurchases, similarApps, moreByDeveloper, ageRating, chartPosition, information
    }

    /// The sections written above by name, each in a shape of its own.
    private static let named: Set<StorePageSection> = [
        .ratingHistogram, .versionHistory, .privacy, .inAppPurchases, .similarApps, .moreByDeveloper,
        .ageRating, .chartPosition, .information,
    ]

    /// The sections written as their parts say themselves: every other one.
    private static let sayingThemselves = StorePageSection.allCases.filter { !named.contains($0) }

    /// A section's name as a key.
    private struct SectionKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Every field is written: `null` where the page could not supply it (``availability`` says
    /// why), so a script never reads an empty list that stands for "unknown".
    func encode(to encoder: any Encoder) throws {
        try part.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(source, forKey: .source)
        guard part.state == "loaded" else { return }
        try container.encode(availability, forKey: .availability)
        try container.encode(histogram, forKey: .histogram)
        try container.encode(versionHistory, forKey: .versionHistory)
        try container.encode(privacyHeader, forKey: .privacyHeader)
        try container.encode(privacy, forKey: .privacy)
        try container.encode(inAppPurchases, forKey: .inAppPurchases)
        try container.encode(similarApps, forKey: .similarApps)
        try container.encode(moreByDeveloper, forKey: .moreByDeveloper)
        try container.encode(ageRating, forKey: .ageRating)
        try container.encode(chartPosition, forKey: .chartPosition)
        try container.encode(information, forKey: .information)
        var sections = encoder.container(keyedBy: SectionKey.self)
        for (key, part) in sayingThemselves {
            if let part = part as? any Encodable {
                try sections.encode(part, forKey: SectionKey(stringValue: key))
            } else {
                try sections.encodeNil(forKey: SectionKey(stringValue: key))
            }
        }
    }
}
