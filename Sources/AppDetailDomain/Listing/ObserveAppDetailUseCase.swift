import Foundation

/// Watches one app detail: the cached one at once, then the store's, so a screen can show
/// something immediately and animate to the new data.
///
/// The sequence follows the same policies as ``FetchAppDetailUseCase``:
/// - with a current cached detail under ``CachePolicy/standard``, it yields that one and finishes;
/// - otherwise it yields the cached detail (when there is one), then the store's; if the store
///   fails for a passing reason, the cached detail again, marked as served after that failure;
/// - with nothing to show, it throws the error.
public struct ObserveAppDetailUseCase: AppDetailObserving {
    private let repository: any AppDetailRepository
    private let maxAge: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - repository: the cache and the store.
    ///   - maxAge: how long a cached detail counts as current.
    ///   - now: the clock.
    public init(repository: any AppDetailRepository, maxAge: Duration, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.maxAge = maxAge
        self.now = now
    }

    /// The details as they become known; cancelling the consumer cancels the work.
    public func observe(_ lookup: AppLookup, in storefront: Storefront, policy: CachePolicy)
        -> AsyncThrowingStream<Fetched<AppDetail>, any Error>
    {
        let loader = PolicyLoader.listing(lookup, in: storefront, from: repository, maxAge: maxAge, now: now)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let final = try await loader.load(policy: policy) { cached in
                        continuation.yield(cached)
                    }
                    try Task.checkCancellation()
                    continuation.yield(final)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
