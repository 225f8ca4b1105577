// One app in every storefront at once, on a screen of its own: the whole on top, a section per
// region, each row appearing as its storefront answers. Every answer is cached and recorded in
// the history like any lookup, and the requests keep to the store's budget, shared through the
// cache with every other program using it.
import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import Foundation

let now: @Sendable () -> Date = { Date() }
var configuration = AppDetailDataConfiguration(
    endpoint: AppDetailDataConfiguration.appStoreEndpoint,
    cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("appdetail"),
    timeout: AppDetailDataConfiguration.standardTimeout, seed: nil)
// About 20 requests a minute, 5 at once: the first look at all 175 storefronts takes about
// nine minutes; a second within the cache's day asks for nothing it has.
configuration.requestRate = .appStore
let sources = AppDetailDataFactory.makePageSources(
    configuration: configuration, now: now, warn: { print("warning:", $0) })

// The storefronts a person names: codes and groups, refused with the nearest names otherwise.
let europe = try StorefrontSelection(parsing: "eu,gb,ch")
let instagram = AppLookup.id(try AppID(parsing: "389801252"))

let viewModel = WorldViewModel(
    lookup: instagram, storefronts: europe.storefronts, sort: .count,
    loading: LoadAppAroundTheWorldUseCase(
        repository: sources.listings, history: sources.history, maxAge: .seconds(86_400), now: now),
    language: .english)
let states = viewModel.states
await viewModel.load()
for await state in states {
    guard case .loaded(let screen) = state else { continue }
    // Apply `screen.changes` to a collection view inside performBatchUpdates (see
    // DrivingACollectionView); here, the progress and, at the end, the whole.
    if let progress = screen.progress { print("\(progress.done) of \(progress.total)") }
    guard screen.isSettled else { continue }
    print(screen.table.title)
    for line in screen.table.whole { print(line) }
    for row in screen.table.rows.prefix(5) {
        print(row.code, row.storefrontName, row.average ?? "–", row.ratingCount ?? "", row.status ?? "")
    }
    break
}
