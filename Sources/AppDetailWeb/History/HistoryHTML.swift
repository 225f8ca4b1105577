import AppDetailDomain
import AppDetailPresentation

/// An app's history as elements: each figure and chart place drawn over time (``TrendChart``),
/// the versions and the changes as rows, in the history's language.
struct HistoryHTML: SectionMarkup {
    let language: DetailLanguage
    /// The releases the charts mark.
    let releases: ReleaseMoments

    func key(of section: HistorySection) -> String { section.rawValue }

    func key(of item: HistoryItem) -> String { item.diffIdentifier }

    func section(_ section: HistorySection, items: [HistoryItem]) -> String {
        element(
            key: key(of: section), title: HistoryWords(language: language).title(of: section), items: items)
    }

    func kind(of item: HistoryItem) -> String {
        switch item {
        case .trend, .place: "trend"
        case .version: "release"
        case .change: "change"
        }
    }

    func content(of item: HistoryItem) -> String {
        let words = HistoryWords(language: language)
        switch item {
        case .trend(let trend):
            let summary = trend.first == trend.last ? trend.last : "\(trend.first) → \(trend.last)"
            let chart = TrendChart(
                points: trend.points.map { ($0.at, Optional($0.value)) }, inverted: false,
                releases: releases.current, label: { words.value($0, of: trend.figure, currency: nil) },
                summary: "\(trend.title): \(summary)")
            // A figure that never moved is its value alone: a flat line says nothing more.
            let moved = Set(trend.points.map(\.value)).count > 1
            return heading(trend.title, summary, change: trend.change) + (moved ? chart.svg : "")
        case .place(let place):
            let summary = place.first == place.last ? place.last : "\(place.first) → \(place.last)"
            let chart = TrendChart(
                points: place.points.map { ($0.at, $0.place.map(Double.init)) }, inverted: true,
                releases: releases.current, label: { words.place(Int($0)) },
                summary: "\(place.title): \(summary)")
            let moved = Set(place.points.map(\.place)).count > 1
            return heading(place.title, summary, change: nil) + (moved ? chart.svg : "")
        case .version(let version):
            let date = version.date.map { " · \(HTMLText.isolated($0))" } ?? ""
            return "<p class=\"meta\"><strong>\(HTMLText.isolated(version.version))</strong>\(date)</p>"
                + (version.notes.map { "<p class=\"text\">\(HTMLText.isolated($0))</p>" } ?? "")
        case .change(let change):
            return "<span class=\"label\">\(HTMLText.isolated(change.date))</span>"
                + "<span class=\"value\">\(HTMLText.isolated(change.text))</span>"
        }
    }

    private func heading(_ title: String, _ summary: String, change: String?) -> String {
        "<p class=\"meta\"><strong>\(HTMLText.isolated(title))</strong> \(HTMLText.isolated(summary))"
            + (change.map { " (\(HTMLText.isolated($0)))" } ?? "") + "</p>"
    }
}
