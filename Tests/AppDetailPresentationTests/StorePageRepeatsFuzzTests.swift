import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import TestSupport
import Testing

@testable import AppDetailData

/// Every list of a store page fuzzed with repeats and missing ids — events, privacy kinds,
/// releases, purchases, similar apps — read by the parser and built into the page: the page is
/// always built, nothing distinct is lost (a repeated event or app is one item, a repeated kind
/// one disclosure with every category, each id-less event an item of its own), and the batch
/// from one fuzzed page to the next applies under UIKit's rules.
///
/// Seeded: `APPDETAIL_FUZZ_SEED=<seed>` replays a run; `APPDETAIL_STORE_PAGE_FUZZ_CASES` sets
/// how many cases (default 300).
@Suite("Repeated and id-less store page items never cost the page", .enabled(if: RealFixtures.available))
struct StorePageRepeatsFuzzTests {
    static let lists: [(name: String, path: [String])] = [
        ("events", ["relationships", "app-events", "data"]),
        ("privacy", ["attributes", "privacy", "privacyTypes"]),
        ("versions", ["attributes", "platformAttributes", "ios", "versionHistory"]),
        ("purchases", ["relationships", "top-in-apps", "data"]),
        ("similar", ["relationships", "customers-also-bought-apps", "data"]),
    ]

    static func value(in object: [String: Any], at path: ArraySlice<String>) -> Any? {
        guard let key = path.first else { return object }
        guard path.count > 1 else { return object[key] }
        return (object[key] as? [String: Any]).flatMap { value(in: $0, at: path.dropFirst()) }
    }

    static func setting(_ value: Any, in object: [String: Any], at path: ArraySlice<String>) -> [String: Any]
    {
        guard let key = path.first else { return object }
        var object = object
        if path.count == 1 {
            object[key] = value
        } else {
            object[key] = setting(value, in: object[key] as? [String: Any] ?? [:], at: path.dropFirst())
        }
        return object
    }

    /// The app record with each list given repeats (copies of its own elements at random
    /// places) and, for some elements, no id.
    static func fuzzed(_ app: [String: Any], using random: inout SeededGenerator) -> [String: Any] {
        var app = app
        for list in lists {
            var elements = value(in: app, at: list.path[...]) as? [[String: Any]] ?? []
            guard !elements.isEmpty else { continue }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let copy = elements[Int.random(in: 0..<elements.count, using: &random)]
                elements.insert(copy, at: Int.random(in: 0...elements.count, using: &random))
            }
            for index in elements.indices where Bool.random(using: &random) && Bool.random(using: &random) {
                elements[index]["id"] = nil
            }
            app = setting(elements, in: app, at: list.path[...])
        }
        return app
    }

    @Test func everyListWithRepeatsAndMissingIDsBuildsThePage() async throws {
        let run = FuzzRun(
            label: "store page repeats", casesVariable: "APPDETAIL_STORE_PAGE_FUZZ_CASES", defaultCases: 300)
        var random = run.generator
        let url = StorePageSectionsTests.folder.appendingPathComponent("media-api/389801252_us.json")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let app = try #require((document["d"] as? [[String: Any]])?.first)
        let listing = try RealFixtures.detail(640_199_958)
        let builder = DetailSnapshotBuilder(storefront: .unitedStates, now: fixedNow)
        var page = AppPage(
            listing: StorePageSectionsTests.fetched(listing), reviews: .loading, moreByDeveloper: .loading,
            chartStanding: StorePageSectionsTests.fetched(ChartStanding.noChart), storePage: .loading)
        var shown = try builder.snapshot(for: page)
        var simulator = BatchUpdateSimulator(showing: shown)
        for index in 0..<run.cases {
            await Task.yield()  // each case holds a cooperative thread for a while: leave it to others
            var record = Self.fuzzed(app, using: &random)
            record["id"] = "\(listing.id)"
            let body = try JSONSerialization.data(withJSONObject: ["d": [record]])
            let details = try CatalogDocumentParser.details(from: body, for: listing.id)
            page.storePage = StorePageSectionsTests.fetched(details)
            let next: DetailSnapshot
            do {
                next = try builder.snapshot(for: page)
            } catch {
                Issue.record("case \(index) (seed \(run.seed)): the page was not built: \(error)")
                continue
            }
            let items = { (section: DetailSection) in (try? next.items(inSection: section)) ?? [] }
            let events = details.events
            let expectedEvents =
                Set(events.map(\.id).filter { !$0.isEmpty }).count + events.filter { $0.id.isEmpty }.count
            #expect(items(.events).count == expectedEvents, "case \(index) (seed \(run.seed)): events")
            let kinds = Set(details.privacy.map(\.kind.identifier))
            #expect(items(.privacy).count == kinds.count, "case \(index): one disclosure per kind")
            for case .privacy(let item) in items(.privacy) {
                let categories = Set(
                    details.privacy.filter { $0.kind.identifier == item.identifier }.flatMap(\.categories)
                        .map(\.title))
                #expect(
                    Set(item.categories) == categories, "case \(index): every category of \(item.identifier)")
            }
            let versions = details.versionHistory.first?.versions.count ?? 0
            #expect(
                items(.versionHistory).count == versions, "case \(index): every release, repeats told apart")
            #expect(items(.inAppPurchases).count == details.inAppPurchases.count, "case \(index): purchases")
            #expect(
                items(.similarApps).count == Set(details.similarApps.map(\.id)).count,
                "case \(index): similar apps")
            let batch = shown.batchUpdate(to: next, updateStyle: .reconfigure)
            do {
                try simulator.performBatchUpdates(batch, dataSource: next)
            } catch {
                Issue.record("case \(index) (seed \(run.seed)): the batch broke UIKit's rules: \(error)")
            }
            shown = next
        }
    }

    /// Today's whole page with repeats and missing ids in each of its shelves' lists: the page
    /// is always built and the batches apply.
    @Test func todaysShelvesWithRepeatsAndMissingIDsBuildThePage() async throws {
        let run = FuzzRun(
            label: "today's page repeats", casesVariable: "APPDETAIL_STORE_PAGE_FUZZ_CASES", defaultCases: 60)
        var random = run.generator
        let html = try Data(
            contentsOf: StorePageSectionsTests.folder.appendingPathComponent("page-whole/570060128_us.html"))
        let data = try #require(try StorePageHTML(html).serverData())
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let lists: [(path: [String], id: String)] = [
            (["appEvents", "items"], "appEventId"), (["privacyTypes", "items"], "identifier"),
            (["similarItems", "items"], "adamId"), (["moreByDeveloper", "items"], "adamId"),
            (["information", "items"], "title"),
            (["mostRecentVersion", "seeAllAction", "pageData", "shelves"], "title"),
        ]
        // Any listing will do: the shelves are given without the page's own app record.
        let listing = try RealFixtures.detail(640_199_958)
        let builder = DetailSnapshotBuilder(storefront: .unitedStates, now: fixedNow)
        var page = AppPage(
            listing: StorePageSectionsTests.fetched(listing), reviews: .loading, moreByDeveloper: .loading,
            chartStanding: StorePageSectionsTests.fetched(ChartStanding.noChart), storePage: .loading)
        var shown = try builder.snapshot(for: page)
        var simulator = BatchUpdateSimulator(showing: shown)
        for index in 0..<run.cases {
            await Task.yield()  // each case holds a cooperative thread for a while: leave it to others
            var mapping = try #require(
                ((root["data"] as? [[String: Any]])?.first?["data"] as? [String: Any])?["shelfMapping"]
                    as? [String: Any])
            for list in lists {
                var elements = Self.value(in: mapping, at: list.path[...]) as? [[String: Any]] ?? []
                guard !elements.isEmpty else { continue }
                for _ in 0..<Int.random(in: 0...4, using: &random) {
                    elements.insert(
                        elements[Int.random(in: 0..<elements.count, using: &random)],
                        at: Int.random(in: 0...elements.count, using: &random))
                }
                for element in elements.indices where Int.random(in: 0..<4, using: &random) == 0 {
                    elements[element][list.id] = nil
                }
                mapping = Self.setting(elements, in: mapping, at: list.path[...])
            }
            let body = try JSONSerialization.data(withJSONObject: [
                "data": [["data": ["shelfMapping": mapping]]]
            ])
            let details = try PageShelvesParser.details(from: body, for: listing.id)
            page.storePage = StorePageSectionsTests.fetched(details)
            let next: DetailSnapshot
            do {
                next = try builder.snapshot(for: page)
            } catch {
                Issue.record("case \(index) (seed \(run.seed)): the page was not built: \(error)")
                continue
            }
            let events = details.events
            let expected =
                Set(events.map(\.id).filter { !$0.isEmpty }).count + events.filter { $0.id.isEmpty }.count
            #expect(((try? next.items(inSection: .events)) ?? []).count == expected, "case \(index): events")
            do {
                try simulator.performBatchUpdates(
                    shown.batchUpdate(to: next, updateStyle: .reconfigure), dataSource: next)
            } catch {
                Issue.record("case \(index) (seed \(run.seed)): the batch broke UIKit's rules: \(error)")
            }
            shown = next
        }
    }
}
