import AppDetailDomain
import Foundation
import TestSupport
import Testing

/// What changed across apps, read from a history in memory: the changes since a moment, and
/// whether anything was ever observed at all.
@Suite("Changes across apps since a moment")
struct ListChangesTests {
    static let start = Date(timeIntervalSince1970: 1_800_057_600)

    @Test("An empty history says so; one with a state does not, and gives its changes since")
    func emptyOrNot() async throws {
        let history = MemoryHistory()
        let lister = ListChangesUseCase(history: history)
        let empty = try await lister.changes(since: Self.start, of: nil)
        #expect(empty.historyIsEmpty)
        #expect(empty.changes.isEmpty)

        let storefront = Storefront.unitedStates
        history.record(ListingObservation(Listing.fixture(ratingCount: 10), in: storefront, at: Self.start))
        let later = Self.start.addingTimeInterval(86_400)
        history.record(ListingObservation(Listing.fixture(ratingCount: 12), in: storefront, at: later))
        let all = try await lister.changes(since: Self.start, of: nil)
        #expect(!all.historyIsEmpty)
        #expect(all.changes.map(\.kind) == [.figure(.ratingCount, before: 10, after: 12)])
        let after = try await lister.changes(since: later.addingTimeInterval(1), of: nil)
        #expect(after.changes.isEmpty)
        #expect(!after.historyIsEmpty, "observed, only not since then")
        // Apps named: the question of the whole history is not asked.
        let named = try await lister.changes(since: Self.start, of: [(Listing.fixture().id, storefront)])
        #expect(!named.historyIsEmpty)
        #expect(named.changes.count == 1)
    }
}
