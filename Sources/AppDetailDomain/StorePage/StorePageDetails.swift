/// What an app's App Store page shows beyond the iTunes lookup: the ratings histogram, version
/// history, App Privacy, in-app purchases, You Might Also Like, events, the age rating's reasons
/// and the chart position. Each is empty (or `nil`) when the source did not carry it: today's
/// page offers the Information shelf only.
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
    /// The in-app purchases, in the store's order, repeats left out.
    public let inAppPurchases: [InAppPurchase]
    /// You Might Also Like.
    public let similarApps: [AppSummary]
    /// The events the page announces.
    public let events: [AppEvent]
    /// The age rating and its reasons.
    public let ageRating: AgeRating?
    /// The app's own place in a chart.
    public let chartPosition: StoreChartPosition?
    /// Today's page's Information shelf, as the store wrote it.
    public let information: [InformationAnnotation]

    /// No details: the store has no page for the app in this storefront.
    public static func noPage(for id: AppID) -> StorePageDetails {
        StorePageDetails(
            id: id, source: .noPage, histogram: nil, versionHistory: [], privacy: [], inAppPurchases: [],
            similarApps: [], events: [], ageRating: nil, chartPosition: nil, information: [])
    }

    /// The details of a page.
    public init(
        id: AppID, source: StorePageSource, histogram: RatingHistogram?,
        versionHistory: [PlatformVersionHistory],
        privacy: [PrivacyDisclosure], inAppPurchases: [InAppPurchase], similarApps: [AppSummary],
        events: [AppEvent], ageRating: AgeRating?, chartPosition: StoreChartPosition?,
        information: [InformationAnnotation]
    ) {
        self.id = id
        self.source = source
        self.histogram = histogram
        self.versionHistory = versionHistory
        self.privacy = privacy
        self.inAppPurchases = inAppPurchases
        self.similarApps = similarApps
        self.events = events
        self.ageRating = ageRating
        self.chartPosition = chartPosition
        self.information = information
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
