/// What the detail screen shows.
public enum AppDetailViewState: Sendable {
    /// Nothing asked yet.
    case idle
    /// Asking; the previous content, if any, stays on screen.
    case loading
    /// Content to show, with how to animate to it.
    case loaded(LoadedDetail)
    /// Nothing to show, and why.
    case failed(DetailFailure)
}
