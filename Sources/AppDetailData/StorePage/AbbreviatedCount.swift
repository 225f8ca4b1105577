import AppDetailDomain
import Foundation

/// A count as today's store page abbreviates it beside a related app (`99K`, `3.7K`, `21`,
/// `1.2M`; `9.9만`, `3,7 k`, `1,2 Mio.`), read back as the whole number it stands for: the
/// store rounded it, so `99K` is 99,000 give or take 500.
enum AbbreviatedCount {
    /// What each suffix multiplies by, in the languages the store abbreviates in.
    static let multipliers: [String: Double] = [
        "": 1, "k": 1e3, "K": 1e3, "tsd.": 1e3, "Tsd.": 1e3, "m": 1e6, "M": 1e6, "Mio.": 1e6, "Mio": 1e6,
        "B": 1e9, "Md": 1e9, "Mrd.": 1e9, "천": 1e3, "만": 1e4, "억": 1e8, "万": 1e4, "萬": 1e4, "亿": 1e8,
        "億": 1e8,
    ]

    static func value(_ text: String) -> Int? {
        let trimmed = text.trimmedOfWhitespaces
        let digits = trimmed.prefix {
            $0.isNumber || $0 == "." || $0 == "," || $0 == "\u{202F}" || $0 == "\u{00A0}"
        }
        let suffix = String(trimmed.dropFirst(digits.count)).trimmedOfWhitespaces
        guard !digits.isEmpty, let multiplier = multipliers[suffix] else { return nil }
        let plain = digits.filter { $0 != "\u{202F}" && $0 != "\u{00A0}" }
        // With a suffix the digits are a short decimal (3.7K, 3,7 k); without one, a whole number
        // whose separators group thousands (1,234; 1.234).
        let number =
            multiplier > 1
            ? String(plain.map { $0 == "," ? "." : $0 }) : plain.filter { $0 != "," && $0 != "." }
        guard let value = Double(number), value.isFinite, value * multiplier < 9e15 else { return nil }
        return Int((value * multiplier).rounded())
    }
}
