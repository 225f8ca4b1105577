import AppDetailDomain
import DiffableSections

/// One place of a chart: the rank and the app's row, as search results show it.
public struct RankedRow: Hashable, Sendable, Diffable {
    /// The place, from 1.
    public let rank: Int
    /// The app's row.
    public let row: AppRow

    /// The app's id: a chart refreshed with an app moved up is a move.
    public var diffIdentifier: AppID { row.id }
}
