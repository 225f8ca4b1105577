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
