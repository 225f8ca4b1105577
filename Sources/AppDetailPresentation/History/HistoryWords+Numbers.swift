import Foundation

/// Numbers and dates as a history writes them: prices in the store's way, decimals and whole
/// counts grouped in the language's way, dates without a format string.
extension HistoryWords {
    /// A price as the store words one in this language: its currency's sign and digits
    /// (`₩1,500`, `1,99 €`, `$0.99`); the number alone with two decimals when no currency is
    /// known.
    func price(_ value: Double, currency: String?) -> String {
        guard let currency, currency.count == 3 else { return decimal(value, places: 2) }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: language.rawValue)
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        return formatter.string(from: NSNumber(value: value)) ?? "\(decimal(value, places: 2)) \(currency)"
    }

    /// A number with `places` decimals and this language's decimal mark.
    func decimal(_ value: Double, places: Int) -> String {
        let written = Self.fixed(value, places: places) ?? String(format: "%.\(places)f", value)
        guard language.decimalMark != ".", let point = written.firstIndex(of: ".") else { return written }
        return String(written[..<point]) + language.decimalMark
            + String(written[written.index(after: point)...])
    }

    /// `value` with `places` decimals as `%.*f` writes it, from whole units of the last place
    /// (a watch list writes a thousand figures, and a format is most of a figure's cost); `nil`
    /// for a value near a tie between two roundings, or out of the range worked out this way,
    /// which the format then writes.
    static func fixed(_ value: Double, places: Int) -> String? {
        guard (0...6).contains(places), value.isFinite, value.magnitude < 1e12 else { return nil }
        let scale = Int64(([1, 10, 100, 1_000, 10_000, 100_000, 1_000_000] as [Int64])[places])
        let scaled = value.magnitude * Double(scale)
        guard ((scaled - scaled.rounded(.down)) - 0.5).magnitude > 1e-6 else { return nil }
        let units = Int64(scaled.rounded())
        let sign = value.sign == .minus ? "-" : ""
        let whole = sign + String(units / scale)
        return places == 0 ? whole : whole + "." + padded(Int(units % scale), places)
    }

    /// `value` in decimal digits, with zeros before it up to `width` characters (a minus sign
    /// counted), as `%0*d` writes it.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
    }

    /// `value` rounded to a whole number, held within 64 bits (a figure is range-checked where it
    /// enters, so this only keeps a number no store gives from stopping the program).
    static func whole(_ value: Double) -> Int64 {
        guard value.isFinite else { return 0 }
        return Int64(max(min(value.rounded(), 9.0e18), -9.0e18))
    }

    /// A whole number with this language's group separator ("136,080", "136 080", "136.080").
    func grouped(_ value: Int64) -> String {
        let separator =
            switch language {
            case .french: "\u{202F}"
            case .german, .spanish: "."
            default: ","
            }
        let digits = Array(String(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return (value < 0 ? "−" : "") + text
    }

    /// Days since 1970 as a civil date (proleptic Gregorian, UTC).
    static func civil(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
