import Foundation

/// A number the store writes sometimes as an int literal, sometimes as a float literal and
/// sometimes as a string (`fileSizeBytes`, `genreIds`), read exactly as written.
///
/// A value that is a number but cannot be represented (`1e-400`, `1e400`) is kept as *unusable*
/// (`decimal` is `nil`) instead of failing the whole answer: the mapping then treats it like a
/// missing value, which makes an optional figure unknown and a required one name its key. Text
/// that is not a number at all is still a decoding error that names its key.
struct LenientNumber: Decodable, Sendable {
    /// The value as an exact decimal, or `nil` when it is out of `Decimal`'s range.
    let decimal: Decimal?
    /// The `Double` nearest to the digits as written, or `nil` when the value is unusable. Read
    /// from the literal itself, never converted from ``decimal``: that conversion can land a few
    /// units off (4.8 became 4.800000000000002), and differently on different paths.
    let double: Double?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard let value = Double(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "“\(text)” is not a number")
            }
            // No locale: the store always writes "." and a locale would start ICU for nothing.
            let exact = Self.isRepresentable(value) ? Decimal(string: text) : nil
            decimal = exact
            double = exact == nil ? nil : value
        } else if let value = try? container.decode(Double.self) {
            let usable = Self.isRepresentable(value)
            decimal = usable ? ((try? container.decode(Decimal.self)) ?? Decimal(value)) : nil
            double = usable ? value : nil
        } else {
            decimal = try container.decode(Decimal.self)
            double = decimal.flatMap { Double($0.description) }
        }
    }

    /// Whether `Decimal` holds the value: finite, and zero or between 1e-100 and 1e100 in size.
    private static func isRepresentable(_ value: Double) -> Bool {
        value == 0 || (value.isFinite && (1e-100...1e100).contains(abs(value)))
    }

    /// The value as a whole number, or `nil` when it has a fraction, does not fit or is unusable.
    var int64: Int64? {
        guard var value = decimal else { return nil }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        guard rounded == value, rounded >= Decimal(Int64.min), rounded <= Decimal(Int64.max) else {
            return nil
        }
        return NSDecimalNumber(decimal: rounded).int64Value
    }

}
