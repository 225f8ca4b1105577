import AppDetailDomain
import DiffableSections
import Foundation

/// An app's history as a History screen lays it out, in the screen's language: a row per figure
/// that has values, a row per chart the app was seen in, the versions and the changes newest
/// first. The same rows a terminal draws as lines and a collection view as cells.
public struct HistoryListing: Hashable, Sendable {
    /// The history shown.
    public let history: AppHistory
    /// The app's name as last observed (its id when never listed).
    public let title: String
    /// The figures over time.
    public let trends: [TrendItem]
    /// The chart places over time.
    public let places: [PlaceTrendItem]
    /// The versions, newest first.
    public let versions: [HistoryVersionItem]
    /// The changes, newest first.
    public let changes: [ChangeItem]
    /// Lines to show above the rest: nothing observed, rows skipped as damaged.
    public let notes: [String]

    /// Lays `history` out in `language`.
    public init(history: AppHistory, language: DetailLanguage) {
        let words = HistoryWords(language: language)
        let currency = history.listings.last { $0.texts?.currencyCode != nil }?.texts?.currencyCode
        self.history = history
        self.title = history.name ?? history.app.description
        self.trends = HistoryFigure.allCases.compactMap { figure in
            let points = history.series(of: figure)
            guard let first = points.first, let last = points.last else { return nil }
            return TrendItem(
                figure: figure, title: words.name(of: figure),
                first: words.value(first.value, of: figure, currency: currency),
                last: words.value(last.value, of: figure, currency: currency),
                change: words.change(from: first.value, to: last.value, of: figure, currency: currency),
                points: points)
        }
        self.places = history.placeSeries().sorted { $0.key.description < $1.key.description }.map {
            chart, points in
            PlaceTrendItem(
                chart: chart, title: words.chart(chart), first: words.place(points.first?.place),
                last: words.place(points.last?.place), points: points)
        }
        self.versions = history.versions.map { mark in
            HistoryVersionItem(
                version: mark.version, date: mark.date.map(words.date), notes: mark.notes,
                isStoresAccount: mark.origin == .storesAccount, moment: mark.date)
        }
        self.changes = history.changes.map { change in
            ChangeItem(
                change: change, date: words.date(change.observedAt),
                text: words.line(for: change, currency: currency))
        }
        self.notes = (history.isEmpty ? [words.nothingObserved] : []) + history.skipped
    }

    /// The rows as a snapshot: each section that has rows, in order.
    public var snapshot: HistorySnapshot {
        let sections: [(HistorySection, [HistoryItem])] = [
            (.trends, trends.map(HistoryItem.trend)), (.places, places.map(HistoryItem.place)),
            (.versions, versions.map(HistoryItem.version)), (.changes, changes.map(HistoryItem.change)),
        ]
        // Identities are unique by construction (one row per figure, chart, version, change).
        return
            (try? HistorySnapshot(
                sections.filter { !$0.1.isEmpty }.map { SectionData(section: $0.0, items: $0.1) },
                duplicates: .keepFirst))
            ?? HistorySnapshot()
    }
}
