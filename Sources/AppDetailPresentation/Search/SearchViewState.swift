import AppDetailDomain
import DiffableSections

/// What the search screen shows.
public enum SearchViewState: Equatable, Sendable, ScreenState {
    /// No query: nothing typed, or the field was cleared.
    case idle
    /// Asking the store for this term; the list on screen stays.
    case searching(term: String)
    /// Results.
    case results(SearchResultsState)
    /// The store found nothing for this term.
    case noResults(term: String)
    /// The search failed, and why.
    case failed(DetailFailure)
}

extension SearchViewState {
    /// The state as a reader that has just subscribed sees it: results come without changes, to
    /// be installed whole.
    var joined: SearchViewState {
        if case .results(let results) = self { return .results(results.wholeList) }
        return self
    }
}

/// Results to show, with how to animate to them from the list on screen.
public struct SearchResultsState: Equatable, Sendable {
    /// The term they answer.
    public let term: String
    /// The rows.
    public let snapshot: SearchSnapshot
    /// The apps behind the rows, in the same order, for a client that needs more than a row.
    public let apps: [AppSummary]
    /// The batch updates from the list shown before, or `nil` when none was.
    public let changes: BatchUpdate<SearchSection, AppRow>?
    /// Where the results came from and how fresh they are.
    public let freshness: Freshness
    /// Results left out, one sentence each (Mac apps in a search that mixes them in).
    public let skipped: [String]

    /// The same results for a reader that installs them whole.
    var wholeList: SearchResultsState {
        SearchResultsState(
            term: term, snapshot: snapshot, apps: apps, changes: nil, freshness: freshness, skipped: skipped)
    }
}

/// The one section of the search screen.
public enum SearchSection: String, Hashable, Sendable, Diffable {
    /// The results, best match first.
    case results

    /// A section is its own identity.
    public var diffIdentifier: SearchSection { self }
}

/// The search screen as a diffable snapshot: one section of result rows.
public typealias SearchSnapshot = DiffableSnapshot<SearchSection, AppRow>
