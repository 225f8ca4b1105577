// From an id and a storefront to a page on screen: Data wired behind the Domain's protocols,
// as the `appdetail` command's composition root does, and the page's view model bound to it —
// every part of the page, the App Store page's own data among them.
import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import Foundation

// The configuration: where the store is (the public endpoint, or a test server that stands in
// for every host), where the cache lives (`nil` runs without one), how long one fetch may take,
// and the answers a new cache starts with (`nil`: none; the command line seeds three sample apps
// so that its first run works offline). A media API token is optional: today's store page needs
// none.
var configuration = AppDetailDataConfiguration(
    endpoint: AppDetailDataConfiguration.appStoreEndpoint,
    cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("appdetail"),
    timeout: AppDetailDataConfiguration.standardTimeout, seed: nil)
configuration.mediaToken = nil
let now: @Sendable () -> Date = { Date() }
// One cache file and one requester behind every source; `warn` hears every problem worked around
// (a damaged cache moved aside, an answer that could not be saved).
let sources = AppDetailDataFactory.makePageSources(
    configuration: configuration, now: now, warn: { print("warning:", $0) })

// Every part of the page: the listing, reviews, the developer's apps, the chart and the store
// page, each with how long its cached answer counts as current.
let observing = ObserveAppPageUseCase(
    listings: sources.listings, reviews: sources.reviews, developerApps: sources.developerApps,
    charts: sources.charts, storePages: sources.storePages,
    freshness: PageFreshness(
        listing: .seconds(86_400), reviews: .seconds(3_600), developerApps: .seconds(86_400),
        chart: .seconds(3_600), storePage: .seconds(86_400)),
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
        // What the store page could not supply says so, part by part.
        if let storePage = page.page.storePage?.fetched?.value,
            case .unavailable(let gap) = storePage.state(of: .privacy)
        {
            print("App Privacy is unknown:", gap)
        }
        if page.isSettled { break reading }  // this load is over; a refresh() starts another
    case .failed(let failure):
        // The hint is in the page's language; `failure.error?.remedy` words one's own.
        print(failure.message, failure.hint ?? "", failure.canRetry ? "[Try Again]" : "")
        break reading
    }
}
