import Foundation

/// Whole seconds from one date to another, total for any dates: a negative, infinite or
/// not-a-number interval is 0, and one too long for `Int` is `Int.max`.
enum ElapsedSeconds {
    static func between(_ date: Date, and now: Date) -> Int {
        let interval = now.timeIntervalSince(date)
        guard interval.isFinite, interval > 0 else { return 0 }
        return interval < Double(Int.max) ? Int(interval) : Int.max
    }
}
