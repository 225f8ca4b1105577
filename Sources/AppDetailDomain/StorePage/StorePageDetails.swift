/// What an app's App Store page shows beyond the iTunes lookup: the ratings histogram, version
/// history, App Privacy, in-app purchases, You Might Also Like, the developer's other apps,
/// events, the age rating's reasons, the chart position and today's Information shelf.
///
/// A list that is empty, or a value that is `nil`, says nothing by itself: ``state(of:)`` tells
/// whether the page had the section (``StorePageSectionState/empty``: the app has none) or could
/// not supply it, and why (``StorePageSectionState/unavailable(_:)``).
public struct StorePageDetails: Hashable, Sendable {
    /// The app.
    public let id: AppID
    /// What they were read from.
    public let source: StorePageSource
    /// The sentence App Privacy opens with, as the store wrote it ("The developer, Duolingo,
    /// indicated that …"), when the page gave one.
    public let privacyHeader: String?
    /// What each section holds; a section left out was not on the page.
    private let parts: [StorePageSection: any StorePagePart]
    /// Each section's state; a section not listed is derived from its part (see ``state(of:)``).
    private let states: [StorePageSection: StorePageSectionState]

    /// The per-star counts.
    public var histogram: RatingHistogram? { part(.ratingHistogram) }
    /// The releases of each platform, the app's main platform first.
    public var versionHistory: [PlatformVersionHistory] { part(.versionHistory) ?? [] }
    /// App Privacy, in the store's order.
    public var privacy: [PrivacyDisclosure] { part(.privacy) ?? [] }
    /// The in-app purchases, in the store's order, repeats left out.
    public var inAppPurchases: [InAppPurchase] { part(.inAppPurchases) ?? [] }
    /// You Might Also Like.
    public var similarApps: [AppSummary] { part(.similarApps) ?? [] }
    /// The developer's other apps as the page lists them (a selection: the developer's own
    /// lookup lists them all).
    public var moreByDeveloper: [AppSummary] { part(.moreByDeveloper) ?? [] }
    /// The events the page announces.
    public var events: [AppEvent] { part(.events) ?? [] }
    /// The age rating and its reasons.
    public var ageRating: AgeRating? { part(.ageRating) }
    /// The app's own place in a chart.
    public var chartPosition: StoreChartPosition? { part(.chartPosition) }
    /// Today's page's Information shelf, as the store wrote it.
    public var information: [InformationAnnotation] { part(.information) ?? [] }

    /// What `section` holds, as `type`; `nil` when the page did not give it or it holds values of
    /// another type (an empty list reads as an empty list of any type).
    public func part<Part: StorePagePart>(_ section: StorePageSection, as type: Part.Type = Part.self)
        -> Part?
    {
        parts[section] as? Part
    }

    /// What `section` holds, whatever its type; `nil` when the page did not give it.
    public func part(of section: StorePageSection) -> (any StorePagePart)? {
        parts[section]
    }

    /// No details: the store has no page for the app in this storefront.
    public static func noPage(for id: AppID) -> StorePageDetails {
        StorePageDetails(
            id: id, source: .noPage, parts: [:],
            states: Dictionary(
                uniqueKeysWithValues: StorePageSection.allCases.map { ($0, .unavailable(.noPage)) }))
    }

    /// The details of a page: what each section holds (a section `parts` leaves out was not on
    /// the page) and each section's state as the source found it. A section
    /// `states` leaves out is ``StorePageSectionState/present`` when its part has content,
    /// ``StorePageSectionState/empty`` when its part is an empty list, and
    /// ``StorePageSectionState/unavailable(_:)`` (``StorePageGap/notOnPage``) without a part.
    public init(
        id: AppID, source: StorePageSource, parts: [StorePageSection: any StorePagePart],
        states: [StorePageSection: StorePageSectionState], privacyHeader: String? = nil
    ) {
        self.id = id
        self.source = source
        self.privacyHeader = privacyHeader
        self.parts = parts
        self.states = states
    }

    /// The details of a page, with the state of each section as the source found it; a section
    /// `states` leaves out is ``StorePageSectionState/present`` when it has content, else
    /// ``StorePageSectionState/empty`` for a list and ``StorePageSectionState/unavailable(_:)``
    /// (``StorePageGap/notOnPage``) for a value.
    public init(
        id: AppID, source: StorePageSource, histogram: RatingHistogram?,
        versionHistory: [PlatformVersionHistory],
        privacy: [PrivacyDisclosure], inAppPurchases: [InAppPurchase], similarApps: [AppSummary],
        moreByDeveloper: [AppSummary], events: [AppEvent], ageRating: AgeRating?,
        chartPosition: StoreChartPosition?, information: [InformationAnnotation],
        states: [StorePageSection: StorePageSectionState], privacyHeader: String? = nil
    ) {
        var parts: [StorePageSection: any StorePagePart] = [
            .versionHistory: versionHistory, .privacy: privacy, .inAppPurchases: inAppPurchases,
            .similarApps: similarApps, .moreByDeveloper: moreByDeveloper, .events: events,
            .information: information,
        ]
        parts[.ratingHistogram] = histogram
        parts[.ageRating] = ageRating
        parts[.chartPosition] = chartPosition
        self.init(id: id, source: source, parts: parts, states: states, privacyHeader: privacyHeader)
    }

    /// The details of a page whose sections' states follow from their content: a section with
    /// something in it is present, an empty list is empty, a missing value is unavailable (not
    /// on the page).
    public init(
        id: AppID, source: StorePageSource, histogram: RatingHistogram?,
        versionHistory: [PlatformVersionHistory],
        privacy: [PrivacyDisclosure], inAppPurchases: [InAppPurchase], similarApps: [AppSummary],
        events: [AppEvent], ageRating: AgeRating?, chartPosition: StoreChartPosition?,
        information: [InformationAnnotation]
    ) {
        self.init(
            id: id, source: source, histogram: histogram, versionHistory: versionHistory, privacy: privacy,
            inAppPurchases: inAppPurchases, similarApps: similarApps, moreByDeveloper: [], events: events,
            ageRating: ageRating, chartPosition: chartPosition, information: information, states: [:])
    }

    /// Whether the page had `section`, empty or not, or could not supply it and why.
    public func state(of section: StorePageSection) -> StorePageSectionState {
        if let state = states[section] { return state }
        if hasContent(section) { return .present }
        if source == .noPage { return .unavailable(.noPage) }
        return parts[section] == nil ? .unavailable(.notOnPage) : .empty
    }

    /// Whether `section` holds anything.
    public func hasContent(_ section: StorePageSection) -> Bool {
        parts[section]?.hasContent ?? false
    }

    /// Two details are equal when they say the same of the same app: the same parts, states and
    /// source.
    public static func == (lhs: StorePageDetails, rhs: StorePageDetails) -> Bool {
        lhs.id == rhs.id && lhs.source == rhs.source && lhs.privacyHeader == rhs.privacyHeader
            && lhs.states == rhs.states && lhs.parts.count == rhs.parts.count
            && lhs.parts.allSatisfy { section, part in rhs.parts[section].map(part.isSame) ?? false }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(source)
        hasher.combine(privacyHeader)
        hasher.combine(states)
        for section in StorePageSection.allCases {
            guard let part = parts[section] else { continue }
            hasher.combine(section)
            hasher.combine(part)
        }
    }
}

/// The age rating with the reasons the store gives for it.
public struct AgeRating: StorePagePart {
    /// The rating as shown ("12+").
    public let name: String
    /// The reasons ("Infrequent/Mild Profanity or Crude Humor"), in the store's order.
    public let advisories: [String]

    /// A rating.
    public init(name: String, advisories: [String]) {
        self.name = name
        self.advisories = advisories
    }
}

/// Where the app stands in a chart, as its page says ("#2 in Photo & Video").
public struct StoreChartPosition: StorePagePart {
    /// The place, from 1.
    public let position: Int
    /// The genre's name in the store's language.
    public let genreName: String
    /// The chart, as the catalog names it (`top-free`, `top-paid`).
    public let chart: String

    /// A position.
    public init(position: Int, genreName: String, chart: String) {
        self.position = position
        self.genreName = genreName
        self.chart = chart
    }
}
