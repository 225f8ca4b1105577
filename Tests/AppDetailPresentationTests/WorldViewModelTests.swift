import AppDetailDomain
import AppDetailPresentation
import DiffableSections
import Foundation
import Synchronization
import TestSupport
import Testing

/// The app-around-the-world view model, driven as a screen drives it: rows appearing one by one
/// under the whole, a refresh updating rows in place, two readers, a load that fails with rows on
/// screen, and a screen closed mid-load — each batch applied under UIKit's rules.
@Suite("The app-around-the-world view model")
struct WorldViewModelTests {
    /// A loader that tells each row only when the test lets it, and records its cancellation.
    final class GatedWorld: AppAroundTheWorldLoading {
        private let rows: Mutex<[WorldRow]>
        private let failure: Mutex<AppDetailError?> = Mutex(nil)
        let gate: AsyncStream<Void>
        private let opener: AsyncStream<Void>.Continuation
        let cancelled = Mutex(false)

        init(rows: [WorldRow]) {
            self.rows = Mutex(rows)
            (gate, opener) = AsyncStream.makeStream()
        }

        func replace(_ rows: [WorldRow], failingWith error: AppDetailError? = nil) {
            self.rows.withLock { $0 = rows }
            failure.withLock { $0 = error }
        }

        func release(_ count: Int) { for _ in 0..<count { opener.yield() } }

        func load(
            _ lookup: AppLookup, in storefronts: [Storefront], policy: CachePolicy,
            progress: @Sendable (WorldRow, WorldProgress) async -> Void
        ) async throws -> AppAroundTheWorld {
            let rows = self.rows.withLock { $0 }
            var iterator = gate.makeAsyncIterator()
            for (index, row) in rows.enumerated() {
                _ = await iterator.next()
                if Task.isCancelled {
                    cancelled.withLock { $0 = true }
                    throw CancellationError()
                }
                await progress(
                    row,
                    WorldProgress(done: index + 1, total: rows.count, requestsLeft: rows.count - index - 1))
            }
            if let error = failure.withLock({ $0 }) { throw error }
            return AppAroundTheWorld(lookup: lookup, rows: rows)
        }
    }

    static let lookup = AppLookup.id(AppID(rawValue: 284_882_215)!)

    static func row(_ code: String, count: Int, average: Double = 4.5) -> WorldRow {
        let facts = StorefrontCatalog.facts(for: code)!
        let listing = try! RealFixtures.detail(284_882_215) { record in
            record["averageUserRating"] = average
            record["userRatingCount"] = count
        }
        let freshness = Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)
        return WorldRow(
            storefront: facts.storefront, region: facts.region,
            answer: .available(Fetched(value: listing, freshness: freshness)))
    }

    static let codes = ["kr", "jp", "de", "fr", "br"]

    private func screen(_ state: WorldViewState?) -> WorldScreen? {
        guard case .loaded(let screen)? = state else { return nil }
        return screen
    }

    private func storefrontIDs(_ screen: WorldScreen?) -> [String] {
        (screen?.snapshot.sections ?? []).flatMap(\.items).map(\.diffIdentifier).filter { $0 != "whole" }
    }

    @Test(.enabled(if: RealFixtures.available))
    func rowsArriveOneByOneUnderTheWholeAndRefreshInPlace() async throws {
        let loader = GatedWorld(
            rows: Self.codes.enumerated().map { Self.row($0.element, count: 100 * ($0.offset + 1)) })
        let viewModel = WorldViewModel(
            lookup: Self.lookup, storefronts: Self.codes.map { StorefrontCatalog.facts(for: $0)!.storefront },
            sort: .count, loading: loader, language: .english)
        var reader = viewModel.states.makeAsyncIterator()
        var second = viewModel.states.makeAsyncIterator()
        #expect(await reader.next() == .idle)
        let load = await viewModel.load()
        #expect(await reader.next() == .loading)
        var shown: WorldScreen?
        var simulator: BatchUpdateSimulator<WorldSection, WorldItem>?
        for arrived in 1...Self.codes.count {
            loader.release(1)
            let next = try #require(screen(await reader.next()), "row \(arrived)")
            #expect(next.load == load && !next.isSettled)
            #expect(storefrontIDs(next).count == arrived)
            #expect(next.snapshot.sections.first?.section == .whole)
            #expect(next.progress?.done == arrived)
            if let changes = next.changes, var screen = simulator {
                try screen.performBatchUpdates(changes, dataSource: next.snapshot)
                #expect(screen.displayed == next.snapshot.sections)
                simulator = screen
            } else {
                #expect(shown == nil, "only the first screen is installed whole")
                simulator = BatchUpdateSimulator(showing: next.snapshot)
            }
            shown = next
        }
        let settled = try #require(screen(await reader.next()))
        #expect(settled.isSettled && settled.progress == nil)
        #expect(
            settled.snapshot.sections.map(\.section) == [
                .whole, .region(.asiaPacific), .region(.europe), .region(.latinAmericaCaribbean),
            ])
        #expect(storefrontIDs(settled) == ["jp", "kr", "fr", "de", "br"], "by count within each region")

        // A refresh: the rows stay, and each updates where it is when its storefront answers.
        loader.replace(
            Self.codes.enumerated().map { Self.row($0.element, count: 100 * ($0.offset + 1), average: 3.0) })
        let refresh = await viewModel.refresh()
        let refreshing = try #require(screen(await reader.next()))
        #expect(refreshing.load == refresh && storefrontIDs(refreshing).count == Self.codes.count)
        #expect(refreshing.changes?.changeCount == 0)
        loader.release(1)
        let updated = try #require(screen(await reader.next()))
        let changes = try #require(updated.changes)
        #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty, "in place, not rebuilt")
        #expect(changes.itemUpdates.count == 2, "the arrived row and the whole: \(changes)")
        var screen = BatchUpdateSimulator(showing: refreshing.snapshot)
        try screen.performBatchUpdates(changes, dataSource: updated.snapshot)
        #expect(screen.displayed == updated.snapshot.sections)

        // The second reader saw the same states.
        #expect(await second.next() == .idle)
        #expect(await second.next() == .loading)
        withExtendedLifetime(viewModel) {}
    }

    @Test(.enabled(if: RealFixtures.available))
    func aFailedLoadKeepsTheRowsWithANote() async throws {
        let loader = GatedWorld(rows: [Self.row("kr", count: 5)])
        let viewModel = WorldViewModel(
            lookup: Self.lookup, storefronts: [StorefrontCatalog.facts(for: "kr")!.storefront], sort: .count,
            loading: loader, language: .korean)
        var reader = viewModel.states.makeAsyncIterator()
        _ = await reader.next()
        await viewModel.load()
        _ = await reader.next()
        loader.release(1)
        _ = await reader.next()
        let first = try #require(screen(await reader.next()))
        #expect(first.isSettled && first.note == nil)
        loader.replace([Self.row("kr", count: 5)], failingWith: .throttled)
        await viewModel.refresh()
        _ = await reader.next()
        loader.release(1)
        _ = await reader.next()
        let kept = try #require(screen(await reader.next()))
        #expect(
            kept.isSettled && kept.note != nil && storefrontIDs(kept) == ["kr"],
            "\(String(describing: kept.note))")
        withExtendedLifetime(viewModel) {}
    }

    @Test(.enabled(if: RealFixtures.available))
    func aScreenClosedMidLoadCancelsTheLookAndEndsItsReaders() async throws {
        let loader = GatedWorld(rows: Self.codes.map { Self.row($0, count: 1) })
        var viewModel: WorldViewModel? = WorldViewModel(
            lookup: Self.lookup, storefronts: Self.codes.map { StorefrontCatalog.facts(for: $0)!.storefront },
            sort: .storefront, loading: loader, language: .english)
        weak let watched = viewModel
        var reader = try #require(viewModel).states.makeAsyncIterator()
        _ = await reader.next()
        await viewModel?.load()
        _ = await reader.next()
        loader.release(1)
        #expect(screen(await reader.next()) != nil)
        viewModel = nil
        #expect(try await waitForRelease { watched != nil }, "nothing keeps a closed screen's view model")
        loader.release(Self.codes.count)
        while await reader.next() != nil {}
        let deadline = ContinuousClock.now + .seconds(60)
        while !loader.cancelled.withLock({ $0 }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(loader.cancelled.withLock { $0 }, "the look in flight was cancelled")
    }
}
