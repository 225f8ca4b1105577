import AppDetailDomain
import DiffableSections

/// What the whole detail page shows.
///
/// Once a page is on screen, every later state is ``loaded(_:)``: a reload or refresh keeps the
/// page and says, through ``LoadedPage/load`` and ``LoadedPage/isSettled``, which load it
/// belongs to and whether that load is over.
public enum AppPageViewState: Equatable, Sendable, LoadingScreenState {
    /// Nothing asked yet, or the first load was cancelled before anything was shown.
    case idle
    /// Asking, with nothing on screen yet.
    case loading
    /// Content to show, with how to animate to it; more may follow until
    /// ``LoadedPage/isSettled``.
    case loaded(LoadedPage)
    /// No listing to show, and why; the load is over.
    case failed(DetailFailure)

    /// The state as a reader that has just subscribed sees it: a page comes without changes, to
    /// be installed whole.
    var joined: AppPageViewState {
        if case .loaded(let page) = self { return .loaded(page.wholePage) }
        return self
    }
}

/// The whole page as far as it is known, ready to show.
public struct LoadedPage: Equatable, Sendable {
    /// Each part's state: during a reload or refresh, a part the new load has not answered yet
    /// keeps the value shown before (`PagePart.provisional`), and a part it failed to get
    /// keeps that value marked `servedAfterFailure`.
    public let page: AppPage
    /// The page.
    public let snapshot: DetailSnapshot
    /// The batch updates from the page this reader was shown before, or `nil` when the reader
    /// installs the page whole (its first state: `reloadData`).
    public let changes: BatchUpdate<DetailSection, DetailItem>?
    /// A banner when the listing is not live: sample data ("Showing sample data bundled with
    /// appdetail (written 2026-11-22), not the live App Store."), or a cached copy served because
    /// refreshing it failed ("Showing the cached page from 2026-11-20; refreshing it failed: …"),
    /// in the page's language; `nil` for live or current cached data.
    public let freshnessNote: String?
    /// A line for each other part that is stale or could not be loaded, in page order, such as
    /// "Reviews could not be loaded: …".
    public let partNotes: [String]
    /// The load this state belongs to: the number ``AppPageViewModel/load(policy:)`` returned.
    public let load: Int
    /// Whether this load is over: every part arrived or failed, or the load was cancelled or
    /// ended by its listing's failure. A pull-to-refresh control stops here.
    public let isSettled: Bool

    init(
        page: AppPage, snapshot: DetailSnapshot, changes: BatchUpdate<DetailSection, DetailItem>?,
        freshnessNote: String?, partNotes: [String], load: Int, isSettled: Bool
    ) {
        self.page = page
        self.snapshot = snapshot
        self.changes = changes
        self.freshnessNote = freshnessNote
        self.partNotes = partNotes
        self.load = load
        self.isSettled = isSettled
    }

    /// The same page for a reader that installs it whole.
    var wholePage: LoadedPage {
        LoadedPage(
            page: page, snapshot: snapshot, changes: nil, freshnessNote: freshnessNote, partNotes: partNotes,
            load: load, isSettled: isSettled)
    }
}
