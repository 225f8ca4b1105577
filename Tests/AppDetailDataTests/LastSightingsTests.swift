import AppDetailDomain
import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import AppDetailData

/// What a tracking run plans with: each app's last sighting in each store, read without the
/// names, is the one the observed apps say, however the history was recorded.
@Suite("History: the last sightings are the observed apps' without their names")
struct LastSightingsTests {
    static let stores = [try! Storefront(country: "kr"), try! Storefront(country: "jp")]

    @Test func theLastSightingsAreTheObservedAppsWhateverTheOrderOfRecording() async {
        await propertyCheck(count: 40, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 1...30)) {
            seed, size in
            var random = SeededGenerator(seed: seed)
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
            let day = Date(timeIntervalSince1970: 1_700_000_000)
            try cache.writing { db in
                for _ in 0..<size {
                    let app = AppID(rawValue: Int64.random(in: 1...4, using: &random))!
                    let store = Self.stores[Int.random(in: 0...1, using: &random)]
                    let moment = day.addingTimeInterval(
                        Double(Int.random(in: 0...20, using: &random)) * 3_600)
                    let gone = Int.random(in: 0..<6, using: &random) == 0
                    try HistoryRecorder.record(
                        ListingObservation(
                            app: app, storefront: store, observedAt: moment, lastSeenAt: moment,
                            status: gone ? .goneFromStore : .listed,
                            figures: ObservedFigures(
                                ratingAverage: 4.5,
                                ratingCount: gone ? nil : Int.random(in: 1...3, using: &random)),
                            texts: gone
                                ? nil
                                : ObservedTexts(
                                    name: "app \(app)", developer: "d", version: "1", releaseNotes: nil,
                                    description: "x", genre: "g", ageRating: "4+", languages: [],
                                    screenshots: [],
                                    icon: nil, currencyCode: "KRW")),
                        in: db)
                }
            }
            let store = HistoryStore(database: cache)
            let sightings = try store.lastSightings()
            let observed = try store.observedApps().map {
                AppSighting(app: $0.app, storefront: $0.storefront, lastSeenAt: $0.lastSeenAt)
            }
            #expect(!sightings.isEmpty, "seed \(seed)")
            #expect(sightings.count == observed.count, "seed \(seed)")
            #expect(Set(sightings) == Set(observed), "seed \(seed)")
            for app in (1...5).map({ AppID(rawValue: $0)! }) {
                #expect(
                    Set(try store.lastSightings(of: app)) == Set(sightings.filter { $0.app == app }),
                    "app \(app), seed \(seed)")
            }
        }
    }

    /// One app's stores on the watch list, read alone, are the whole list's rows of it.
    @Test func oneAppsFollowedStoresAreTheWholeListsRowsOfIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = try SQLiteAppCache(fileURL: directory.url.appendingPathComponent("cache.sqlite"))
        let watchList = WatchListStore(database: cache)
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        let (one, two, three) = (AppID(rawValue: 1)!, AppID(rawValue: 2)!, AppID(rawValue: 3)!)
        _ = try watchList.follow([one, two], in: "kr", reviews: false, at: moment)
        _ = try watchList.follow([two, three], in: "jp", reviews: true, at: moment)
        _ = try watchList.follow([two], in: "us", reviews: false, at: moment)
        let all = try watchList.followed()
        #expect(all.count == 5)
        for app in [one, two, three, AppID(rawValue: 4)!] {
            #expect(try watchList.followed(app: app) == all.filter { $0.app == app }, "app \(app)")
        }
        #expect(try watchList.followed(app: two).map(\.storefront.country) == ["jp", "kr", "us"])
    }
}
