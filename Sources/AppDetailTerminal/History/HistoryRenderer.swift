import AppDetailDomain
import AppDetailPresentation
import Foundation

/// An app's history as terminal text: each figure as a one-line chart over one time axis (chart
/// places with No. 1 on top), the releases marked under them, then the versions with their notes
/// and what changed, newest first — every line fitted to the width, in the history's language.
public struct HistoryRenderer: Sendable {
    /// The terminal's width in columns.
    public let width: Int
    /// Colour, or none.
    public let style: Style
    /// The language of the words.
    public let language: DetailLanguage
    /// Whether block characters can be shown (`▁▂▃▄▅▆▇█`); an ASCII ramp otherwise.
    public var blockCharacters = true
    /// Whether every version's notes are shown whole; else their first line.
    public var fullNotes = false

    /// A renderer for a terminal `width` columns wide.
    public init(width: Int, style: Style, language: DetailLanguage) {
        self.width = max(20, width)
        self.style = style
        self.language = language
    }

    /// The history, ending with a line break.
    public func render(_ listing: HistoryListing) -> String {
        let words = HistoryWords(language: language)
        var lines: [String] = []
        lines += TerminalText.wrapped(TerminalText.sanitized(listing.title), width: width).map(style.bold)
        if let span = listing.history.span {
            let count = listing.history.listings.count
            lines += TerminalText.wrapped(
                "\(listing.history.storefront.country.uppercased()) · \(observations(count)) · "
                    + "\(words.date(span.lowerBound)) → \(words.date(span.upperBound))", width: width
            ).map(style.dim)
        }
        for note in listing.notes { lines += TerminalText.wrapped(TerminalText.oneLine(note), width: width) }
        if let span = listing.history.span, !listing.trends.isEmpty || !listing.places.isEmpty {
            lines += [""] + trendLines(listing, span: span, words: words)
        }
        if !listing.versions.isEmpty {
            lines += ["", style.heading(words.title(of: .versions))]
            for version in listing.versions { lines += versionLines(version, words: words) }
        }
        if !listing.changes.isEmpty {
            lines += ["", style.heading(words.title(of: .changes))]
            for change in listing.changes {
                lines += Self.hanging(
                    head: "\(change.date)  ", TerminalText.oneLine(change.text), width: width)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func trendLines(_ listing: HistoryListing, span: ClosedRange<Date>, words: HistoryWords)
        -> [String]
    {
        let line = Sparkline(span: span, columns: min(width, 72), blockCharacters: blockCharacters)
        var lines = [style.heading(words.title(of: .trends))]
        for trend in listing.trends {
            let change = trend.change.map { "  (\($0))" } ?? ""
            let summary = trend.first == trend.last ? trend.last : "\(trend.first) → \(trend.last)"
            lines += TerminalText.wrapped(
                TerminalText.oneLine("\(trend.title)  \(summary)\(change)"), width: width)
            // A figure that never moved is its value alone: a flat line says nothing more.
            guard Set(trend.points.map(\.value)).count > 1 else { continue }
            lines.append(style.accent(line.draw(trend.points.map { ($0.at, Optional($0.value)) })))
        }
        for place in listing.places {
            let summary = place.first == place.last ? place.last : "\(place.first) → \(place.last)"
            lines += TerminalText.wrapped(TerminalText.oneLine("\(place.title)  \(summary)"), width: width)
            lines.append(
                style.accent(
                    line.draw(place.points.map { ($0.at, $0.place.map(Double.init)) }, inverted: true)))
        }
        lines.append(markers(listing.versions, on: line))
        lines += axis(span, columns: line.columns, words: words)
        return lines
    }

    /// A marker under every release that falls in the span.
    private func markers(_ versions: [HistoryVersionItem], on line: Sparkline) -> String {
        var row = Array(repeating: Character(" "), count: line.columns)
        for version in versions {
            guard let moment = version.moment, let column = line.column(of: moment) else { continue }
            row[column] = blockCharacters ? "▲" : "^"
        }
        return style.dim(String(row).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
    }

    /// The first and last date under the line's ends, or on two lines when they do not fit.
    private func axis(_ span: ClosedRange<Date>, columns: Int, words: HistoryWords) -> [String] {
        let (first, last) = (words.date(span.lowerBound), words.date(span.upperBound))
        guard columns >= first.count + last.count + 1 else { return [style.dim("\(first) → \(last)")] }
        return [style.dim(first + String(repeating: " ", count: columns - first.count - last.count) + last)]
    }

    private func versionLines(_ version: HistoryVersionItem, words: HistoryWords) -> [String] {
        let head = [version.version, version.date].compactMap { $0 }.joined(separator: "  ")
        let origin = version.isStoresAccount ? "  (\(words.storesAccount))" : ""
        var lines = TerminalText.wrapped(TerminalText.oneLine(head + origin), width: width).map(style.bold)
        if let notes = version.notes?.trimmingCharacters(in: .whitespacesAndNewlines), !notes.isEmpty {
            let shown = fullNotes ? notes : String(notes.split(separator: "\n").first ?? "")
            for paragraph in shown.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += TerminalText.wrapped(
                    TerminalText.oneLine(String(paragraph)), width: width, indent: "  ")
            }
        }
        return lines
    }

    /// `text` after `head` on the first line, its further lines under the text, not the head;
    /// where the head leaves less than half the width, the text starts on the next line.
    public static func hanging(head: String, _ text: String, width: Int) -> [String] {
        let headWidth = TerminalText.displayWidth(head)
        guard headWidth * 2 <= width else {
            return [head.trimmingCharacters(in: .whitespaces)]
                + TerminalText.wrapped(text, width: width, indent: "  ")
        }
        let lines = TerminalText.wrapped(text, width: width - headWidth)
        let pad = String(repeating: " ", count: headWidth)
        return lines.enumerated().map { ($0.offset == 0 ? head : pad) + $0.element }
    }

    private func observations(_ count: Int) -> String {
        language.text(
            english: count == 1 ? "1 observation" : "\(count) observations", korean: "관측 \(count)회",
            japanese: "観測\(count)回", french: count == 1 ? "1 observation" : "\(count) observations",
            german: count == 1 ? "1 Beobachtung" : "\(count) Beobachtungen",
            spanish: count == 1 ? "1 observación" : "\(count) observaciones",
            simplifiedChinese: "观测 \(count) 次",
            traditionalChinese: "觀測 \(count) 次")
    }
}
