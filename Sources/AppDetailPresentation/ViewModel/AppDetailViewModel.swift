import AppDetailDomain
import DiffableSections
import Foundation

/// Drives one app's detail screen: ``load()`` and ``refresh()`` in, ``states`` out.
///
/// It shows the cached page at once and then the store's, as a changeset from the page on screen,
/// so a collection view animates only what changed. A second `load()` or `refresh()` cancels the
/// first, and nothing is emitted for a cancelled load. It is an actor: safe to call from any
/// thread, testable without a main thread, and it knows nothing about UIKit.
public actor AppDetailViewModel {
    /// The screen's states, starting with ``AppDetailViewState/idle``.
    public nonisolated let states: AsyncStream<AppDetailViewState>
    private let continuation: AsyncStream<AppDetailViewState>.Continuation
    private let lookup: AppLookup
    private let storefront: Storefront
    private let observing: any AppDetailObserving
    private let builder: DetailSnapshotBuilder
    private let updateStyle: UpdateStyle
    private let now: @Sendable () -> Date
    private var task: Task<Void, Never>?
    private var generation = 0
    private var shown: DetailSnapshot?

    /// - Parameters:
    ///   - lookup: the app.
    ///   - storefront: its store; also chooses the labels' language.
    ///   - observing: the observe use case.
    ///   - updateStyle: how changed cells are refreshed.
    ///   - now: the clock for relative dates.
    public init(
        lookup: AppLookup,
        storefront: Storefront,
        observing: any AppDetailObserving,
        updateStyle: UpdateStyle,
        now: @escaping @Sendable () -> Date
    ) {
        (states, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
        self.lookup = lookup
        self.storefront = storefront
        self.observing = observing
        self.builder = DetailSnapshotBuilder(language: DetailLanguage(storefront: storefront), now: now)
        self.updateStyle = updateStyle
        self.now = now
        continuation.yield(.idle)
    }

    deinit {
        task?.cancel()
        continuation.finish()
    }

    /// Shows the cached page at once (when there is one) and then the store's.
    public func load() { start(.standard) }

    /// Asks the store again, keeping the page on screen until the answer comes.
    public func refresh() { start(.refresh) }

    /// Stops the current load; no state follows.
    public func cancel() {
        generation += 1
        task?.cancel()
        task = nil
    }

    private func start(_ policy: CachePolicy) {
        cancel()
        let current = generation
        continuation.yield(.loading)
        let details = observing.observe(lookup, in: storefront, policy: policy)
        task = Task {
            do {
                for try await fetched in details { show(fetched, generation: current) }
            } catch {
                fail(error, generation: current)
            }
        }
    }

    private func show(_ fetched: FetchedAppDetail, generation current: Int) {
        guard current == generation, !Task.isCancelled else { return }
        let snapshot: DetailSnapshot
        do {
            snapshot = try builder.snapshot(for: fetched.detail)
        } catch {
            continuation.yield(
                .failed(
                    DetailFailure(
                        message: "The page could not be built: \(error).", hint: nil, canRetry: false)))
            return
        }
        let changes = shown.map { $0.batchUpdate(to: snapshot, updateStyle: updateStyle) }
        shown = snapshot
        continuation.yield(
            .loaded(
                LoadedDetail(
                    detail: fetched.detail, snapshot: snapshot, changes: changes,
                    freshness: fetched.freshness,
                    freshnessNote: note(for: fetched.freshness))))
    }

    private func fail(_ error: any Error, generation current: Int) {
        guard current == generation, !(error is CancellationError) else { return }
        let failure =
            if let error = error as? AppDetailError {
                DetailFailure(message: error.message, hint: error.hint, canRetry: error.isRetryable)
            } else {
                DetailFailure(message: "Something went wrong: \(error).", hint: nil, canRetry: true)
            }
        continuation.yield(.failed(failure))
    }

    private func note(for freshness: Freshness) -> String? {
        guard case .servedAfterFailure(let error) = freshness.staleness else { return nil }
        let strings = DetailStrings(language: builder.language)
        let isOffline = if case .offline = error { true } else { false }
        let age = RelativeAge.sentence(from: freshness.fetchedAt, to: now(), in: builder.language)
        return strings.showingStale(age, offline: isOffline)
    }
}
