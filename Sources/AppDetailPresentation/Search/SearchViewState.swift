/// What the search screen shows.
public enum SearchViewState: Equatable, Sendable {
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
