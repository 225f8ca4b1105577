import AppDetailDomain
import DiffableSections

/// What a watch list screen shows. Once a list is on screen every later state is
/// ``loaded(_:)``: a refresh keeps the rows until the new ones replace them, and only what
/// changed animates.
public enum WatchListViewState: Equatable, Sendable, LoadingScreenState {
    /// Nothing asked yet, or the first load was cancelled before anything was shown.
    case idle
    /// Reading, with nothing on screen yet.
    case loading
    /// The watch list, with how to animate to it.
    case loaded(WatchListScreen)
    /// No list to show, and why; the load is over.
    case failed(DetailFailure)

    var joined: WatchListViewState {
        if case .loaded(let screen) = self { return .loaded(screen.wholeList) }
        return self
    }
}

/// A watch list as shown: its rows, their snapshot and how to animate to it.
public struct WatchListScreen: Equatable, Sendable {
    /// The list laid out.
    public let listing: WatchListListing
    /// The rows as a section.
    public let snapshot: WatchListSnapshot
    /// The batch updates from the list this reader was shown before, or `nil` to install whole:
    /// an app whose state moved is reconfigured in place, a new one inserted, one no longer
    /// followed deleted.
    public let changes: BatchUpdate<WatchListSection, WatchListRow>?
    /// A line when the list on screen is older than asked (a reload that failed), in the
    /// screen's language; `nil` otherwise.
    public let note: String?
    /// The load this state belongs to: the number ``WatchListViewModel/load()`` returned.
    public let load: Int
    /// Whether this load is over.
    public let isSettled: Bool

    var wholeList: WatchListScreen {
        WatchListScreen(
            listing: listing, snapshot: snapshot, changes: nil, note: note, load: load, isSettled: isSettled)
    }
}
