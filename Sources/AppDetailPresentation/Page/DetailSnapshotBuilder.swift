import AppDetailDomain
import DiffableSections
import Foundation

/// Turns an `Listing` into the page's ``DetailSnapshot``: sections in App Store order, each
/// present only when it has something to show, with labels in one ``DetailLanguage``.
public struct DetailSnapshotBuilder: Sendable {
    /// The language of the labels.
    public let language: DetailLanguage
    let now: @Sendable () -> Date
    var detailWords: DetailWords { DetailWords(language: language) }

    /// The storefront's language as the store codes it (`KO`), which the language badge shows
    /// when the app lists it; `nil` when unknown.
    let storeLanguage: String?

    /// A builder with labels in `language` and no storefront: the language badge shows the first
    /// language the app lists.
    ///
    /// - Parameters:
    ///   - language: the labels' language.
    ///   - now: the clock that relative dates ("2d ago") are measured against.
    public init(language: DetailLanguage, now: @escaping @Sendable () -> Date) {
        self.language = language
        self.storeLanguage = nil
        self.now = now
    }

    /// A builder for a page in `storefront`: labels in its language (``DetailLanguage``), and a
    /// language badge that shows the storefront's language when the app lists it (KO in the
    /// Korean store), else the first one listed.
    ///
    /// - Parameters:
    ///   - storefront: the page's storefront.
    ///   - now: the clock that relative dates ("2d ago") are measured against.
    public init(storefront: Storefront, now: @escaping @Sendable () -> Date) {
        self.language = DetailLanguage(storefront: storefront)
        self.storeLanguage = StoreLanguage.code(of: storefront)
        self.now = now
    }

    /// The page for `detail`. Identities are unique by construction (a repeated review, app,
    /// event, disclosure or release keeps its first occurrence or is told apart by its order);
    /// should one still repeat, its first occurrence is kept and the page is never lost for it.
    public func snapshot(for detail: Listing) throws(DetailSnapshot.Failure) -> DetailSnapshot {
        try snapshot(of: listingSections(detail, standing: nil))
    }

    /// The whole page as far as its parts are known, sections in App Store order.
    ///
    /// The listing's sections come with the listing. Ratings & Reviews comes when the reviews
    /// part has a value or has failed: the listing's average and count first (once the listing
    /// is known), then one card per review; a failed part leaves the summary alone. More by this
    /// developer comes with at least one app. A part still loading has no section and no
    /// placeholder, so its arrival is one section insert and nothing else moves. Repeated review
    /// or app ids keep their first occurrence.
    ///
    /// The store page's data (the page's `storePage` part) adds its own sections — events, Version
    /// History, App Privacy, In-App Purchases, You Might Also Like — and the histogram's bars
    /// after the ratings summary, each only with something to show: its arrival inserts them and
    /// moves nothing else.
    public func snapshot(for page: AppPage) throws(DetailSnapshot.Failure) -> DetailSnapshot {
        let detail = page.listing.fetched?.value
        let standing = page.chartStanding.fetched?.value
        var items = Dictionary(
            (detail.map { listingSections($0, standing: standing) } ?? []).map { ($0.0, $0.1) },
            uniquingKeysWith: { first, _ in first })
        let hasRatings = (detail?.ratings.allVersions?.count ?? 0) > 0
        let store =
            detail == nil
            ? [:] : page.storePage?.fetched.map { storePageItems($0.value, hasRatings: hasRatings) } ?? [:]
        let bars = store[.ratingsAndReviews] ?? []
        if page.reviews.fetched != nil || page.reviews.failure != nil || !bars.isEmpty {
            let summary = detail.map { [DetailItem.ratingsSummary(ratingsSummary($0))] } ?? []
            let reviews = page.reviews.fetched.map { reviewItems(for: $0.value) } ?? []
            items[.ratingsAndReviews] = summary + bars + reviews.map(DetailItem.review)
        }
        // The developer's own lookup lists every app with its figures; the store page's short
        // selection stands in when the lookup has none to show (failed, or offline and not cached).
        let shownID = detail?.id
        let pageApps = page.storePage?.fetched?.value.moreByDeveloper.filter { $0.id != shownID } ?? []
        if let apps = page.moreByDeveloper.fetched?.value, !apps.isEmpty || pageApps.isEmpty {
            items[.moreByDeveloper] = unique(apps, by: \.id).map { .moreApp(appCard($0)) }
        } else if !pageApps.isEmpty, page.moreByDeveloper.isSettled || page.moreByDeveloper.fetched != nil {
            items[.moreByDeveloper] = unique(pageApps, by: \.id).map { .moreApp(appCard($0)) }
        }
        for (section, sectionItems) in store where section != .ratingsAndReviews {
            items[section] = sectionItems
        }
        // Sections in App Store order: the enum's own.
        return try snapshot(
            of: DetailSection.allCases.compactMap { section in items[section].map { (section, $0) } })
    }

    /// The builder's now, for the store page's relative dates.
    var currentDate: Date { now() }

    private func snapshot(of sections: [(DetailSection, [DetailItem])]) throws(DetailSnapshot.Failure)
        -> DetailSnapshot
    {
        // Every list the store sends is made unique above; `.keepFirst` is the floor under
        // that: one repeated item never costs the page (a store page with a repeat is cached for
        // a day, and every show of it would fail).
        try DetailSnapshot(
            sections.filter { !$0.1.isEmpty }.map { SectionData(section: $0.0, items: $0.1) },
            duplicates: .keepFirst
        )
    }

    private func listingSections(_ detail: Listing, standing: ChartStanding?) -> [(
        DetailSection, [DetailItem]
    )] {
        let whatsNew = whatsNewItem(detail).map { [DetailItem.whatsNew($0)] } ?? []
        return [
            (.top, [.top(topItem(detail))]),
            (.summary, summaryBadges(detail, standing: standing).map(DetailItem.summary)),
            (.screenshot, screenshotItems(detail).map(DetailItem.screenshot)),
            (.whatsNew, whatsNew),
            (.description, descriptionItems(detail).map(DetailItem.description)),
            (.information, informationRows(detail).map(DetailItem.information)),
        ]
    }

    private func unique<Element, Key: Hashable>(_ elements: [Element], by key: KeyPath<Element, Key>)
        -> [Element]
    {
        var seen: Set<Key> = []
        return elements.filter { seen.insert($0[keyPath: key]).inserted }
    }

    private func ratingsSummary(_ detail: Listing) -> RatingsSummaryItem {
        guard let rating = detail.ratings.allVersions, !rating.isEmpty else {
            return RatingsSummaryItem(average: detailWords.noRatings, outOf: "", count: "", stars: 0)
        }
        return RatingsSummaryItem(
            average: AverageText.oneDecimal(rating.average, in: language), outOf: detailWords.outOfFive,
            count: detailWords.ratingCount(rating.count), stars: AverageText.shown(rating.average))
    }

    /// The cards of a page of reviews, as Ratings & Reviews shows them (a list screen shows
    /// the same cards); repeated ids keep their first occurrence.
    public func reviewItems(for page: ReviewPage) -> [ReviewItem] {
        unique(page.reviews, by: \.id).map(reviewItem)
    }

    private func reviewItem(_ review: Review) -> ReviewItem {
        ReviewItem(
            id: review.id, stars: review.rating, title: review.title, author: review.author,
            date: review.date.map { RelativeAge.text(from: $0, to: now(), in: language) },
            posted: review.date.map { RelativeDate($0, in: language) },
            version: review.appVersion.map(detailWords.version), body: review.body)
    }

    func appCard(_ app: AppSummary) -> AppCardItem {
        let rating = app.rating.flatMap { rating in
            rating.isEmpty
                ? nil
                : "\(AverageText.oneDecimal(rating.average, in: language)) (\(detailWords.shortCount(rating.count)))"
        }
        return AppCardItem(
            id: app.id, name: app.name, category: AppRow.category(app.category, in: language), rating: rating,
            price: detailWords.priceText(app.price, forButton: true), iconURL: app.iconURL)
    }

    /// The primary category in the page's language: a genre the catalog knows (by its id, the
    /// same in every store) is named in it, so an English page of the Korean store reads
    /// `Finance`, not the answer's `금융`; any other in the answer's words.
    func category(_ detail: Listing) -> String {
        (try? ChartGenre(id: detail.primaryGenre.id))?.name(inLanguage: language.rawValue)
            ?? AppRow.category(detail.categoryName, in: language)
    }

    private func topItem(_ detail: Listing) -> TopItem {
        TopItem(
            name: detail.name,
            developer: detail.developer.name,
            iconURL: detail.artwork.url(fitting: 100),
            priceButton: detailWords.priceText(detail.price, forButton: true),
            category: category(detail),
            storeURL: detail.storeURL
        )
    }

}
