import AppDetailDomain
import Foundation

/// A series drawn as one line of block characters over a time axis: each column is the value in
/// force at its moment (the last point at or before it), scaled between the series' lowest and
/// highest value. `▁▂▃▄▅▆▇█`, or an ASCII ramp where the terminal shows no blocks.
public struct Sparkline: Sendable {
    /// The moments the line spans, first to last column.
    public let span: ClosedRange<Date>
    /// How many columns.
    public let columns: Int
    /// Whether block characters can be shown.
    public let blockCharacters: Bool

    /// A line of `columns` over `span`.
    public init(span: ClosedRange<Date>, columns: Int, blockCharacters: Bool) {
        self.span = span
        self.columns = max(1, columns)
        self.blockCharacters = blockCharacters
    }

    /// `points` (oldest first) drawn; a column before the first point is blank. With `inverted`,
    /// the lowest value is drawn highest (a chart place: No. 1 on top).
    public func draw(_ points: [(at: Date, value: Double?)], inverted: Bool = false) -> String {
        let values = points.compactMap(\.value)
        guard let low = values.min(), let high = values.max() else {
            return String(repeating: " ", count: columns)
        }
        let ramp = blockCharacters ? Array("▁▂▃▄▅▆▇█") : Array("_.,-=+*#")
        var text = ""
        var next = 0
        var current: Double??
        for column in 0..<columns {
            let moment = moment(ofColumn: column)
            while next < points.count, points[next].at <= moment {
                current = .some(points[next].value)
                next += 1
            }
            guard case .some(let held) = current, let value = held else {
                text.append(" ")
                continue
            }
            let share = high > low ? (value - low) / (high - low) : 0.5
            let level = Int(((inverted ? 1 - share : share) * Double(ramp.count - 1)).rounded())
            text.append(ramp[min(max(level, 0), ramp.count - 1)])
        }
        return text
    }

    /// The column a moment falls in, or `nil` outside the span.
    public func column(of moment: Date) -> Int? {
        guard span.contains(moment) else { return nil }
        let length = span.upperBound.timeIntervalSince(span.lowerBound)
        guard length > 0 else { return 0 }
        let share = moment.timeIntervalSince(span.lowerBound) / length
        return min(columns - 1, Int((share * Double(columns)).rounded(.down)))
    }

    /// The moment a column stands for: the end of its stretch of time, so the last column shows
    /// the last value.
    private func moment(ofColumn column: Int) -> Date {
        let length = span.upperBound.timeIntervalSince(span.lowerBound)
        return span.lowerBound.addingTimeInterval(length * Double(column + 1) / Double(columns))
    }
}
