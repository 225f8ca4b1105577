// A screen of reviews that pages, and a top chart, over the same sources as the page: each view
// model follows the page's rules (any number of readers, a refresh that keeps the screen, a
// failure kept as a note once something is shown).
import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import Foundation

let now: @Sendable () -> Date = { Date() }
let sources = AppDetailDataFactory.makePageSources(
    configuration: AppDetailDataConfiguration(
        endpoint: AppDetailDataConfiguration.appStoreEndpoint, cacheDirectory: nil,
        timeout: AppDetailDataConfiguration.standardTimeout, seed: nil),
    now: now, warn: { print("warning:", $0) })
let korea = try Storefront(country: "kr")

// Reviews, a page of up to 50 at a time: load the first, then `loadMore()` when the list's end
// comes into view, while `canLoadMore` says there is another (the store serves ten).
let reviews = ReviewsViewModel(
    app: try AppID(parsing: "311867728"), storefront: korea, sort: .mostRecent,
    fetching: FetchReviewsUseCase(repository: sources.reviews, maxAge: .seconds(3_600), now: now), now: now)
let reviewStates = reviews.states
await reviews.load()
paging: for await state in reviewStates {
    guard case .loaded(let screen) = state else { continue }
    // Apply `screen.changes` to the list; `screen.isLoadingMore` shows a spinner at its end.
    if screen.isSettled, screen.canLoadMore, screen.pages < 2 {
        await reviews.loadMore()
    } else if screen.isSettled {
        print(screen.snapshot.numberOfItems, "reviews on", screen.pages, "pages", screen.note ?? "")
        break paging
    }
}

// The top free apps in Finance, rated through one lookup for every 200 apps.
let chart = ChartViewModel(
    query: ChartQuery(
        storefront: korea, kind: .free, genre: try ChartGenre(named: "Finance"), limit: try ChartLimit(25)),
    loading: LoadRatedChartUseCase(
        charts: LoadChartUseCase(repository: sources.charts, maxAge: .seconds(3_600), now: now),
        listings: FetchManyListingsUseCase(repository: sources.listings, maxAge: .seconds(86_400), now: now)),
    language: DetailLanguage(storefront: korea))
let chartStates = chart.states
await chart.load()
for await state in chartStates {
    if case .loaded(let screen) = state, screen.isSettled {
        print(screen.listing.title, screen.listing.rows.prefix(3).map { "\($0.rank). \($0.row.name)" })
        break
    }
    if case .failed(let failure) = state {
        print(failure.message)
        break
    }
}
