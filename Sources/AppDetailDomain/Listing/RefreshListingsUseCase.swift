/// Refreshes cached listings of one storefront with as few requests as the store allows: ≤ 200
/// ids a lookup (``AppDetailRepositoryLimits/idsPerLookup``), each answer cached as the apps'
/// own lookups would be. A batch that fails leaves its apps' cached listings as they were and
/// the next batch is still asked (the requester's retry budget, shared by every batch, keeps a
/// throttled store from being hammered).
public struct RefreshListingsUseCase: Sendable {
    private let repository: any AppDetailRepository

    /// - Parameter repository: the listings' cache and store.
    public init(repository: any AppDetailRepository) {
        self.repository = repository
    }

    /// Refreshes `ids` (each once) in `storefront`, calling `progress` with how many are done
    /// after each batch.
    public func refresh(_ ids: [AppID], in storefront: Storefront, progress: (Int) -> Void) async throws
        -> ListingRefresh
    {
        let unique = ids.firstOccurrences()
        var tally = ListingRefresh()
        let size = AppDetailRepositoryLimits.idsPerLookup
        for start in stride(from: 0, to: unique.count, by: size) {
            let batch = Array(unique[start..<min(start + size, unique.count)])
            var before: [AppID: AppDetail] = [:]
            for id in batch {
                before[id] = try? await repository.cachedDetail(for: .id(id), in: storefront)?.value
            }
            tally.requests += 1
            do {
                let fetched = try await repository.fetchDetails(for: batch, in: storefront)
                var unsavedReasons: [AppDetailError] = []
                for id in batch {
                    // Asked and answered but not kept: not a refresh, whatever the store said.
                    if let error = fetched.unsaved[id] {
                        tally.failed.append(id)
                        if !unsavedReasons.contains(error) { unsavedReasons.append(error) }
                        continue
                    }
                    if let error = fetched.unreadable[id] {
                        tally.failed.append(id)
                        tally.problems.append(error)
                        continue
                    }
                    guard let detail = fetched.found[id]?.value else {
                        tally.goneFromStore.append(id)
                        continue
                    }
                    if before[id] == detail { tally.unchanged.append(id) } else { tally.refreshed.append(id) }
                }
                tally.problems += unsavedReasons
            } catch is CancellationError {
                throw CancellationError()
            } catch let error as AppDetailError {
                tally.failed += batch
                tally.problems.append(error)
            }
            progress(start + batch.count)
        }
        return tally
    }
}
