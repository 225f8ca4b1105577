import Foundation

/// A moment written in ISO 8601 — `2024-03-01T09:00:00Z`, with a fraction (`…:00.250Z`) or an
/// offset (`+09:00`) — or a date alone (`2024-03-01`, midnight UTC), read in the proleptic
/// Gregorian calendar for every year from 1 to 9999. Foundation's formatter switches to the
/// Julian calendar before 1582, which made year 1 print as `0000-12-30`.
enum ISOMoment {
    /// The moment `text` names, or `nil` when it names none.
    static func parse(_ text: String) -> Date? {
        let characters = Array(text.utf8)
        guard characters.count >= 10, let year = number(characters, 0, 4), characters[4] == dash,
            let month = number(characters, 5, 2), characters[7] == dash, let day = number(characters, 8, 2),
            (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month, of: year)).contains(day)
        else { return nil }
        var seconds = Double(daysSinceEpoch(year: year, month: month, day: day) * 86_400)
        guard characters.count > 10 else { return Date(timeIntervalSince1970: seconds) }
        guard characters.count >= 20,
            characters[10] == UInt8(ascii: "T") || characters[10] == UInt8(ascii: "t"),
            let hour = number(characters, 11, 2), characters[13] == colon,
            let minute = number(characters, 14, 2),
            characters[16] == colon, let second = number(characters, 17, 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        seconds += Double(hour * 3_600 + minute * 60 + second)
        var index = 19
        if characters[index] == UInt8(ascii: ".") {
            let digits = characters[(index + 1)...].prefix { (48...57).contains($0) }
            guard !digits.isEmpty, digits.count <= 9,
                let fraction = Double("0." + String(decoding: digits, as: UTF8.self))
            else { return nil }
            seconds += fraction
            index += 1 + digits.count
        }
        guard let offset = offsetSeconds(Array(characters[index...])) else { return nil }
        return Date(timeIntervalSince1970: seconds - Double(offset))
    }

    /// `Z`, or `±HH:MM`, as seconds east of UTC.
    private static func offsetSeconds(_ characters: [UInt8]) -> Int? {
        if characters == [UInt8(ascii: "Z")] || characters == [UInt8(ascii: "z")] { return 0 }
        guard characters.count == 6, characters[0] == UInt8(ascii: "+") || characters[0] == dash,
            let hours = number(characters, 1, 2), characters[3] == colon,
            let minutes = number(characters, 4, 2),
            hours < 24, minutes < 60
        else { return nil }
        return (characters[0] == dash ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }

    /// The decimal number in `count` characters from `start`, or `nil` when one is not a digit.
    private static func number(_ characters: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard characters.count >= start + count else { return nil }
        var value = 0
        for character in characters[start..<(start + count)] {
            guard (48...57).contains(character) else { return nil }
            value = value * 10 + Int(character - 48)
        }
        return value
    }

    static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a civil date (proleptic Gregorian), after H. Hinnant's
    /// `days_from_civil`.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static let dash = UInt8(ascii: "-")
    private static let colon = UInt8(ascii: ":")
}
