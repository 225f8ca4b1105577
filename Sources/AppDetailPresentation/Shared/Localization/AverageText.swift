import Foundation

/// An average rating as the store shows it.
enum AverageText {
    /// "4.5": the average rounded to one decimal, always with its decimal ("4.0"), with the
    /// decimal mark of `language` ("4,5" in French, German and Spanish, as those stores write it).
    ///
    /// Written from the whole tenths rather than through `String(format:)`, which builds a
    /// Foundation format machinery at its first use (about 2 % of a warm `show`).
    static func oneDecimal(_ average: Double, in language: DetailLanguage) -> String {
        let tenths = Int((shown(average) * 10).rounded())
        return "\(tenths / 10)\(language.decimalMark)\(tenths % 10)"
    }

    /// The value the text shows, as a number: stars drawn from it agree with the text (3.45 reads
    /// "3.5" and gets the stars of 3.5).
    static func shown(_ average: Double) -> Double {
        guard average.isFinite else { return 0 }
        return min(max((average * 10).rounded() / 10, 0), 5)
    }

    /// Whole stars for the average, from the shown value rounded half up: 3.5 is four stars.
    static func wholeStars(_ average: Double) -> Int {
        Int(shown(average).rounded())
    }
}
