import Foundation

/// Warms the pages an ``ObserveAppPageUseCase`` shows, through its repositories, freshness and
/// review order, under ``CachePolicy/standard``: what is current in the cache is not asked
/// again, what is missing or expired is asked once and stored by the repositories.
public struct WarmAppPagesUseCase: AppPageWarming {
    private let pages: ObserveAppPageUseCase

    /// - Parameter pages: the page whose parts to warm; the warm-up asks what it would ask.
    public init(pages: ObserveAppPageUseCase) {
        self.pages = pages
    }

    /// The pages of `ids` made current in the cache, within `requestLimit` requests (see
    /// ``AppPageWarming/warm(_:in:requestLimit:)``).
    public func warm(_ ids: [AppID], in storefront: Storefront, requestLimit: Int) async throws -> WarmedPages
    {
        let allowance = RequestAllowance(limit: requestLimit)
        var tally = WarmingTally()
        let ready = try await warmListings(ids.firstOccurrences(), in: storefront, allowance, into: &tally)
        let run = pages.pageRun(in: storefront, policy: .standard, allowance: allowance)
        for id in ready {
            tally.record(try await Self.warmPage(of: id, with: run), for: id)
        }
        return tally.result(in: ids.firstOccurrences(), requests: allowance.sent)
    }

    /// Makes the listings current, ≤ 200 ids a request, and returns the ids whose listing is.
    private func warmListings(
        _ ids: [AppID], in storefront: Storefront, _ allowance: RequestAllowance,
        into tally: inout WarmingTally
    ) async throws -> [AppID] {
        let many = FetchManyListingsUseCase(
            repository: AllowedListings(base: pages.listings, allowance: allowance),
            maxAge: pages.freshness.listing, now: pages.now)
        var ready: [AppID] = []
        var start = ids.startIndex
        while start < ids.endIndex {
            let chunk = Array(ids[start..<min(start + ListingLimits.idsPerLookup, ids.endIndex)])
            start += chunk.count
            do {
                let answer = try await many.listings(for: chunk, in: storefront, policy: .standard)
                for id in chunk {
                    if answer.goneFromStore.contains(id) {
                        tally.record(.goneFromStore, for: id)
                    } else if let found = answer.found[id],
                        case .servedAfterFailure(let error) = found.freshness.staleness
                    {
                        tally.record(.failed(error), for: id)
                    } else if answer.found[id] != nil {
                        ready.append(id)
                    } else {
                        tally.record(answer.error.map(WarmingOutcome.failed) ?? .leftForLater, for: id)
                    }
                }
            } catch is RequestLimitError {
                for id in chunk { tally.record(.leftForLater, for: id) }
            } catch let error as AppDetailError {
                for id in chunk { tally.record(.failed(error), for: id) }
            }
        }
        return ready
    }

    /// Runs the page of `id` to its end and says what it left in the cache.
    private static func warmPage(of id: AppID, with run: PageRun) async throws -> WarmingOutcome {
        var last = AppPage.loading
        do {
            try await run.run(.id(id)) { last = $0 }
        } catch is RequestLimitError {
            return .leftForLater
        } catch AppDetailError.notFound {
            return .goneFromStore
        } catch let error as AppDetailError {
            return .failed(error)
        }
        try Task.checkCancellation()
        return WarmingOutcome(of: last)
    }
}

/// Fills the cache with several apps' whole pages before they are opened, within a number of
/// requests: what a list screen (search results, a chart) calls for the rows about to appear,
/// so a tap opens a complete page at once, online or not.
public protocol AppPageWarming: Sendable {
    /// Makes every part of each app's page current in the cache, sending at most
    /// `requestLimit` requests to the store and none after a throttled answer.
    ///
    /// The listings go first, together (one request per 200 ids that need the store), then each
    /// app's other parts in the order of `ids`, so the first apps are the ones completed when
    /// the limit is reached; parts that are already current cost nothing, and a developer or a
    /// chart shared by several apps is asked once.
    ///
    /// - Throws: `CancellationError` when the calling task is cancelled (no request is sent
    ///   after it); a store's failure is reported per app in ``WarmedPages/failed``.
    func warm(_ ids: [AppID], in storefront: Storefront, requestLimit: Int) async throws -> WarmedPages
}
