// From an id and a storefront to a page on screen: Data wired behind the Domain's protocols,
// as the `appdetail` command's composition root does, and the page's view model bound to it.
import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import Foundation

let configuration = AppDetailDataConfiguration(
    endpoint: AppDetailDataConfiguration.appStoreEndpoint,
    cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("appdetail"),
    timeout: AppDetailDataConfiguration.standardTimeout, seed: nil)
let now: @Sendable () -> Date = { Date() }
let sources = AppDetailDataFactory.makePageSources(
    configuration: configuration, now: now, warn: { print("warning:", $0) })

let observing = ObserveAppPageUseCase(
    listings: sources.listings, reviews: sources.reviews, developerApps: sources.developerApps,
    charts: sources.charts,
    freshness: PageFreshness(
        listing: .seconds(86_400), reviews: .seconds(3_600), developerApps: .seconds(86_400),
        chart: .seconds(3_600)),
    reviewSort: .mostHelpful, now: now)

let reference = try AppReference(parsing: "https://apps.apple.com/kr/app/id311867728")
let storefront = try Storefront(country: reference.country ?? "us")
let viewModel = AppPageViewModel(
    lookup: reference.lookup, storefront: storefront, observing: observing, updateStyle: .reconfigure,
    now: now)

let states = viewModel.states  // a reader of its own: subscribe before loading to see every state
await viewModel.load()
reading: for await state in states {
    switch state {
    case .idle, .loading:
        continue  // show a spinner over an empty page
    case .loaded(let page):
        // Apply `page.changes` to the collection view (see "Driving a collection view").
        print(page.snapshot.sections.map(\.section), page.partNotes)
        if page.isSettled { break reading }  // this load is over; a refresh() starts another
    case .failed(let failure):
        print(failure.message, failure.hint ?? "", failure.canRetry ? "[Try Again]" : "")
        break reading
    }
}
