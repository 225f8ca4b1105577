import Foundation

/// An average rating as the store shows it.
enum AverageText {
    /// "4.5": the average rounded to one decimal.
    static func oneDecimal(_ average: Double) -> String {
        String(format: "%.1f", (average * 10).rounded() / 10)
    }
}
