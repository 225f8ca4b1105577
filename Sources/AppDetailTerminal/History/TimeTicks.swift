import AppDetailPresentation
import Foundation

/// The marks along a history picture's time axis, chosen for its span so that every label can be
/// read and none meets the next: days for a week (`11-22`), weeks for a few months, months for a
/// year (`2024-03`), years for longer (`2024`) — always in UTC, whatever the span.
struct TimeTicks {
    /// A mark: its moment and its label.
    struct Tick {
        let at: Date
        let label: String
    }

    /// The ticks of `span` drawn `width` pixels wide, labels at least `gap` pixels apart.
    static func ticks(in span: ClosedRange<Date>, width: Double, gap: Double = 56) -> [Tick] {
        let seconds = max(span.upperBound.timeIntervalSince(span.lowerBound), 1)
        let most = max(1, Int(width / gap))
        let day = 86_400.0
        let firstDay = (span.lowerBound.timeIntervalSince1970 / day).rounded(.up)
        // Days, then every 2, 7 or 14 days, while they fit.
        for step in [1.0, 2, 7, 14] where seconds / (step * day) <= Double(most) {
            return stride(
                from: firstDay * day, through: span.upperBound.timeIntervalSince1970, by: step * day
            )
            .map { Date(timeIntervalSince1970: $0) }.map {
                Tick(at: $0, label: String(iso($0).dropFirst(5).prefix(5)))
            }
        }
        // Under two years: months, every 1, 3 (quarters) or 6 (halves) as they fit.
        if seconds < 2 * 365 * day {
            let months = starts(of: 1, in: span)
            for step in [1, 3, 6] where months.count / step <= most {
                return months.filter { (month(of: $0) - 1) % step == 0 }.map {
                    Tick(at: $0, label: String(iso($0).prefix(7)))
                }
            }
        }
        // Years, every 1, 2, 5 or 10.
        let years = starts(of: 12, in: span)
        let step = [1, 2, 5, 10, 100].first { years.count / $0 <= most } ?? 1_000
        return years.filter { (Int(iso($0).prefix(4)) ?? 0) % step == 0 }.map {
            Tick(at: $0, label: String(iso($0).prefix(4)))
        }
    }

    /// The first moment of every month (`every` 1) or year (12) inside `span`.
    private static func starts(of every: Int, in span: ClosedRange<Date>) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month], from: span.lowerBound)
        var (year, month) = (parts.year ?? 1970, every == 12 ? 1 : (parts.month ?? 1))
        var found: [Date] = []
        while found.count < 10_000 {
            guard let start = calendar.date(from: DateComponents(year: year, month: month, day: 1)) else {
                break
            }
            if start > span.upperBound { break }
            if start >= span.lowerBound { found.append(start) }
            month += every
            while month > 12 { (month, year) = (month - 12, year + 1) }
        }
        return found
    }

    private static func iso(_ moment: Date) -> String { HistoryWords.iso8601(moment) }

    private static func month(of moment: Date) -> Int { Int(iso(moment).dropFirst(5).prefix(2)) ?? 1 }
}
