/// What the whole detail page shows.
public enum AppPageViewState: Sendable {
    /// Nothing asked yet.
    case idle
    /// Asking; the previous content, if any, stays on screen.
    case loading
    /// Content to show, with how to animate to it; more may follow until
    /// ``LoadedPage/isSettled``.
    case loaded(LoadedPage)
    /// No listing to show, and why.
    case failed(DetailFailure)
}
