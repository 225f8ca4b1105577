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
    /// The per-star counts.
    public let histogram: RatingHistogram?
    /// The releases of each platform, the app's main platform first.
    public let versionHistory: [PlatformVersionHistory]
    /// App Privacy, in the store's order.
    public let privacy: [PrivacyDisclosure]
    /// The sentence App Privacy opens with, as the store wrote it ("The developer, Duolingo,
    /// indicated that …"), when the page gave one.
    public let privacyHeader: String?
    /// The in-app purchases, in the store's order, repeats left out.
    public let inAppPurchases: [InAppPurchase]
    /// You Might Also Like.
    public let similarApps: [AppSummary]
    /// The developer's other apps as the page lists them (a selection: the developer's own
    /// lookup lists them all).
    public let moreByDeveloper: [AppSummary]
    /// The events the page announces.
    public let events: [AppEvent]
    /// The age rating and its reasons.
    public let ageRating: AgeRating?
    /// The app's own place in a chart.
    public let chartPosition: StoreChartPosition?
    /// Today's page's Information shelf, as the store wrote it.
    public let information: [InformationAnnotation]
    /// Each section's state; a section not listed is derived from its content (see
    /// ``state(of:)``).
    private let states: [StorePageSection: StorePageSectionState]

    /// No details: the store has no page for the app in this storefront.
    public static func noPage(for id: AppID) -> StorePageDetails {
        StorePageDetails(
            id: id, source: .noPage, histogram: nil, versionHistory: [], privacy: [], inAppPurchases: [],
            similarApps: [], moreByDeveloper: [], events: [], ageRating: nil, chartPosition: nil,
            information: [],
            states: Dictionary(
                uniqueKeysWithValues: StorePageSection.allCases.map { ($0, .unavailable(.noPage)) }))
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
        self.id = id
        self.source = source
        self.histogram = histogram
        self.versionHistory = versionHistory
        self.privacy = privacy
        self.privacyHeader = privacyHeader
        self.inAppPurchases = inAppPurchases
        self.similarApps = similarApps
        self.moreByDeveloper = moreByDeveloper
        self.events = events
        self.ageRating = ageRating
        self.chartPosition = chartPosition
        self.information = information
        self.states = states
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
        switch section {
        case .ratingHistogram, .ageRating, .chartPosition: return .unavailable(.notOnPage)
        default: return .empty
        }
    }

    /// Whether `section` holds anything.
    public func hasContent(_ section: StorePageSection) -> Bool {
        switch section {
        case .ratingHistogram: histogram != nil
        case .versionHistory: versionHistory.contains { !$0.versions.isEmpty }
        case .privacy: !privacy.isEmpty
        case .inAppPurchases: !inAppPurchases.isEmpty
        case .similarApps: !similarApps.isEmpty
        case .moreByDeveloper: !moreByDeveloper.isEmpty
        case .events: !events.isEmpty
        case .ageRating: ageRating != nil
        case .chartPosition: chartPosition != nil
        case .information: !information.isEmpty
        }
    }
}

/// The age rating with the reasons the store gives for it.
public struct AgeRating: Hashable, Sendable {
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
public struct StoreChartPosition: Hashable, Sendable {
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
