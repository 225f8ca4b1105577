import AppDetailDomain
import Foundation
import Synchronization
import TestSupport

@testable import AppDetailData

/// An app around the world told by the test: each storefront's row a real lookup with the count
/// of ratings the test sets, answered at once; a storefront without a count does not sell it.
final class StubWorld: AppAroundTheWorldLoading {
    private let counts = Mutex<[String: Int]>([:])
    /// The policies of the loads asked for, in order.
    let policies = Mutex<[CachePolicy]>([])

    /// Sets the count of ratings in each storefront named; storefronts not named do not sell it.
    func set(_ counts: [String: Int]) { self.counts.withLock { $0 = counts } }

    func load(
        _ lookup: AppLookup, in storefronts: [Storefront], policy: CachePolicy,
        progress: @Sendable (WorldRow, WorldProgress) async -> Void
    ) async throws -> AppAroundTheWorld {
        policies.withLock { $0.append(policy) }
        let counts = self.counts.withLock { $0 }
        var rows: [WorldRow] = []
        for storefront in storefronts {
            let facts = StorefrontCatalog.facts(for: storefront.country)
            let answer: StorefrontAnswer =
                if let count = counts[storefront.country] {
                    .available(try Self.listing(count: count, in: storefront))
                } else {
                    .notAvailable
                }
            let row = WorldRow(
                storefront: storefront, region: facts?.region ?? .europe, answer: answer)
            rows.append(row)
            await progress(
                row,
                WorldProgress(
                    done: rows.count, total: storefronts.count, requestsLeft: storefronts.count - rows.count))
        }
        return AppAroundTheWorld(lookup: lookup, rows: rows)
    }

    private static func listing(count: Int, in storefront: Storefront) throws -> Fetched<Listing> {
        let data = try Data(contentsOf: SharedFixtures.lookup.appendingPathComponent("284882215.json"))
        guard var envelope = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var results = envelope["results"] as? [[String: Any]], !results.isEmpty
        else { throw CocoaError(.fileReadCorruptFile) }
        results[0]["userRatingCount"] = count
        results[0]["averageUserRating"] = 4.5
        envelope["results"] = results
        let listing = try ListingParser.listing(
            from: JSONSerialization.data(withJSONObject: envelope), for: .id(AppID(rawValue: 284_882_215)!),
            in: storefront)
        return Fetched(
            value: listing, freshness: Freshness(source: .network, fetchedAt: fixedNow(), staleness: .current)
        )
    }
}
