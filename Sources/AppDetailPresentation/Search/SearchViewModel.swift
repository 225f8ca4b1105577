import AppDetailDomain
import DiffableSections
import Foundation

/// Drives a search screen: text in as it is typed, states out.
///
/// Typing is debounced: a search starts once the text has not changed for the debounce
/// interval, measured on the injected clock (a test clock in tests, so they never wait). A new
/// text cancels the search in flight, and nothing is emitted for the cancelled one. Going from
/// one result list to the next is a changeset (rows are identified by app id). It is an actor
/// and knows nothing about UIKit.
public actor SearchViewModel {
    /// The screen's states, starting with ``SearchViewState/idle``.
    public nonisolated let states: AsyncStream<SearchViewState>
    private let continuation: AsyncStream<SearchViewState>.Continuation
    private let storefront: Storefront
    private let limit: SearchLimit
    private let searching: any AppSearching
    private let debounce: Duration
    private let clock: any Clock<Duration>
    private let strings: DetailStrings
    private var work = CurrentWork()
    private var shown: SearchSnapshot?

    /// - Parameters:
    ///   - storefront: where to search; also chooses the labels' language.
    ///   - limit: how many results at most.
    ///   - searching: the search use case.
    ///   - debounce: how long the text must stay unchanged before a search starts.
    ///   - clock: the clock the debounce is measured on.
    public init(
        storefront: Storefront, limit: SearchLimit, searching: any AppSearching, debounce: Duration,
        clock: any Clock<Duration>
    ) {
        (states, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
        self.storefront = storefront
        self.limit = limit
        self.searching = searching
        self.debounce = debounce
        self.clock = clock
        self.strings = DetailStrings(language: DetailLanguage(storefront: storefront))
        continuation.yield(.idle)
    }

    deinit {
        work.cancel()
        continuation.finish()
    }

    /// The text in the search field changed: searches for it after the debounce interval,
    /// cancelling what was in flight. Empty text goes back to ``SearchViewState/idle``.
    public func query(_ text: String) {
        cancel()
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            shown = nil
            continuation.yield(.idle)
            return
        }
        let clock = self.clock
        let debounce = self.debounce
        work.replace { current in
            Task {
                do {
                    try await clock.sleep(for: debounce, tolerance: nil)
                } catch {
                    return
                }
                await run(text, generation: current)
            }
        }
    }

    /// Stops the search in flight; no state follows for it.
    public func cancel() {
        work.cancel()
    }

    private func run(_ text: String, generation current: Int) async {
        guard work.isCurrent(current) else { return }
        let query: SearchQuery
        do {
            query = SearchQuery(term: try SearchTerm(text), storefront: storefront, limit: limit)
        } catch {
            continuation.yield(.failed(DetailFailure(error)))
            return
        }
        continuation.yield(.searching(term: query.term.text))
        do {
            let fetched = try await searching.search(query, policy: .standard)
            guard work.isCurrent(current) else { return }
            show(fetched, term: query.term.text)
        } catch {
            guard work.shows(error, of: current) else { return }
            continuation.yield(.failed(DetailFailure(error)))
        }
    }

    private func show(_ fetched: Fetched<SearchResults>, term: String) {
        guard !fetched.value.apps.isEmpty else {
            shown = nil
            continuation.yield(.noResults(term: term))
            return
        }
        var seen: Set<AppID> = []
        let apps = fetched.value.apps.filter { seen.insert($0.id).inserted }
        let rows = apps.map { SearchRow(app: $0, strings: strings) }
        let snapshot: SearchSnapshot
        do {
            snapshot = try SearchSnapshot([SectionData(section: .results, items: rows)], duplicates: .reject)
        } catch {
            continuation.yield(
                .failed(
                    DetailFailure(
                        message: "The results could not be listed: \(error).", hint: nil, canRetry: false)))
            return
        }
        let changes = shown.map { $0.batchUpdate(to: snapshot, updateStyle: .reconfigure) }
        shown = snapshot
        continuation.yield(
            .results(
                SearchResultsState(
                    term: term, snapshot: snapshot, apps: apps, changes: changes,
                    freshness: fetched.freshness,
                    skipped: fetched.value.skipped)))
    }
}
