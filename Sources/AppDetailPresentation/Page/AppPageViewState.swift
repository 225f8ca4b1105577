/// What the whole detail page shows.
///
/// Once a page is on screen, every later state is ``loaded(_:)``: a reload or refresh keeps the
/// page and says, through ``LoadedPage/load`` and ``LoadedPage/isSettled``, which load it
/// belongs to and whether that load is over.
public enum AppPageViewState: Equatable, Sendable {
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
