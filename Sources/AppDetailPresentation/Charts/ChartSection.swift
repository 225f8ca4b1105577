import DiffableSections

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
