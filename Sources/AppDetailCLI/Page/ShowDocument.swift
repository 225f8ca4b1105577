import AppDetailDomain
import AppDetailPresentation
import Foundation

/// The whole `show --format json` document (schema version 3, described in the AppDetailTerminal
/// catalog's *The appdetail command*).
struct ShowDocument: Encodable {
    /// How a part other than the listing ended: `loaded` with its freshness, or `failed` with
    /// the reason.
    struct PartJSON: Encodable {
        let state: String
        let freshness: FreshnessJSON?
        let reason: String?

        init<Value>(_ part: PagePart<Value>) {
            switch part {
            case .loading: (state, freshness, reason) = ("loading", nil, nil)
            case .provisional(let fetched), .loaded(let fetched):
                (state, freshness, reason) = ("loaded", FreshnessJSON(fetched.freshness, sample: nil), nil)
            case .failed(let error): (state, freshness, reason) = ("failed", nil, error.message)
            }
        }
    }

    /// A part with its data: the reviews or the developer's apps as loaded, `null` when the part
    /// did not load (never an empty list standing for "unknown").
    struct ListPartJSON<Element: Encodable>: Encodable {
        let part: PartJSON
        let items: [Element]?

        func encode(to encoder: any Encoder) throws {
            try part.encode(to: encoder)
            var container = encoder.container(keyedBy: ItemsKey.self)
            try container.encode(items, forKey: .items)
        }

        private enum ItemsKey: String, CodingKey { case items }
    }

    struct PartsJSON: Encodable {
        let ratingsAndReviews: ListPartJSON<ReviewJSON>
        let moreByDeveloper: ListPartJSON<AppSummaryJSON>
        let chart: ChartPartJSON
        /// Absent for a page observed without the store page.
        let storePage: StorePageJSON?
    }

    /// The chart part: its state, and where the app stands (`rank` only when it is in the chart;
    /// `chart` and `genreId` name the chart read, both absent when none applies).
    struct ChartPartJSON: Encodable {
        let part: PartJSON
        let rank: Int?
        let chart: String?
        let genreId: Int?

        init(_ standing: PagePart<ChartStanding>) {
            part = PartJSON(standing)
            switch standing.fetched?.value {
            case .ranked(let rank, let chart, let genre, _)?:
                (self.rank, self.chart, genreId) = (rank, chart.rawValue, genre.id)
            case .notRanked(let chart, let genre)?:
                (rank, self.chart, genreId) = (nil, chart.rawValue, genre.id)
            case .noChart?, nil: (rank, chart, genreId) = (nil, nil, nil)
            }
        }

        private enum CodingKeys: String, CodingKey { case state, freshness, reason, rank, chart, genreId }

        func encode(to encoder: any Encoder) throws {
            try part.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(rank, forKey: .rank)
            try container.encodeIfPresent(chart, forKey: .chart)
            try container.encodeIfPresent(genreId, forKey: .genreId)
        }
    }

    struct SectionJSON: Encodable {
        let section: String
        let items: [ItemJSON]
    }

    let schemaVersion = 3
    let app: AppJSON?
    let storefront: StorefrontJSON
    let freshness: FreshnessJSON?
    let parts: PartsJSON
    let sections: [SectionJSON]

    /// The document of `loaded`, its sections those of `snapshot` (the page's, or the part of it
    /// `--section` asked for).
    init(loaded: LoadedPage, storefront: Storefront, snapshot: DetailSnapshot? = nil) {
        let listing = loaded.page.listing.fetched
        app = listing.map { AppJSON($0.value) }
        self.storefront = StorefrontJSON(storefront)
        freshness = listing.map { FreshnessJSON($0.freshness, sample: $0.freshness.source == .sample) }
        parts = PartsJSON(
            ratingsAndReviews: ListPartJSON(
                part: PartJSON(loaded.page.reviews),
                items: loaded.page.reviews.fetched?.value.reviews.map(ReviewJSON.init)),
            moreByDeveloper: ListPartJSON(
                part: PartJSON(loaded.page.moreByDeveloper),
                items: loaded.page.moreByDeveloper.fetched?.value.map(AppSummaryJSON.init)),
            chart: ChartPartJSON(loaded.page.chartStanding),
            storePage: loaded.page.storePage.map(StorePageJSON.init))
        sections = (snapshot ?? loaded.snapshot).sections.map { section in
            SectionJSON(section: section.section.rawValue, items: section.items.map(ItemJSON.init))
        }
    }
}
