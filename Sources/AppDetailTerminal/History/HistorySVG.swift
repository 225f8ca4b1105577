import AppDetailDomain
import AppDetailPresentation
import Foundation

/// An app's history as an SVG picture to paste into a chat or a report: one panel per figure and
/// per chart (No. 1 on top), the values as steps over one time axis with its years, each release
/// as a dashed line with its version, in the history's language.
public struct HistorySVG: Sendable {
    /// The language of the words.
    public let language: DetailLanguage
    /// The picture's width in pixels.
    public var width = 720

    /// A picture in `language`.
    public init(language: DetailLanguage) {
        self.language = language
    }

    private let panelHeight = 96
    private let left = 16
    private let top = 56

    /// The picture as an SVG document.
    public func render(_ listing: HistoryListing) -> String {
        let words = HistoryWords(language: language)
        let panels =
            listing.trends.map { trend in
                (
                    trend.title, "\(trend.first) → \(trend.last)",
                    trend.points.map { ($0.at, Optional($0.value)) }, false
                )
            }
            + listing.places.map { place in
                (
                    place.title, "\(place.first) → \(place.last)",
                    place.points.map { ($0.at, $0.place.map(Double.init)) }, true
                )
            }
        let height = top + panels.count * panelHeight + 48
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(left)" y="24" font-size="16" font-weight="bold">\(escaped(listing.title))</text>

            """
        guard let span = listing.history.span else { return svg + "</svg>\n" }
        svg +=
            "<text x=\"\(left)\" y=\"42\" fill=\"#666\">\(escaped(subtitle(listing, span: span, words: words)))</text>\n"
        let plotWidth = Double(width - 2 * left)
        let x = { (moment: Date) -> Double in
            let length = span.upperBound.timeIntervalSince(span.lowerBound)
            let share = length > 0 ? moment.timeIntervalSince(span.lowerBound) / length : 0.5
            return Double(left) + share * plotWidth
        }
        for (index, panel) in panels.enumerated() {
            let y0 = Double(top + index * panelHeight)
            svg +=
                "<text x=\"\(left)\" y=\"\(Int(y0) + 14)\" font-weight=\"bold\">\(escaped(panel.0))</text>\n"
            svg +=
                "<text x=\"\(width - left)\" y=\"\(Int(y0) + 14)\" text-anchor=\"end\">\(escaped(panel.1))</text>\n"
            svg += steps(
                panel.2, inverted: panel.3, x: x, y0: y0 + 22, height: Double(panelHeight - 34),
                end: span.upperBound)
        }
        let axisY = top + panels.count * panelHeight
        svg +=
            "<line x1=\"\(left)\" y1=\"\(axisY)\" x2=\"\(width - left)\" y2=\"\(axisY)\" stroke=\"#999\"/>\n"
        svg += years(in: span, x: x, y: axisY)
        for version in listing.versions {
            guard let moment = version.moment, span.contains(moment) else { continue }
            let at = format(x(moment))
            svg +=
                "<line x1=\"\(at)\" y1=\"\(top)\" x2=\"\(at)\" y2=\"\(axisY)\" stroke=\"#c33\" stroke-dasharray=\"3,3\"/>\n"
            svg +=
                "<text x=\"\(at)\" y=\"\(axisY + 30)\" fill=\"#c33\" text-anchor=\"middle\" font-size=\"10\">\(escaped(version.version))</text>\n"
        }
        return svg + "</svg>\n"
    }

    private func subtitle(_ listing: HistoryListing, span: ClosedRange<Date>, words: HistoryWords) -> String {
        "\(listing.history.storefront.country.uppercased()) · \(words.date(span.lowerBound)) → \(words.date(span.upperBound))"
    }

    /// The values as a step line (each held until the next), scaled into the panel.
    private func steps(
        _ points: [(Date, Double?)], inverted: Bool, x: (Date) -> Double, y0: Double, height: Double,
        end: Date
    ) -> String {
        let values = points.compactMap(\.1)
        guard let low = values.min(), let high = values.max() else { return "" }
        let y = { (value: Double) -> Double in
            let share = high > low ? (value - low) / (high - low) : 0.5
            return y0 + (inverted ? share : 1 - share) * height
        }
        var path = ""
        var previous: Double?
        for (index, point) in points.enumerated() {
            let next = index + 1 < points.count ? points[index + 1].0 : end
            guard let value = point.1 else {
                previous = nil
                continue
            }
            let (from, to, level) = (x(point.0), x(next), y(value))
            path +=
                (previous == nil ? "M" : "L")
                + "\(format(from)) \(format(level)) L\(format(to)) \(format(level)) "
            previous = value
        }
        let label = { (value: Double, at: Double) in
            "<text x=\"\(self.left)\" y=\"\(self.format(at))\" fill=\"#888\" font-size=\"9\">\(self.number(value))</text>\n"
        }
        return "<path d=\"\(path)\" fill=\"none\" stroke=\"#0a66c2\" stroke-width=\"2\"/>\n"
            + (high > low
                ? label(inverted ? low : high, y0 + 8) + label(inverted ? high : low, y0 + height) : "")
    }

    /// A tick and the year at the start of every year in the span (or the two ends when it is
    /// within one year).
    private func years(in span: ClosedRange<Date>, x: (Date) -> Double, y: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let first = calendar.component(.year, from: span.lowerBound)
        let last = calendar.component(.year, from: span.upperBound)
        var ticks = ""
        for year in first...max(first, last) {
            guard let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1)) else {
                continue
            }
            let moment = max(start, span.lowerBound)
            let at = format(x(moment))
            ticks += "<line x1=\"\(at)\" y1=\"\(y)\" x2=\"\(at)\" y2=\"\(y + 5)\" stroke=\"#999\"/>\n"
            ticks += "<text x=\"\(at)\" y=\"\(y + 16)\" fill=\"#666\" font-size=\"10\">\(year)</text>\n"
        }
        return ticks
    }

    private func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int64(value)) : String(format: "%.2f", value)
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }

    private func escaped(_ text: String) -> String {
        TerminalText.oneLine(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "<", with: "&lt;"
        )
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
