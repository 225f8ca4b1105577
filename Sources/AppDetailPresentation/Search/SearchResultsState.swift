import AppDetailDomain
import DiffableSections

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
