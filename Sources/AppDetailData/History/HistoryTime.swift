import Foundation

/// How the history writes a moment: whole milliseconds since 1970 (UTC), from the first day of
/// year 1 to the last of year 9999. Milliseconds, so two runs a second apart — or one that
/// started a fraction of a second before the store answered — are told apart; a moment outside
/// those years (a clock gone wrong, a number no clock makes) is no moment at all: never written,
/// and a row that holds one is damaged.
enum HistoryTime {
    /// The moments a history holds, in milliseconds: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z.
    static let milliseconds: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// `date` in milliseconds, to the nearest (so a moment read back from a row, which a `Date`
    /// holds only to within a binary fraction, is written as the same number); `nil` outside
    /// ``milliseconds`` (or not finite).
    static func milliseconds(_ date: Date) -> Int64? {
        let value = (date.timeIntervalSince1970 * 1_000).rounded()
        guard value.isFinite, value >= Double(milliseconds.lowerBound),
            value <= Double(milliseconds.upperBound)
        else { return nil }
        return Int64(value)
    }

    /// The moment `milliseconds` names; `nil` outside the history's years.
    static func date(_ value: Int64) -> Date? {
        guard milliseconds.contains(value) else { return nil }
        return Date(timeIntervalSince1970: Double(value) / 1_000)
    }
}

extension HistoryTime {
    /// `date` in milliseconds, held at the edge of the history's years when outside them: a
    /// bound to compare moments with (`since`), never a moment to write.
    static func bound(_ date: Date) -> Int64 {
        milliseconds(date)
            ?? (date.timeIntervalSince1970 < 0 ? milliseconds.lowerBound : milliseconds.upperBound)
    }
}
