import AppDetailDomain
import DiffableSections

/// What a chart screen shows. Once a chart is on screen every later state is
/// ``loaded(_:)``: a refresh keeps the rows until new ones replace them.
public enum ChartViewState: Equatable, Sendable, LoadingScreenState {
    /// Nothing asked yet, or the first load was cancelled before anything was shown.
    case idle
    /// Asking, with nothing on screen yet.
    case loading
    /// The chart, with how to animate to it.
    case loaded(ChartScreen)
    /// No chart to show, and why; the load is over.
    case failed(DetailFailure)

    /// The state as a reader that has just subscribed sees it.
    var joined: ChartViewState {
        if case .loaded(let screen) = self { return .loaded(screen.wholeList) }
        return self
    }
}

/// A chart as shown: the listing, its snapshot and how to animate to it.
public struct ChartScreen: Equatable, Sendable {
    /// The chart's title and rows.
    public let listing: ChartListing
    /// The rows as one section (every row kept, even one whose app repeats).
    public let snapshot: ChartSnapshot
    /// The batch updates from the chart this reader was shown before, or `nil` to install whole.
    public let changes: BatchUpdate<ChartSection, RankedRow>?
    /// A line when the chart on screen is older than asked: a refresh that failed, in the page's
    /// language; `nil` otherwise.
    public let note: String?
    /// The load this state belongs to: the number ``ChartViewModel/load(policy:)`` returned.
    public let load: Int
    /// Whether this load is over (a refresh control stops here).
    public let isSettled: Bool

    /// The same screen for a reader that installs it whole.
    var wholeList: ChartScreen {
        ChartScreen(
            listing: listing, snapshot: snapshot, changes: nil, note: note, load: load, isSettled: isSettled)
    }
}

/// The one section of a chart screen.
public enum ChartSection: String, Hashable, Sendable, Diffable {
    /// The places, in rank order.
    case places

    /// A section is its own identity.
    public var diffIdentifier: ChartSection { self }
}

/// A chart screen as a diffable snapshot: one section of ranked rows, identified by app id, so a
/// refreshed chart with an app moved up is a move and a new rating is an update of one row.
public typealias ChartSnapshot = DiffableSnapshot<ChartSection, RankedRow>

/// One place of a chart: the rank and the app's row, as search results show it.
public struct RankedRow: Hashable, Sendable, Diffable {
    /// The place, from 1.
    public let rank: Int
    /// The app's row.
    public let row: AppRow

    /// The app's id: a chart refreshed with an app moved up is a move.
    public var diffIdentifier: AppID { row.id }
}
