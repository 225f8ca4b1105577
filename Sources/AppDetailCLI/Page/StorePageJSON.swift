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
        let categories: [String]
        let purposes: [String: [String]]
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

    struct EventJSON: Encodable {
        let id: String
        let title: String
        let badge: String
        let subtitle: String
        let start: Date?
        let end: Date?
        let url: String?
    }

    struct SimilarJSON: Encodable {
        let id: Int64
        let name: String
        let developer: String
        let category: String
        let average: Double?
        let ratingCount: Int?
        let price: String?
    }

    struct AnnotationJSON: Encodable {
        let title: String
        let summary: String
        let lines: [[String: String]]
        let pairs: [[String]]
    }

    let part: ShowDocument.PartJSON
    let source: String?
    let histogram: HistogramJSON?
    let versionHistory: [PlatformJSON]
    let privacy: [PrivacyJSON]
    let inAppPurchases: [PurchaseJSON]
    let similarApps: [SimilarJSON]
    let events: [EventJSON]
    let ageRating: [String: [String]]?
    let chartPosition: [String: String]?
    let information: [AnnotationJSON]

    init(_ part: PagePart<StorePageDetails>) {
        self.part = ShowDocument.PartJSON(part)
        let details = part.fetched?.value
        source = details?.source.rawValue
        histogram = details?.histogram.map {
            HistogramJSON(
                countsFromOneStar: $0.counts, total: $0.total, countsAgreeWithTotal: $0.countsAgreeWithTotal)
        }
        versionHistory = (details?.versionHistory ?? []).map { platform in
            PlatformJSON(
                platform: platform.platform,
                versions: platform.versions.map {
                    VersionJSON(version: $0.version, date: $0.date, notes: $0.notes)
                })
        }
        privacy = (details?.privacy ?? []).map { disclosure in
            PrivacyJSON(
                identifier: disclosure.kind.identifier,
                title: disclosure.title, detail: disclosure.detail,
                categories: disclosure.categories.map(\.identifier),
                purposes: Dictionary(
                    disclosure.purposes.map { ($0.title, $0.categories.map(\.identifier)) },
                    uniquingKeysWith: { first, _ in first }))
        }
        inAppPurchases = (details?.inAppPurchases ?? []).map { purchase in
            PurchaseJSON(
                name: purchase.name, price: purchase.priceText, renewalPeriod: purchase.renewalPeriod,
                introOffer: purchase.introOffer.map {
                    IntroJSON(mode: $0.mode, price: $0.priceText, period: $0.period, periods: $0.periods)
                })
        }
        similarApps = (details?.similarApps ?? []).map { app in
            SimilarJSON(
                id: app.id.rawValue, name: app.name, developer: app.developer, category: app.category,
                average: app.rating?.average, ratingCount: app.rating?.count, price: app.price.formatted)
        }
        events = (details?.events ?? []).map { event in
            EventJSON(
                id: event.id, title: event.title, badge: event.badge, subtitle: event.subtitle,
                start: event.start,
                end: event.end, url: event.url?.absoluteString)
        }
        ageRating = details?.ageRating.map { ["name": [$0.name], "advisories": $0.advisories] }
        chartPosition = details?.chartPosition.map {
            ["position": "\($0.position)", "genreName": $0.genreName, "chart": $0.chart]
        }
        information = (details?.information ?? []).map { annotation in
            AnnotationJSON(
                title: annotation.title, summary: annotation.summary,
                lines: annotation.lines.map { ["heading": $0.heading, "text": $0.text] },
                pairs: annotation.pairs)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case state, freshness, reason, source, histogram, versionHistory, privacy, inAppPurchases, similarApps
        case events, ageRating, chartPosition, information
    }

    func encode(to encoder: any Encoder) throws {
        try part.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeIfPresent(histogram, forKey: .histogram)
        try container.encode(versionHistory, forKey: .versionHistory)
        try container.encode(privacy, forKey: .privacy)
        try container.encode(inAppPurchases, forKey: .inAppPurchases)
        try container.encode(similarApps, forKey: .similarApps)
        try container.encode(events, forKey: .events)
        try container.encodeIfPresent(ageRating, forKey: .ageRating)
        try container.encodeIfPresent(chartPosition, forKey: .chartPosition)
        try container.encode(information, forKey: .information)
    }
}
