import Foundation

/// Reads the timestamps the store writes — `2024-09-04T07:00:00Z` in lookups and searches,
/// `2014-02-13T22:07:14-07:00` in the feeds — with plain arithmetic instead of a date formatter,
/// whose calendar, time zone and locale set-up cost a warm `show` more than the rest of the
/// decoding.
///
/// Accepted: `YYYY-MM-DDThh:mm:ss` (a year of four to six digits, as a store's typo `99999`
/// reads in Foundation too), optional fractional seconds, then `Z` or an offset `±hh:mm`
/// (`±hhmm`, `±hh`). Anything else, or a field out of range (month 13, 30 February, hour 24,
/// minute 60), is `nil`.
enum StoreTimestamp {
    static func date(from text: String) -> Date? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.year(), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2), reader.skip("T") || reader.skip("t"),
            let hour = reader.number(digits: 2), reader.skip(":"),
            let minute = reader.number(digits: 2), reader.skip(":"),
            let second = reader.number(digits: 2),
            (1...12).contains(month), (1...daysIn(month, of: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let fraction = reader.skip(".") ? reader.fraction() : 0
        guard let fraction, let offset = reader.offsetSeconds(), reader.isAtEnd else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Days from 1970-01-01 to the date in the proleptic Gregorian calendar (the civil-from-days
    /// method: count in 400-year eras starting in March, so the leap day ends a year).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard position + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + digits] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            position += digits
            return value
        }

        /// Four to six digits.
        mutating func year() -> Int? {
            var length = 0
            while position + length < bytes.count, length < 7, (48...57).contains(bytes[position + length]) {
                length += 1
            }
            return (4...6).contains(length) ? number(digits: length) : nil
        }

        /// The digits after the decimal point as a fraction of a second (at least one digit).
        mutating func fraction() -> Double? {
            var value = 0.0
            var scale = 1.0
            let start = position
            while position < bytes.count, (48...57).contains(bytes[position]) {
                scale /= 10
                value += Double(bytes[position] - 48) * scale
                position += 1
            }
            return position > start ? value : nil
        }

        /// `Z` → 0, `+09:00` → 32,400, `-0700` → −25,200; `nil` for anything else.
        mutating func offsetSeconds() -> Int? {
            if skip("Z") || skip("z") { return 0 }
            let sign: Int
            if skip("+") {
                sign = 1
            } else if skip("-") {
                sign = -1
            } else {
                return nil
            }
            guard let hours = number(digits: 2), hours <= 18 else { return nil }
            if isAtEnd { return sign * hours * 3_600 }
            _ = skip(":")
            guard let minutes = number(digits: 2), minutes <= 59 else { return nil }
            return sign * (hours * 3_600 + minutes * 60)
        }
    }
}
