// An app's history on a screen of its own, and the watch list a scheduled job observes. Every
// listing, chart, App Store page and reviews page the sources fetch in the store's own language
// is recorded as they keep it, so a History screen needs nothing more than the same sources.
import AppDetailData
import AppDetailDomain
import AppDetailPresentation
import Foundation

let now: @Sendable () -> Date = { Date() }
let sources = AppDetailDataFactory.makePageSources(
    configuration: AppDetailDataConfiguration(
        endpoint: AppDetailDataConfiguration.appStoreEndpoint,
        cacheDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("appdetail"),
        timeout: AppDetailDataConfiguration.standardTimeout, seed: nil),
    now: now, warn: { print("warning:", $0) })
let korea = try Storefront(country: "kr")
let kakaoTalk = try AppID(parsing: "362057947")

// Follow the app (kept in the cache) and observe every followed app now: listings 200 to a
// request, the App Store page and the chart at most once a day. A job that runs this every hour
// still records one observation a day per app. The report gets every change not told before —
// this run's, and those of a run that died before it could tell them — typed; once it returns
// they count as told, and if it throws (the message could not be sent) they are told next time.
_ = try await sources.watchList.follow(kakaoTalk, in: korea, reviews: false, at: now())
try await TrackFollowedAppsUseCase(sources: sources.tracking, now: now).run(again: false) { run in
    let alerts = run.changes.filter {
        ChangeCondition.ratingDrop(0.1).isMet(by: $0) || ChangeCondition.newVersion.isMet(by: $0)
    }
    print("observed \(run.observed) of \(run.followed.count); \(alerts.count) changes worth a message")
}

// The History screen: the figures over time, the versions and what changed, in sections a
// collection view applies as batch updates. `refresh()` after a new observation animates only
// the new rows in and updates the trends in place.
let history = HistoryViewModel(
    app: kakaoTalk, storefront: korea, since: nil, loading: LoadHistoryUseCase(repository: sources.history))
let states = history.states
await history.load()
for await state in states {
    guard case .loaded(let screen) = state, screen.isSettled else { continue }
    for trend in screen.listing.trends {
        print(trend.title, trend.first, "→", trend.last, trend.change ?? "")
    }
    for change in screen.listing.changes.prefix(5) { print(change.date, change.text) }
    break
}
