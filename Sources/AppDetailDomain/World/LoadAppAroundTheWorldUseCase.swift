import Foundation

/// Looks one app up in many storefronts: each storefront's listing under a ``CachePolicy``, the
/// same rules as ``FetchListingUseCase`` (so every answer is cached, and observed where the
/// repository records history), and their whole. Where a history is given and holds the week
/// before, a row carries the app's ``WorldMove`` over that week.
///
/// Storefronts whose cached answer is current are answered first, without a request; the rest
/// are asked one after another, in the order given. When an answer shows that the store will not
/// answer the next ones either (it limits requests, or cannot be reached), the run stops asking:
/// each storefront left is answered from its cache, whatever its age, or is
/// ``StorefrontAnswer/notAsked(_:)``, and a later run with the ``CachePolicy/standard`` policy
/// asks only for what it lacks. Cancelling stops between two storefronts, with every answer
/// already received kept in the cache.
public struct LoadAppAroundTheWorldUseCase: AppAroundTheWorldLoading {
    private let repository: any ListingRepository
    private let history: (any HistoryRepository)?
    private let maxAge: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - repository: the cache and the store.
    ///   - history: where the week before each answer is read, for the rows' moves; `nil` for
    ///     rows without them.
    ///   - maxAge: how long a cached listing counts as current.
    ///   - now: the clock, injected so that ages can be tested.
    public init(
        repository: any ListingRepository, history: (any HistoryRepository)?, maxAge: Duration,
        now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        self.history = history
        self.maxAge = maxAge
        self.now = now
    }

    /// The app in each of `storefronts` (each once), calling `progress` after each storefront's
    /// row is known, in the order the rows become known.
    public func load(
        _ lookup: AppLookup, in storefronts: [Storefront], policy: CachePolicy,
        progress: @Sendable (WorldRow, WorldProgress) async -> Void
    ) async throws -> AppAroundTheWorld {
        let storefronts = storefronts.firstOccurrences()
        var cached: [Storefront: Stored<Listing>] = [:]
        for storefront in storefronts {
            try Task.checkCancellation()
            cached[storefront] = try await PolicyLoader.listing(
                lookup, in: storefront, from: repository, maxAge: maxAge, now: now
            ).readCacheTolerantly()
        }
        let aging = CacheAging(maxAge: maxAge, now: now)
        let needsRequest = storefronts.filter { storefront in
            switch policy {
            case .offline: false
            case .standard: cached[storefront].map { !aging.isCurrent($0) } ?? true
            case .refresh: true
            }
        }
        var rows: [Storefront: WorldRow] = [:]
        var requestsLeft = needsRequest.count
        func record(_ row: WorldRow) async {
            rows[row.storefront] = row
            await progress(
                row, WorldProgress(done: rows.count, total: storefronts.count, requestsLeft: requestsLeft))
        }
        for storefront in storefronts where !needsRequest.contains(storefront) {
            let answer: StorefrontAnswer =
                cached[storefront].map { .available(aging.fetchedByAge($0)) }
                ?? .failed(.offline(.notCached(lookup, storefront)))
            await record(try await row(storefront, answer))
        }
        var stop: AppDetailError?
        for storefront in needsRequest {
            try Task.checkCancellation()
            requestsLeft -= 1
            if let stop {
                let answer: StorefrontAnswer =
                    cached[storefront].map {
                        .available(aging.fetched($0, staleness: .servedAfterFailure(stop)))
                    }
                    ?? .notAsked(stop)
                await record(try await row(storefront, answer))
                continue
            }
            let answer = try await ask(lookup, in: storefront, cached: cached[storefront], policy: policy)
            stop = Self.stoppingError(in: answer)
            await record(try await row(storefront, answer))
        }
        return AppAroundTheWorld(lookup: lookup, rows: storefronts.compactMap { rows[$0] })
    }

    private func ask(
        _ lookup: AppLookup, in storefront: Storefront, cached: Stored<Listing>?, policy: CachePolicy
    ) async throws -> StorefrontAnswer {
        let loader = PolicyLoader(
            maxAge: maxAge, now: now, cached: { cached },
            fetch: { try await repository.fetchListing(for: lookup, in: storefront) },
            notCached: .offline(.notCached(lookup, storefront)))
        do {
            return .available(try await loader.load(policy: policy) { _ in })
        } catch let error as AppDetailError {
            if case .notFound = error { return .notAvailable }
            return .failed(error)
        }
    }

    private func row(_ storefront: Storefront, _ answer: StorefrontAnswer) async throws -> WorldRow {
        WorldRow(
            storefront: storefront,
            region: StorefrontCatalog.facts(for: storefront.country)?.region ?? .europe,
            answer: answer, move: try await move(of: answer.listing, in: storefront))
    }

    /// The move of `listing` over the week before now, read from the history; `nil` without a
    /// listing or a history, and when the history cannot be read (the row stands without it).
    private func move(of listing: Listing?, in storefront: Storefront) async throws -> WorldMove? {
        guard let listing, let history else { return nil }
        let moment = now()
        let since = moment.addingTimeInterval(-AppHistory.week)
        let read = try? await history.history(of: listing.id, in: storefront, since: since)
        try Task.checkCancellation()
        return read.flatMap { WorldMove(listing, history: $0, now: moment) }
    }

    /// A failure that the next storefront's request would meet too: the store limits requests,
    /// or it cannot be reached at all. A slow answer, a server error or an unreadable answer is
    /// one storefront's trouble and does not stop the run.
    static func stoppingError(in answer: StorefrontAnswer) -> AppDetailError? {
        let error: AppDetailError
        switch answer {
        case .failed(let failure): error = failure
        case .available(let fetched):
            guard case .servedAfterFailure(let failure) = fetched.freshness.staleness else { return nil }
            error = failure
        case .notAvailable, .notAsked: return nil
        }
        switch error {
        case .throttled, .offline(.noConnection), .offline(.unreachable), .offline(.redirectRefused):
            return error
        default: return nil
        }
    }
}
