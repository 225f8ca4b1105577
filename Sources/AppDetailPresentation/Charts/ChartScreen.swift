import AppDetailDomain
import DiffableSections

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
