import Foundation

/// A number the store writes sometimes as an int literal, sometimes as a float literal and
/// sometimes as a string (`fileSizeBytes`, `genreIds`), read exactly as written.
struct LenientNumber: Decodable, Sendable {
    /// The value as an exact decimal.
    let decimal: Decimal

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            // No locale: the store always writes "." and a locale would start ICU for nothing.
            guard let value = Decimal(string: text), !text.isEmpty
            else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "“\(text)” is not a number")
            }
            decimal = value
        } else {
            decimal = try container.decode(Decimal.self)
        }
    }

    /// The value as a whole number, or `nil` when it has a fraction or does not fit.
    var int64: Int64? {
        var value = decimal
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        guard rounded == decimal, rounded >= Decimal(Int64.min), rounded <= Decimal(Int64.max) else {
            return nil
        }
        return NSDecimalNumber(decimal: rounded).int64Value
    }

    /// The value as a `Double`.
    var double: Double { NSDecimalNumber(decimal: decimal).doubleValue }
}
