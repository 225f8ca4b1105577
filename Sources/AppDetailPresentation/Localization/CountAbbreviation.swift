/// Short forms of large counts, as the App Store writes them.
enum CountAbbreviation {
    /// 950, 1.2K, 12K, 3.4M (thousands and millions; one decimal below ten).
    static func english(_ count: Int) -> String {
        switch count {
        case ..<1_000: "\(count)"
        case ..<1_000_000: scaled(count, by: 1_000, unit: "K")
        case ..<1_000_000_000: scaled(count, by: 1_000_000, unit: "M")
        default: scaled(count, by: 1_000_000_000, unit: "B")
        }
    }

    /// Korean groups by 10⁴: 950, 9500, 1.2만, 35만, 1.2억.
    static func korean(_ count: Int) -> String {
        switch count {
        case ..<10_000: "\(count)"
        case ..<100_000_000: scaled(count, by: 10_000, unit: "만")
        default: scaled(count, by: 100_000_000, unit: "억")
        }
    }

    /// One decimal below ten units ("1.2K"), none above ("12K"); rounded down, so a badge never
    /// claims more than there is.
    private static func scaled(_ count: Int, by unit: Int, unit suffix: String) -> String {
        let tenths = count / (unit / 10)
        if tenths < 100 {
            return tenths % 10 == 0 ? "\(tenths / 10)\(suffix)" : "\(tenths / 10).\(tenths % 10)\(suffix)"
        }
        return "\(count / unit)\(suffix)"
    }
}
