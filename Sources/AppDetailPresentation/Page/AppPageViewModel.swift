import AppDetailDomain
import DiffableSections
import Foundation

/// Drives an app's whole detail page — listing, Ratings & Reviews, More by this developer —
/// as its parts arrive: ``load(policy:)`` (or ``load()``, ``refresh()``, ``loadOffline()``) in,
/// ``states`` out.
///
/// Each arrival is one ``AppPageViewState/loaded(_:)`` state with the changeset from the page on
/// screen, so a collection view animates exactly what arrived: the reviews section is inserted
/// when the reviews come and nothing else moves. A part still loading shows no placeholder (an
/// empty cell would be replaced by cards of another height, moving everything under it); a
/// client that wants a spinner reads the part's state in ``LoadedPage/page``. A second `load()`
/// or `refresh()` cancels the first, and nothing is emitted for a cancelled load. It is an
/// actor and knows nothing about UIKit.
public actor AppPageViewModel {
    /// The page's states, starting with ``AppPageViewState/idle``.
    public nonisolated let states: AsyncStream<AppPageViewState>
    private let continuation: AsyncStream<AppPageViewState>.Continuation
    private let lookup: AppLookup
    private let storefront: Storefront
    private let observing: any AppPageObserving
    private let builder: DetailSnapshotBuilder
    private let updateStyle: UpdateStyle
    private let now: @Sendable () -> Date
    private var work = CurrentWork()
    private var shown: DetailSnapshot?

    /// - Parameters:
    ///   - lookup: the app.
    ///   - storefront: its store; also chooses the labels' language.
    ///   - observing: the observe-page use case.
    ///   - updateStyle: how changed cells are refreshed.
    ///   - now: the clock for relative dates.
    public init(
        lookup: AppLookup, storefront: Storefront, observing: any AppPageObserving, updateStyle: UpdateStyle,
        now: @escaping @Sendable () -> Date
    ) {
        (states, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
        self.lookup = lookup
        self.storefront = storefront
        self.observing = observing
        self.builder = DetailSnapshotBuilder(storefront: storefront, now: now)
        self.updateStyle = updateStyle
        self.now = now
        continuation.yield(.idle)
    }

    deinit {
        work.cancel()
        continuation.finish()
    }

    /// Loads the page under `policy`: `CachePolicy.standard` shows what the cache has at once,
    /// then each part as the store answers; `CachePolicy.refresh` asks the store again for
    /// every part, keeping the page on screen meanwhile; `CachePolicy.offline` shows only what
    /// the cache has and never touches the network.
    public func load(policy: CachePolicy) {
        continuation.yield(.loading)
        let pages = observing.observe(lookup, in: storefront, policy: policy)
        work.replace { current in
            Task {
                do {
                    for try await page in pages { show(page, generation: current) }
                } catch {
                    fail(error, generation: current)
                }
            }
        }
    }

    /// ``load(policy:)`` with `CachePolicy.standard`.
    public func load() { load(policy: .standard) }

    /// ``load(policy:)`` with `CachePolicy.refresh`.
    public func refresh() { load(policy: .refresh) }

    /// ``load(policy:)`` with `CachePolicy.offline`.
    public func loadOffline() { load(policy: .offline) }

    /// Stops the current load; no state follows.
    public func cancel() {
        work.cancel()
    }

    private func show(_ page: AppPage, generation current: Int) {
        guard work.isCurrent(current) else { return }
        let snapshot: DetailSnapshot
        do {
            snapshot = try builder.snapshot(for: page)
        } catch {
            continuation.yield(
                .failed(
                    DetailFailure(
                        message: "The page could not be built: \(error).", hint: nil, canRetry: false)))
            return
        }
        let changes = shown.map { $0.batchUpdate(to: snapshot, updateStyle: updateStyle) }
        shown = snapshot
        let notes = PageNotes(builder.language, now: now())
        continuation.yield(
            .loaded(
                LoadedPage(
                    page: page, snapshot: snapshot, changes: changes,
                    freshnessNote: page.listing.fetched.flatMap { notes.listingNote($0.freshness) },
                    partNotes: notes.partNotes(for: page))))
    }

    private func fail(_ error: any Error, generation current: Int) {
        guard work.shows(error, of: current) else { return }
        continuation.yield(.failed(DetailFailure(error)))
    }
}
