import AppDetailDomain
import DiffableSections
import Foundation

/// A figure over time, as a History screen's row shows it: its name, its first and last value,
/// the change, and every point to draw its line.
public struct TrendItem: Hashable, Sendable, Diffable {
    /// The figure.
    public let figure: HistoryFigure
    /// Its name in the screen's language ("Ratings", "평가 수").
    public let title: String
    /// The first value, as shown ("73,661").
    public let first: String
    /// The last value, as shown ("136,080").
    public let last: String
    /// The change from first to last ("+62,419", "−0.15"), or `nil` when it did not move.
    public let change: String?
    /// The values over time, oldest first.
    public let points: [HistoryPoint]

    /// A row is the figure's: a new observation updates it in place.
    public var diffIdentifier: HistoryFigure { figure }
}

/// A chart place over time: No. 1 on top when drawn.
public struct PlaceTrendItem: Hashable, Sendable, Diffable {
    /// The chart.
    public let chart: ChartName
    /// The chart's name in the screen's language ("Top Free · Finance").
    public let title: String
    /// The first place, as shown ("No. 12", "—" when out of the chart).
    public let first: String
    /// The last place, as shown.
    public let last: String
    /// The places over time, oldest first; `nil` where the app was out of the chart.
    public let points: [ChartPlacePoint]

    /// A row is the chart's.
    public var diffIdentifier: ChartName { chart }
}

/// A version on the timeline.
public struct HistoryVersionItem: Hashable, Sendable, Diffable {
    /// The version.
    public let version: String
    /// Its date as shown ("2024-03-28"), or `nil` when unknown.
    public let date: String?
    /// Its release notes, when known.
    public let notes: String?
    /// Whether only the store's own account tells of it (before the first observation).
    public let isStoresAccount: Bool
    /// When it was released, for drawing a marker.
    public let moment: Date?

    /// A version is its own identity.
    public var diffIdentifier: String { version }
}

/// One change, as a line of the History screen.
public struct ChangeItem: Hashable, Sendable, Diffable {
    /// The change.
    public let change: HistoryChange
    /// Its date as shown ("2024-03-28").
    public let date: String
    /// What changed, in the screen's language ("Version 10.1.2 → 10.6.3").
    public let text: String

    /// The change's moment (to the millisecond, as a history keeps it) and what it is about: a
    /// change keeps its row when the history grows.
    public var diffIdentifier: String {
        "\(HistoryWords.whole(change.observedAt.timeIntervalSince1970 * 1_000)) \(HistoryWords.key(of: change))"
    }
}

/// A row of a History screen.
public enum HistoryItem: Hashable, Sendable, Diffable {
    /// A figure over time.
    case trend(TrendItem)
    /// A chart place over time.
    case place(PlaceTrendItem)
    /// A version.
    case version(HistoryVersionItem)
    /// A change.
    case change(ChangeItem)

    /// The row's identity, unique in the screen.
    public var diffIdentifier: String {
        switch self {
        case .trend(let item): "trend \(item.figure.rawValue)"
        case .place(let item): "place \(item.chart)"
        case .version(let item): "version \(item.version)"
        case .change(let item): "change \(item.diffIdentifier)"
        }
    }
}

/// The sections of a History screen, in order.
public enum HistorySection: String, Hashable, Sendable, Diffable, CaseIterable {
    /// The figures over time.
    case trends
    /// The chart places over time.
    case places
    /// The versions, newest first.
    case versions
    /// What changed, newest first.
    case changes

    /// A section is its own identity.
    public var diffIdentifier: HistorySection { self }
}

/// A History screen as a diffable snapshot.
public typealias HistorySnapshot = DiffableSnapshot<HistorySection, HistoryItem>
