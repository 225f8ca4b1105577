import AppDetailDomain
import Foundation
import Testing

/// A store page's sections are kept by what each holds: a section's state, content and equality
/// follow from its part, so a new section needs no field of its own.
@Suite("Store page details kept as parts")
struct StorePageDetailsPartsTests {
    static let id = AppID(rawValue: 570_060_128)!
    static let event = AppEvent(
        id: "1", title: "Challenge", badge: "happening", subtitle: "", start: nil, end: nil, url: nil)

    static func details(
        _ parts: [StorePageSection: any StorePagePart],
        states: [StorePageSection: StorePageSectionState] = [:]
    ) -> StorePageDetails {
        StorePageDetails(id: id, source: .pageShelves, parts: parts, states: states)
    }

    @Test func aSectionsStateFollowsFromItsPart() {
        let details = Self.details([
            .events: [Self.event], .privacy: [PrivacyDisclosure](),
            .versionHistory: [PlatformVersionHistory(platform: "ios", versions: [])],
        ])
        #expect(details.state(of: .events) == .present && details.events == [Self.event])
        #expect(details.state(of: .privacy) == .empty)
        #expect(details.state(of: .ageRating) == .unavailable(.notOnPage) && details.ageRating == nil)
        #expect(details.state(of: .information) == .unavailable(.notOnPage) && details.information.isEmpty)
        // A platform without releases holds nothing to show.
        #expect(!details.hasContent(.versionHistory) && details.state(of: .versionHistory) == .empty)
        #expect(
            Self.details([:], states: [.events: .unavailable(.notInThisForm)]).state(of: .events)
                == .unavailable(.notInThisForm))
    }

    @Test func aPartIsReadAsItsOwnTypeOnly() {
        let details = Self.details([.events: [Self.event]])
        #expect(details.part(.events, as: [AppEvent].self) == [Self.event])
        #expect(details.part(.events, as: [InAppPurchase].self) == nil)
        #expect(details.part(.privacy, as: [PrivacyDisclosure].self) == nil)
    }

    @Test func detailsAreEqualWhenTheirPartsAre() {
        let one = Self.details([.events: [Self.event], .ageRating: AgeRating(name: "12+", advisories: [])])
        let same = Self.details([.ageRating: AgeRating(name: "12+", advisories: []), .events: [Self.event]])
        #expect(one == same && one.hashValue == same.hashValue)
        #expect(one != Self.details([.events: [Self.event]]))
        #expect(
            one != Self.details([.events: [AppEvent](), .ageRating: AgeRating(name: "12+", advisories: [])]))
        #expect(
            Self.details([.similarApps: [AppSummary]()]) != Self.details([.moreByDeveloper: [AppSummary]()]))
        // A value the named initializer is given as nil is no part at all.
        let named = StorePageDetails(
            id: Self.id, source: .pageShelves, histogram: nil, versionHistory: [], privacy: [],
            inAppPurchases: [], similarApps: [], moreByDeveloper: [], events: [], ageRating: nil,
            chartPosition: nil, information: [], states: [:])
        #expect(
            named.part(of: .chartPosition) == nil
                && named.state(of: .chartPosition) == .unavailable(.notOnPage))
    }

    @Test func theNamedInitializerKeepsEverySectionItNames() {
        let named = StorePageDetails(
            id: Self.id, source: .pageShelves, histogram: nil, versionHistory: [], privacy: [],
            inAppPurchases: [], similarApps: [], moreByDeveloper: [], events: [Self.event], ageRating: nil,
            chartPosition: nil, information: [], states: [:])
        let parts = Self.details([
            .versionHistory: [PlatformVersionHistory](), .privacy: [PrivacyDisclosure](),
            .inAppPurchases: [InAppPurchase](), .similarApps: [AppSummary](),
            .moreByDeveloper: [AppSummary](),
            .events: [Self.event], .information: [InformationAnnotation](),
        ])
        #expect(named == parts)
        for section in StorePageSection.allCases {
            #expect(named.state(of: section) == parts.state(of: section), "\(section)")
        }
    }
}
