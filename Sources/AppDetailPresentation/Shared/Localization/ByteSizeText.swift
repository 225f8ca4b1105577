/// A download size as the App Store writes it: decimal units, one decimal, in the store's
/// language ("245.3 MB"; "245,3 Mo" in French, "245,3 MB" in German and Spanish).
///
/// Total for every `Int64`: the rounding divides before it could multiply, so no size can trap,
/// and a negative size (which mapping never lets through) reads as zero.
enum ByteSizeText {
    /// The number and the unit apart, for the badge ("245.3", "MB").
    static func parts(_ bytes: Int64, in language: DetailLanguage) -> (value: String, unit: String) {
        let bytes = max(0, bytes)
        let units: [(Int64, Unit)] = [(1_000_000_000, .giga), (1_000_000, .mega), (1_000, .kilo)]
        guard let (size, unit) = units.first(where: { bytes >= $0.0 }) else {
            return ("\(bytes)", Unit.bytes.symbol(in: language))
        }
        let step = size / 10
        let (quotient, remainder) = bytes.quotientAndRemainder(dividingBy: step)
        let tenths = remainder >= step - remainder ? quotient + 1 : quotient
        return ("\(tenths / 10)\(language.decimalMark)\(tenths % 10)", unit.symbol(in: language))
    }

    /// "245.3 MB".
    static func text(_ bytes: Int64, in language: DetailLanguage) -> String {
        let (value, unit) = parts(bytes, in: language)
        return "\(value) \(unit)"
    }

    /// The units, which French writes in octets (`Mo`) and the other languages in bytes (`MB`).
    private enum Unit {
        case bytes, kilo, mega, giga

        func symbol(in language: DetailLanguage) -> String {
            let french = language == .french
            return switch self {
            case .bytes: french ? "octets" : "bytes"
            case .kilo: french ? "ko" : "KB"
            case .mega: french ? "Mo" : "MB"
            case .giga: french ? "Go" : "GB"
            }
        }
    }
}
