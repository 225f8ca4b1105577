/// A download size as the App Store writes it: decimal units, one decimal ("245.3 MB").
enum ByteSizeText {
    /// The number and the unit apart, for the badge ("245.3", "MB").
    static func parts(_ bytes: Int64) -> (value: String, unit: String) {
        let units: [(Int64, String)] = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "KB")]
        guard let (size, unit) = units.first(where: { bytes >= $0.0 }) else { return ("\(bytes)", "bytes") }
        let tenths = (bytes * 10 + size / 2) / size
        return ("\(tenths / 10).\(tenths % 10)", unit)
    }

    /// "245.3 MB".
    static func text(_ bytes: Int64) -> String {
        let (value, unit) = parts(bytes)
        return "\(value) \(unit)"
    }
}
