import Foundation
import TestSupport
import Testing

@testable import AppDetailDomain

@Suite("A watch list's day: the request floor, the order that starves none, parts in rotation")
struct TrackPlanTests {
    static let day: TimeInterval = 86_400
    static let start = Date(
        timeIntervalSince1970: 1_800_000_000 - 1_800_000_000.truncatingRemainder(dividingBy: day))

    /// `count` apps followed in each of `countries`, ids from 1.
    static func watchList(apps count: Int, in countries: [String], reviews: Bool = false) throws
        -> [FollowedApp]
    {
        try countries.flatMap { country in
            let storefront = try Storefront(country: country)
            return try (1...count).map { id in
                FollowedApp(
                    app: try #require(AppID(rawValue: Int64(id))), storefront: storefront, reviews: reviews,
                    since: start)
            }
        }
    }

    @Test("The listings cost ⌈apps ÷ 200⌉ a storefront: 175 for one app everywhere, 875 for 1,000")
    func listingFloor() async throws {
        let everywhere = StorefrontCatalog.codes
        #expect(everywhere.count == 175)
        let one = TrackSchedule(followed: try Self.watchList(apps: 1, in: everywhere), requestsPerMinute: 20)
        #expect(one.listingRequests == 175)
        #expect(one.storefronts == 175)
        await Task.yield()  // the 175,000 below are made in one go: let other tests run first
        let thousand = TrackSchedule(
            followed: try Self.watchList(apps: 1_000, in: everywhere), requestsPerMinute: 20)
        #expect(thousand.listingRequests == 875)
        #expect(thousand.followed == 175_000)
        #expect(thousand.listingsFitADay)
        // 875 listings leave 325 of the hour's 1,200 requests; 350,000 parts take 1,077 days.
        #expect(thousand.partRequestsPerDay == 325)
        #expect(!thousand.partsEveryDay)
        #expect(thousand.daysPerRotation == 1_077)
    }

    @Test(
        "Any watch list: the batches hold every due app once, ≤ 200 ids of one storefront each, at the floor")
    func batchesAreTheFloor() async throws {
        var random = SeededGenerator(seed: 62)
        for _ in 0..<40 {
            await Task.yield()
            let countries = Array(
                StorefrontCatalog.codes.shuffled(using: &random).prefix(
                    Int.random(in: 1...12, using: &random)))
            var apps: [FollowedApp] = []
            var lastSeen: [TrackFollowedAppsUseCase.Key: Date] = [:]
            for country in countries {
                let count = Int.random(in: 1...450, using: &random)
                for app in try Self.watchList(apps: count, in: [country]) {
                    apps.append(app)
                    if Bool.random(using: &random) {
                        lastSeen[.init(app.app, app.storefront)] = Self.start.addingTimeInterval(
                            -Double.random(in: 0...(30 * Self.day), using: &random))
                    }
                }
            }
            let batches = TrackPlan(lastSeen: lastSeen).listingBatches(of: apps)
            let floor = countries.reduce(0) { total, country in
                total + (apps.filter { $0.storefront.country == country }.count + 199) / 200
            }
            #expect(batches.count == floor)
            #expect(batches.allSatisfy { (1...200).contains($0.ids.count) })
            let asked = batches.flatMap { batch in batch.ids.map { "\($0)/\(batch.storefront.country)" } }
            #expect(asked.count == apps.count)
            #expect(Set(asked) == Set(apps.map { "\($0.app)/\($0.storefront.country)" }))
            #expect(batches.count == TrackSchedule(followed: apps, requestsPerMinute: 20).listingRequests)
        }
    }

    @Test("A store that answers only some requests a day: every followed app still comes round, none starved")
    func noneStarved() async throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20 {
            let countries = Array(
                StorefrontCatalog.codes.shuffled(using: &random).prefix(
                    Int.random(in: 2...40, using: &random)))
            let apps = try Self.watchList(apps: Int.random(in: 1...300, using: &random), in: countries)
            let floor = TrackSchedule(followed: apps, requestsPerMinute: 20).listingRequests
            let answeredADay = Int.random(in: 1...max(1, floor - 1), using: &random)
            var lastSeen: [TrackFollowedAppsUseCase.Key: Date] = [:]
            let days = (floor + answeredADay - 1) / answeredADay
            for day in 0..<days {
                await Task.yield()
                let today = Self.start.addingTimeInterval(Double(day) * Self.day)
                let due = apps.filter { app in
                    !(lastSeen[.init(app.app, app.storefront)].map {
                        CacheAging.sameDay($0, today)
                    }
                        ?? false)
                }
                for batch in TrackPlan(lastSeen: lastSeen).listingBatches(of: due).prefix(answeredADay) {
                    for id in batch.ids { lastSeen[.init(id, batch.storefront)] = today }
                }
            }
            // Every app was observed within the days the floor takes at that many a day.
            #expect(lastSeen.count == apps.count, "\(floor) requests, \(answeredADay) a day, \(days) days")
        }
    }

    @Test("Parts in rotation: within the day's share, stalest first, each app's turn within the rotation")
    func partsRotate() async throws {
        let apps =
            try Self.watchList(apps: 40, in: ["kr", "us", "jp"], reviews: false)
            + Self.watchList(apps: 10, in: ["de"], reviews: true)
        let perDay = 37
        var observed: [String: Date] = [:]
        let key = { (app: FollowedApp) in "\(app.app)/\(app.storefront.country)" }
        let needed = apps.reduce(0) { $0 + TrackSchedule.partRequests(of: $1) }
        let rotation = (needed + perDay - 1) / perDay
        for day in 0..<(rotation + 1) {
            await Task.yield()
            let today = Self.start.addingTimeInterval(Double(day) * Self.day)
            // Two runs a day: the second must not go past the day's share.
            for _ in 0..<2 {
                let current = apps.map {
                    FollowedApp(
                        app: $0.app, storefront: $0.storefront, reviews: $0.reviews, since: $0.since,
                        partsObservedAt: observed[key($0)])
                }
                let (places, later) = TrackPlan.partsInTurn(
                    of: current, listedToday: { _ in true }, requestsPerDay: perDay, again: false,
                    today: today)
                let due = places.map { current[$0] }
                let doneToday = current.filter {
                    $0.partsObservedAt.map { CacheAging.sameDay($0, today) } ?? false
                }
                let cost = { (apps: [FollowedApp]) in
                    apps.reduce(0) { $0 + TrackSchedule.partRequests(of: $1) }
                }
                #expect(cost(doneToday) + cost(due) <= perDay)
                #expect(due.count + later + doneToday.count == current.count)
                #expect(due.allSatisfy { !doneToday.contains($0) })
                // Stalest first: none left waiting was observed longer ago than one in turn.
                if let newestInTurn = due.map({ $0.partsObservedAt ?? .distantPast }).max() {
                    let waiting = current.filter { !due.contains($0) && !doneToday.contains($0) }
                    #expect(waiting.allSatisfy { ($0.partsObservedAt ?? .distantPast) >= newestInTurn })
                }
                for app in due { observed[key(app)] = today }
            }
        }
        #expect(observed.count == apps.count, "every app had its turn within \(rotation) days")
    }

    @Test("A run stops at its request bound and at its time, and counts only what it sent")
    func meterStops() {
        var meter = RequestMeter(
            limits: TrackLimits(maxRequests: 3, until: nil, requestsPerMinute: nil), now: { Self.start })
        var answers: [Bool] = []
        for _ in 0..<5 { answers.append(meter.mayAsk()) }
        #expect(answers == [true, true, true, false, false])
        #expect(meter.sent == 3)
        #expect(meter.reached == .requests)
        var timed = RequestMeter(
            limits: TrackLimits(maxRequests: nil, until: Date(), requestsPerMinute: nil), now: { Date() })
        let allowed = timed.mayAsk()
        #expect(!allowed)
        #expect(timed.sent == 0)
        #expect(timed.reached == .time)
    }
}
