/// Refreshes cached listings store by store, with as few requests as the store allows (≤ 200 ids
/// a lookup, ``ListingLimits/idsPerLookup``), each answer cached as the apps' own
/// lookups would be, and within one deadline for the whole refresh.
///
/// What it does when the store does not cooperate:
/// - **A batch that fails** (a server error, an unreadable answer, a cache that cannot keep it)
///   leaves its apps' cached listings as they were, and the next batch is still asked.
/// - **A throttled answer** stops the refresh: the requester has already backed off within its
///   retry budget, and asking again at once only prolongs the limit. Every app not yet asked,
///   in this store and the ones after, is left with ``RefreshStop/throttled``.
/// - **A slow store** cannot take the others' time: each store gets a share of the time left,
///   in proportion to the requests it needs, and a request still waiting when its store's share
///   ends is given up (those apps fail as timed out, the store's others are left with
///   ``RefreshStop/storeTooSlow``), so the next store is asked. What a store does not use goes
///   to the stores after it.
/// - **Past the deadline** nothing more is asked (``RefreshStop/timeRanOut``).
public struct RefreshListingsUseCase: Sendable {
    private let repository: any ListingRepository

    /// - Parameter repository: the listings' cache and store.
    public init(repository: any ListingRepository) {
        self.repository = repository
    }

    /// Refreshes each store's ids (each once), stores in the order of their descriptions, until
    /// `deadline`; `progress` is called before each request (naming the store it waits for) and
    /// after it, from the refresh's task (a screen hops to its own actor to show it).
    /// - Throws: only `CancellationError`; the store's failures are in the result.
    public func refresh(
        _ listings: [Storefront: [AppID]], until deadline: ContinuousClock.Instant,
        progress: @escaping @Sendable (RefreshProgress) -> Void
    ) async throws -> ListingRefresh {
        let size = ListingLimits.idsPerLookup
        let stores = listings.map { (storefront: $0.key, ids: $0.value.firstOccurrences()) }
            .filter { !$0.ids.isEmpty }
            .sorted { $0.storefront.description < $1.storefront.description }
        let total = stores.reduce(0) { $0 + $1.ids.count }
        var requestsLeft = stores.reduce(0) { $0 + ($1.ids.count + size - 1) / size }
        var outcome = ListingRefresh()
        var done = 0
        var throttled = false
        for (storefront, ids) in stores {
            let batches = stride(from: 0, to: ids.count, by: size).map {
                Array(ids[$0..<min($0 + size, ids.count)])
            }
            let now = ContinuousClock.now
            let share =
                deadline > now
                ? now + (deadline - now) * (Double(batches.count) / Double(max(requestsLeft, 1))) : now
            requestsLeft -= batches.count
            var store = StoreRefresh(storefront: storefront)
            for (index, batch) in batches.enumerated() {
                if throttled || ContinuousClock.now >= share {
                    store.notAsked = batches[index...].flatMap { $0 }
                    store.stop =
                        throttled ? .throttled : ContinuousClock.now >= deadline ? .timeRanOut : .storeTooSlow
                    break
                }
                progress(RefreshProgress(done: done, total: total, storefront: storefront))
                try await refresh(batch, in: storefront, until: share, into: &store)
                throttled = store.errors.last == .throttled
                done += batch.count
                progress(RefreshProgress(done: done, total: total, storefront: storefront))
            }
            done += store.notAsked.count
            outcome.stores.append(store)
        }
        if let last = outcome.stores.last {
            progress(RefreshProgress(done: total, total: total, storefront: last.storefront))
        }
        return outcome
    }

    /// Asks for one batch until `deadline` and tallies each app into `store`.
    private func refresh(
        _ batch: [AppID], in storefront: Storefront, until deadline: ContinuousClock.Instant,
        into store: inout StoreRefresh
    ) async throws {
        let before = ((try? await repository.cachedListings(for: batch, in: storefront)) ?? [:]).mapValues(
            \.value)
        store.requests += 1
        let fetched: ListingsAnswer
        do {
            guard let answer = try await fetch(batch, in: storefront, until: deadline) else {
                store.failed += batch
                store.errors.append(.offline(.timedOut))
                return
            }
            fetched = answer
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as AppDetailError {
            store.failed += batch
            store.errors.append(error)
            return
        }
        var unsavedReasons: [AppDetailError] = []
        for id in batch {
            // Asked and answered but not kept: not a refresh, whatever the store said.
            if let error = fetched.unsaved[id] {
                store.failed.append(id)
                if !unsavedReasons.contains(error) { unsavedReasons.append(error) }
            } else if let error = fetched.unreadable[id] {
                store.failed.append(id)
                store.errors.append(error)
            } else if let detail = fetched.found[id]?.value {
                if before[id] == detail { store.unchanged.append(id) } else { store.refreshed.append(id) }
            } else {
                store.goneFromStore.append(id)
            }
        }
        store.errors += unsavedReasons
    }

    /// The store's answer, or `nil` when `deadline` came first (the request is then cancelled,
    /// so a slow store is not waited for).
    private func fetch(_ batch: [AppID], in storefront: Storefront, until deadline: ContinuousClock.Instant)
        async throws -> ListingsAnswer?
    {
        let repository = self.repository
        return try await withThrowingTaskGroup(of: ListingsAnswer?.self) { group in
            group.addTask { try await repository.fetchListings(for: batch, in: storefront) }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }
}
