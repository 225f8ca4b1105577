import AppDetailDomain
import AppDetailPresentation
import Foundation

/// An app's history as an SVG picture to paste into a chat or a report: one panel per figure and
/// per chart (No. 1 on top), the values as steps over one time axis marked for its span (days for
/// a week, months for a year, years for longer), each observation a dot, a time the app was
/// gone from the store (or out of the chart) a gap, each release a dashed line with its version,
/// the lowest and highest value named in a margin of their own that no line crosses — in the
/// history's language.
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
    /// The margin left of the plot where the values are named.
    private let gutter = 84
    /// Fonts a browser or a converter finds for every language the store speaks.
    private let fonts =
        "system-ui, -apple-system, 'Noto Sans', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'NanumGothic', 'Hiragino Sans', 'Microsoft YaHei', sans-serif"

    /// One panel: a figure or a chart place over time.
    private struct Panel {
        let title: String
        let summary: String
        let points: [(Date, Double?)]
        let inverted: Bool
        let label: (Double) -> String
    }

    /// The picture as an SVG document.
    public func render(_ listing: HistoryListing) -> String {
        let words = HistoryWords(language: language)
        let panels = self.panels(listing, words: words)
        let height = top + panels.count * panelHeight + 48
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)" font-family="\(fonts)" font-size="12">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(left)" y="24" font-size="16" font-weight="bold">\(escaped(listing.title))</text>

            """
        guard let span = listing.history.span else { return svg + "</svg>\n" }
        let subtitle =
            "\(listing.history.storefront.country.uppercased()) · \(words.date(span.lowerBound)) → \(words.date(span.upperBound))"
        svg += "<text x=\"\(left)\" y=\"42\" fill=\"#666\">\(escaped(subtitle))</text>\n"
        let plotLeft = Double(left + gutter)
        let plotWidth = Double(width - left) - plotLeft
        let x = { (moment: Date) -> Double in
            let length = span.upperBound.timeIntervalSince(span.lowerBound)
            let share = length > 0 ? moment.timeIntervalSince(span.lowerBound) / length : 0.5
            return plotLeft + share * plotWidth
        }
        for (index, panel) in panels.enumerated() {
            let y0 = top + index * panelHeight
            svg +=
                "<text x=\"\(left)\" y=\"\(y0 + 14)\" font-weight=\"bold\">\(escaped(panel.title))</text>\n"
            svg +=
                "<text x=\"\(width - left)\" y=\"\(y0 + 14)\" text-anchor=\"end\">\(escaped(panel.summary))</text>\n"
            svg += steps(
                panel, x: x, y0: Double(y0 + 22), height: Double(panelHeight - 34), end: span.upperBound)
        }
        let axis = top + panels.count * panelHeight
        svg +=
            "<line x1=\"\(format(plotLeft))\" y1=\"\(axis)\" x2=\"\(width - left)\" y2=\"\(axis)\" stroke=\"#999\"/>\n"
        for tick in TimeTicks.ticks(in: span, width: plotWidth) {
            let at = format(x(tick.at))
            svg += "<line x1=\"\(at)\" y1=\"\(axis)\" x2=\"\(at)\" y2=\"\(axis + 5)\" stroke=\"#999\"/>\n"
            svg +=
                "<text x=\"\(at)\" y=\"\(axis + 16)\" fill=\"#666\" font-size=\"10\" text-anchor=\"middle\">\(escaped(tick.label))</text>\n"
        }
        var lastLabel = -Double.infinity
        for version in listing.versions.reversed() {
            guard let moment = version.moment, span.contains(moment) else { continue }
            let at = x(moment)
            svg +=
                "<line x1=\"\(format(at))\" y1=\"\(top)\" x2=\"\(format(at))\" y2=\"\(axis)\" stroke=\"#c33\" stroke-dasharray=\"3,3\"/>\n"
            // A version's name only where it has room: releases close together share a line.
            guard at - lastLabel >= 48 else { continue }
            lastLabel = at
            svg +=
                "<text x=\"\(format(at))\" y=\"\(axis + 30)\" fill=\"#c33\" text-anchor=\"middle\" font-size=\"10\">\(escaped(version.version))</text>\n"
        }
        return svg + "</svg>\n"
    }

    private func panels(_ listing: HistoryListing, words: HistoryWords) -> [Panel] {
        let currency = listing.history.listings.last { $0.texts?.currencyCode != nil }?.texts?.currencyCode
        let trends = listing.trends.map { trend in
            Panel(
                title: trend.title,
                summary: trend.first == trend.last ? trend.last : "\(trend.first) → \(trend.last)",
                points: Self.points(of: trend.figure, in: listing.history), inverted: false,
                label: { words.value($0, of: trend.figure, currency: currency) })
        }
        let places = listing.places.map { place in
            Panel(
                title: place.title,
                summary: place.first == place.last ? place.last : "\(place.first) → \(place.last)",
                points: place.points.map { ($0.at, $0.place.map(Double.init)) }, inverted: true,
                label: { words.place(Int($0)) })
        }
        return trends + places
    }

    /// Each observation's value of `figure`, first and last sighting, and `nil` for one that
    /// found the app gone from the store: a gap in the line.
    private static func points(of figure: HistoryFigure, in history: AppHistory) -> [(Date, Double?)] {
        history.listings.flatMap { observation -> [(Date, Double?)] in
            let value = observation.status == .listed ? observation.figures.value(of: figure) : nil
            let first = (observation.observedAt, value)
            return observation.lastSeenAt > observation.observedAt
                ? [first, (observation.lastSeenAt, value)] : [first]
        }
    }

    /// The values as a step line (each held until the next), scaled into the panel, a dot on
    /// each observation, with the lowest and highest value named in the margin left of it.
    private func steps(_ panel: Panel, x: (Date) -> Double, y0: Double, height: Double, end: Date) -> String {
        let values = panel.points.compactMap(\.1)
        guard let low = values.min(), let high = values.max() else { return "" }
        let y = { (value: Double) -> Double in
            let share = high > low ? (value - low) / (high - low) : 0.5
            return y0 + (panel.inverted ? share : 1 - share) * height
        }
        var path = ""
        var drawing = false
        for (index, point) in panel.points.enumerated() {
            let next = index + 1 < panel.points.count ? panel.points[index + 1].0 : end
            guard let value = point.1 else {
                drawing = false
                continue
            }
            let level = format(y(value))
            path += (drawing ? "L" : "M") + "\(format(x(point.0))) \(level) L\(format(x(next))) \(level) "
            drawing = true
        }
        var svg = "<path d=\"\(path)\" fill=\"none\" stroke=\"#0a66c2\" stroke-width=\"2\"/>\n"
        var marked = Set<String>()
        for (moment, value) in panel.points {
            guard let value, marked.insert(format(x(moment))).inserted else { continue }
            svg +=
                "<circle cx=\"\(format(x(moment)))\" cy=\"\(format(y(value)))\" r=\"2.5\" fill=\"#0a66c2\"><title>\(escaped(HistoryWords(language: language).date(moment))): \(escaped(panel.label(value)))</title></circle>\n"
        }
        let named = high > low ? [(high, y(high)), (low, y(low))] : [(high, y(high))]
        for (value, at) in named {
            svg +=
                "<text x=\"\(left + gutter - 6)\" y=\"\(format(at + 3))\" fill=\"#888\" font-size=\"9\" text-anchor=\"end\">\(escaped(panel.label(value)))</text>\n"
        }
        return svg
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// `text` as XML character data: on one line, without the characters XML 1.0 forbids
    /// (U+FFFE, U+FFFF, lone surrogates' stand-ins, controls), and its markup escaped — so any
    /// store text leaves the picture well-formed.
    private func escaped(_ text: String) -> String {
        let allowed = String(
            String.UnicodeScalarView(TerminalText.oneLine(text).unicodeScalars.filter(Self.isXMLCharacter)))
        return allowed.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
            of: "<", with: "&lt;"
        )
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "'", with: "&apos;")
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020 up, less the surrogates and
    /// U+FFFE and U+FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
