import Foundation

/// Reads the dates today's store page writes with JavaScript's `Date.toString()` —
/// `Tue Jul 07 2026 14:30:14 GMT+0000 (Coordinated Universal Time)` — with plain arithmetic, as
/// ``StoreTimestamp`` reads the ISO form (which is accepted here too). The weekday and the
/// time zone's name in brackets are not checked; a field out of range is `nil`.
enum JavaScriptDate {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func date(from text: String) -> Date? {
        if let iso = StoreTimestamp.date(from: text) { return iso }
        let words = text.split(separator: " ", maxSplits: 6).map(String.init)
        guard words.count >= 6, let month = months.firstIndex(of: words[1]).map({ $0 + 1 }),
            let day = Int(words[2]), let year = Int(words[3]), (1...9999).contains(year),
            (1...StoreTimestamp.daysIn(month, of: year)).contains(day)
        else { return nil }
        let clock = words[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]),
            (0...59).contains(clock[2]), let offset = offsetSeconds(words[5])
        else { return nil }
        let days = StoreTimestamp.daysSinceEpoch(year: year, month: month, day: day)
        return Date(
            timeIntervalSince1970: Double(
                days * 86_400 + clock[0] * 3_600 + clock[1] * 60 + clock[2] - offset))
    }

    /// `GMT+0000`, `GMT-0700`, `GMT+0530` as seconds east of Greenwich.
    private static func offsetSeconds(_ word: String) -> Int? {
        guard word.hasPrefix("GMT"), word.count == 8 else { return nil }
        let sign = word.dropFirst(3).first
        let digits = word.suffix(4)
        guard sign == "+" || sign == "-", let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.suffix(2)),
            hours <= 14, minutes < 60
        else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }
}
