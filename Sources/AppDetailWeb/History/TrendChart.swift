import Foundation

/// One figure over time as an SVG drawn in the page: the values as steps from one observation to
/// the next, each observation a dot, a time without a value (the app gone, out of the chart) a
/// gap, each release in the range a dashed line with its version in a `<title>`, the lowest and
/// highest value named at the left. It scales to its element's width; a chart place is drawn
/// with No. 1 on top.
struct TrendChart {
    /// The points, oldest first; `nil` for a moment without a value.
    let points: [(at: Date, value: Double?)]
    /// Whether smaller is better and drawn higher (a chart place).
    let inverted: Bool
    /// The releases, by moment and version.
    let releases: [(at: Date, version: String)]
    /// How a value is written.
    let label: (Double) -> String
    /// What a screen reader says of the chart.
    let summary: String

    private let width = 640.0
    private let height = 120.0
    private let gutter = 64.0
    private let pad = 10.0

    var svg: String {
        let values = points.compactMap(\.value)
        guard let first = points.first?.at, let last = points.last?.at, let low = values.min(),
            let high = values.max()
        else { return "" }
        let length = max(last.timeIntervalSince(first), 1)
        let plot = width - gutter - pad
        let x = { (moment: Date) in self.gutter + moment.timeIntervalSince(first) / length * plot }
        let range = high - low
        let y = { (value: Double) -> Double in
            let share = range > 0 ? (value - low) / range : 0.5
            let top = self.inverted ? share : 1 - share
            return self.pad + top * (self.height - 2 * self.pad)
        }
        var shapes = ""
        for release in releases where (first...last).contains(release.at) {
            let at = Self.format(x(release.at))
            shapes +=
                "<line class=\"release\" x1=\"\(at)\" y1=\"0\" x2=\"\(at)\" y2=\"\(Int(height))\">"
                + "<title>\(HTMLText.escaped(release.version))</title></line>"
        }
        var path = ""
        var drawing = false
        for point in points {
            guard let value = point.value else {
                drawing = false  // a gap: the next value starts a new line
                continue
            }
            let (px, py) = (Self.format(x(point.at)), Self.format(y(value)))
            path += drawing ? " H\(px) V\(py)" : " M\(px) \(py)"
            drawing = true
            shapes += "<circle cx=\"\(px)\" cy=\"\(py)\" r=\"2\"/>"
        }
        let lowY = Self.format(y(low))
        let highY = Self.format(y(high))
        return "<svg class=\"trend\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" "
            + "aria-label=\"\(HTMLText.escaped(summary))\">"
            + "<text x=\"0\" y=\"\(highY)\">\(HTMLText.escaped(label(high)))</text>"
            + (range > 0 ? "<text x=\"0\" y=\"\(lowY)\">\(HTMLText.escaped(label(low)))</text>" : "")
            + shapes + "<path d=\"\(path.trimmingCharacters(in: .whitespaces))\"/></svg>"
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
