/// An app's whole detail page as its parts are known: the listing, the first page of reviews,
/// the developer's other apps, the app's place in its genre's chart and the store page's own
/// data, each with its own state.
public struct AppPage: Hashable, Sendable {
    /// The listing: everything the Lookup API says about the app.
    public var listing: PagePart<Listing>
    /// The first page of customer reviews.
    public var reviews: PagePart<ReviewPage>
    /// The developer's other apps in the same storefront, the app on screen left out.
    public var moreByDeveloper: PagePart<[AppSummary]>
    /// The app's place in the top chart of its primary genre.
    public var chartStanding: PagePart<ChartStanding>
    /// The store page's own data (histogram, version history, App Privacy, in-app purchases, You
    /// Might Also Like, events), or `nil` for a page observed without it.
    public var storePage: PagePart<StorePageDetails>?

    /// A page with each part in the given state.
    public init(
        listing: PagePart<Listing>, reviews: PagePart<ReviewPage>, moreByDeveloper: PagePart<[AppSummary]>,
        chartStanding: PagePart<ChartStanding>
    ) {
        self.listing = listing
        self.reviews = reviews
        self.moreByDeveloper = moreByDeveloper
        self.chartStanding = chartStanding
        self.storePage = nil
    }

    /// A page with each part, the store page's data among them, in the given state.
    public init(
        listing: PagePart<Listing>, reviews: PagePart<ReviewPage>, moreByDeveloper: PagePart<[AppSummary]>,
        chartStanding: PagePart<ChartStanding>, storePage: PagePart<StorePageDetails>?
    ) {
        self.init(
            listing: listing, reviews: reviews, moreByDeveloper: moreByDeveloper, chartStanding: chartStanding
        )
        self.storePage = storePage
    }

    /// Every part asked, nothing known.
    public static let loading = AppPage(
        listing: .loading, reviews: .loading, moreByDeveloper: .loading, chartStanding: .loading)

    /// Whether every part has settled: arrived for good or failed.
    public var isSettled: Bool {
        listing.isSettled && reviews.isSettled && moreByDeveloper.isSettled && chartStanding.isSettled
            && storePage?.isSettled ?? true
    }
}

/// The state of one part of a page that arrives on its own (the listing, the reviews, the
/// developer's other apps).
public enum PagePart<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Asked; nothing known yet.
    case loading
    /// The cached value, shown while the store is asked for a newer one.
    case provisional(Fetched<Value>)
    /// The value, final for this load.
    case loaded(Fetched<Value>)
    /// Nothing to show, and why; final for this load.
    case failed(AppDetailError)

    /// The value to show, provisional or final.
    public var fetched: Fetched<Value>? {
        switch self {
        case .provisional(let fetched), .loaded(let fetched): fetched
        case .loading, .failed: nil
        }
    }

    /// Whether nothing more will arrive for this part in this load.
    public var isSettled: Bool {
        switch self {
        case .loaded, .failed: true
        case .loading, .provisional: false
        }
    }

    /// The error, when the part failed.
    public var failure: AppDetailError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
