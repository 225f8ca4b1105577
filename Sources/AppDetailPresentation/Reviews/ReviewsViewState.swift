import DiffableSections

/// What a reviews screen shows. Once reviews are on screen every later state is ``loaded(_:)``.
public enum ReviewsViewState: Equatable, Sendable, LoadingScreenState {
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

/// The reviews as shown: the cards of every page loaded so far, and how to animate to them.
public struct ReviewsScreen: Equatable, Sendable {
    /// The cards; a review repeated on a later page (the feed shifts as reviews arrive) once.
    public let snapshot: ReviewsSnapshot
    /// The batch updates from the list this reader was shown before, or `nil` to install whole.
    public let changes: BatchUpdate<ReviewsSection, ReviewItem>?
    /// How many pages are shown, 1…10.
    public let pages: Int
    /// Whether ``ReviewsViewModel/loadMore()`` has a page to add: the feed said so, and the
    /// store serves ten pages at most.
    public let canLoadMore: Bool
    /// Whether a next page is being asked (a spinner at the end of the list).
    public let isLoadingMore: Bool
    /// Why the last request failed while the list stayed on screen (a page that could not be
    /// added, or a refresh), in the page's language; `nil` otherwise.
    public let note: String?
    /// The load this state belongs to: the number ``ReviewsViewModel/load(policy:)`` returned.
    public let load: Int
    /// Whether this load is over, next pages included (a refresh control stops here).
    public let isSettled: Bool

    /// The same screen for a reader that installs it whole.
    var wholeList: ReviewsScreen {
        ReviewsScreen(
            snapshot: snapshot, changes: nil, pages: pages, canLoadMore: canLoadMore,
            isLoadingMore: isLoadingMore,
            note: note, load: load, isSettled: isSettled)
    }
}

/// The one section of a reviews screen.
public enum ReviewsSection: String, Hashable, Sendable, Diffable {
    /// The review cards, in the feed's order, page after page.
    case reviews

    /// A section is its own identity.
    public var diffIdentifier: ReviewsSection { self }
}

/// A reviews screen as a diffable snapshot: one section of review cards.
public typealias ReviewsSnapshot = DiffableSnapshot<ReviewsSection, ReviewItem>
