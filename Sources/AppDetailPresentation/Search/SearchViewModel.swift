import AppDetailDomain
import DiffableSections
import Foundation

/// Drives a search screen: text in as it is typed, states out.
///
/// Typing is debounced: a search starts once the text has not changed for the debounce
/// interval, measured on the injected clock (a test clock in tests, so they never wait). A new
/// text cancels the search in flight, and nothing is emitted for the cancelled one. Going from
/// one result list to the next is a changeset (rows are identified by app id). Any number of
/// readers may follow ``states``, each from the current state on, and none keeps the view model
/// alive: letting it go cancels the search in flight and ends every reader. It is an actor and
/// knows nothing about UIKit.
public actor SearchViewModel {
    private let broadcast = StateBroadcast(SearchViewState.idle)
    private var driver: ScreenDriver<SearchViewState, SearchSnapshot>
    private let storefront: Storefront
    private let limit: SearchLimit
    private let searching: any AppSearching
    private let debounce: Duration
    private let clock: any Clock<Duration>
    private let detailWords: DetailWords

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
        self.driver = ScreenDriver(broadcast)
        self.storefront = storefront
        self.limit = limit
        self.searching = searching
        self.debounce = debounce
        self.clock = clock
        self.detailWords = DetailWords(language: DetailLanguage(storefront: storefront))
    }

    deinit { driver.finish() }

    /// A new reader of the screen's states: the current state first (results come without
    /// changes, to be installed whole), then every later state in order; it ends when the view
    /// model goes away. Each read of this property is a reader of its own; the sequence holds no
    /// reference to the view model.
    public nonisolated var states: AsyncStream<SearchViewState> {
        broadcast.subscribe { $0.joined }
    }

    /// The latest state, as a reader subscribing now would see it first.
    public nonisolated var currentState: SearchViewState { broadcast.current.joined }

    /// The text in the search field changed: searches for it after the debounce interval,
    /// cancelling what was in flight. Empty text goes back to ``SearchViewState/idle``.
    public func query(_ text: String) {
        cancel()
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            driver.clear(to: .idle)
            return
        }
        let (clock, debounce, searching) = (self.clock, self.debounce, self.searching)
        driver.replaceWork { current in
            // Holds the view model only between awaits: waiting for the store keeps nothing
            // alive, so letting the view model go cancels the search.
            Task { [weak self] in
                do {
                    try await clock.sleep(for: debounce, tolerance: nil)
                } catch {
                    return
                }
                guard let query = await self?.begin(text, generation: current) else { return }
                let result: Result<Fetched<SearchResults>, any Error>
                do {
                    result = .success(try await searching.search(query, policy: .standard))
                } catch {
                    result = .failure(error)
                }
                await self?.end(result, term: query.term.text, generation: current)
            }
        }
    }

    /// Stops the search in flight; no state follows for it.
    public func cancel() {
        driver.stop()
    }

    /// The query for `text`, after saying it is being searched; `nil` when the search was
    /// replaced or the text is no term (said as a failure).
    private func begin(_ text: String, generation current: Int) -> SearchQuery? {
        guard driver.isCurrent(current) else { return nil }
        let query: SearchQuery
        do {
            query = SearchQuery(term: try SearchTerm(text), storefront: storefront, limit: limit)
        } catch {
            broadcast.send(.failed(DetailFailure(error, in: detailWords.language)))
            return nil
        }
        broadcast.send(.searching(term: query.term.text))
        return query
    }

    private func end(
        _ result: Result<Fetched<SearchResults>, any Error>, term: String, generation current: Int
    ) {
        switch result {
        case .success(let fetched):
            guard driver.isCurrent(current) else { return }
            show(fetched, term: term)
        case .failure(let error):
            guard driver.shows(error, of: current) else { return }
            broadcast.send(.failed(DetailFailure(error, in: detailWords.language)))
        }
    }

    private func show(_ fetched: Fetched<SearchResults>, term: String) {
        guard !fetched.value.apps.isEmpty else {
            driver.clear(to: .noResults(term: term))
            return
        }
        var seen: Set<AppID> = []
        let apps = fetched.value.apps.filter { seen.insert($0.id).inserted }
        let rows = apps.map { AppRow(app: $0, detailWords: detailWords) }
        // One row an app, by id: building cannot fail.
        let snapshot =
            (try? SearchSnapshot([SectionData(section: .results, items: rows)], duplicates: .keepFirst))
            ?? SearchSnapshot()
        let changes = driver.shown.map { $0.batchUpdate(to: snapshot, updateStyle: .reconfigure) }
        driver.show(
            snapshot,
            as: .results(
                SearchResultsState(
                    term: term, snapshot: snapshot, apps: apps, changes: changes,
                    freshness: fetched.freshness,
                    skipped: fetched.value.skipped)))
    }
}
