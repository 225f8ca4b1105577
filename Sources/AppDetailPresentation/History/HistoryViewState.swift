import AppDetailDomain
import DiffableSections

/// What a History screen shows. Once a history is on screen every later state is ``loaded(_:)``:
/// a refresh keeps the rows until the new ones replace them, and only what changed animates.
public enum HistoryViewState: Equatable, Sendable, LoadingScreenState {
    /// Nothing asked yet, or the first load was cancelled before anything was shown.
    case idle
    /// Reading, with nothing on screen yet.
    case loading
    /// The history, with how to animate to it.
    case loaded(HistoryScreen)
    /// No history to show, and why; the load is over.
    case failed(DetailFailure)

    var joined: HistoryViewState {
        if case .loaded(let screen) = self { return .loaded(screen.wholeList) }
        return self
    }
}

/// A history as shown: its rows, their snapshot and how to animate to it.
public struct HistoryScreen: Equatable, Sendable {
    /// The history laid out.
    public let listing: HistoryListing
    /// The rows as sections.
    public let snapshot: HistorySnapshot
    /// The batch updates from the history this reader was shown before, or `nil` to install
    /// whole. A new observation updates the figures' rows and inserts its changes; nothing else
    /// moves.
    public let changes: BatchUpdate<HistorySection, HistoryItem>?
    /// A line when the history on screen is older than asked (a reload that failed), in the
    /// screen's language; `nil` otherwise.
    public let note: String?
    /// The load this state belongs to: the number ``HistoryViewModel/load()`` returned.
    public let load: Int
    /// Whether this load is over.
    public let isSettled: Bool

    var wholeList: HistoryScreen {
        HistoryScreen(
            listing: listing, snapshot: snapshot, changes: nil, note: note, load: load, isSettled: isSettled)
    }
}
