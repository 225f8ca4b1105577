/// What a reviews screen shows. Once reviews are on screen every later state is ``loaded(_:)``.
public enum ReviewsViewState: Equatable, Sendable {
    /// Nothing asked yet, or the first load was cancelled before anything was shown.
    case idle
    /// Asking for the first page, with nothing on screen yet.
    case loading
    /// The reviews, with how to animate to them.
    case loaded(ReviewsScreen)
    /// No reviews to show, and why; the load is over.
    case failed(DetailFailure)

    /// The state as a reader that has just subscribed sees it.
    var joined: ReviewsViewState {
        if case .loaded(let screen) = self { return .loaded(screen.wholeList) }
        return self
    }
}
