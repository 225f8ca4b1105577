import AppDetailDomain
import DiffableSections

/// What the app-around-the-world screen shows. Once a row is on screen every later state is
/// ``loaded(_:)``: a refresh keeps the rows until their storefronts answer again.
public enum WorldViewState: Equatable, Sendable, LoadingScreenState {
    /// Nothing asked yet, or the first load was cancelled before any row was known.
    case idle
    /// Asking, with nothing on screen yet.
    case loading
    /// The rows known so far, with how to animate to them.
    case loaded(WorldScreen)
    /// Nothing to show, and why; the load is over.
    case failed(DetailFailure)

    /// The state as a reader that has just subscribed sees it.
    var joined: WorldViewState {
        if case .loaded(let screen) = self { return .loaded(screen.whole) }
        return self
    }
}

/// The app around the world as shown: the table of the rows known so far, its snapshot, how far
/// the load has come and how to animate to it.
public struct WorldScreen: Equatable, Sendable {
    /// The rows known so far, worded, and the whole of them.
    public let table: WorldTable
    /// The whole on top, then a section per region, each storefront's row in the screen's order.
    public let snapshot: WorldSnapshot
    /// The batch updates from the screen this reader was shown before, or `nil` to install whole.
    public let changes: BatchUpdate<WorldSection, WorldItem>?
    /// How far the load has come, or `nil` once it is over.
    public let progress: WorldProgress?
    /// A line when the rows on screen are older than asked (a refresh that failed), in the
    /// page's language; `nil` otherwise.
    public let note: String?
    /// The load this state belongs to: the number ``WorldViewModel/load(policy:)`` returned.
    public let load: Int
    /// Whether this load is over.
    public let isSettled: Bool

    /// The same screen for a reader that installs it whole.
    var whole: WorldScreen {
        WorldScreen(
            table: table, snapshot: snapshot, changes: nil, progress: progress, note: note, load: load,
            isSettled: isSettled)
    }
}
