/// A download size as the App Store writes it: decimal units, one decimal ("245.3 MB").
///
/// Total for every `Int64`: the rounding divides before it could multiply, so no size can trap,
/// and a negative size (which mapping never lets through) reads as zero.
enum ByteSizeText {
    /// The number and the unit apart, for the badge ("245.3", "MB").
    static func parts(_ bytes: Int64) -> (value: String, unit: String) {
        let bytes = max(0, bytes)
        let units: [(Int64, String)] = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "KB")]
        guard let (size, unit) = units.first(where: { bytes >= $0.0 }) else { return ("\(bytes)", "bytes") }
        let step = size / 10
        let (quotient, remainder) = bytes.quotientAndRemainder(dividingBy: step)
        let tenths = remainder >= step - remainder ? quotient + 1 : quotient
        return ("\(tenths / 10).\(tenths % 10)", unit)
    }

    /// "245.3 MB".
    static func text(_ bytes: Int64) -> String {
        let (value, unit) = parts(bytes)
        return "\(value) \(unit)"
    }
}
