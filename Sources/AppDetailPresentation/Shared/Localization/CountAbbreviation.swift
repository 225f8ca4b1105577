/// Short forms of large counts, as the App Store writes them in each language.
enum CountAbbreviation {
    /// The count in `language`'s short form.
    static func text(_ count: Int, in language: DetailLanguage) -> String {
        switch language {
        case .english: english(count)
        case .korean: eastAsian(count, thousand: "천", tenThousand: "만", hundredMillion: "억")
        case .japanese, .simplifiedChinese:
            eastAsian(count, thousand: "千", tenThousand: "万", hundredMillion: "億")
        case .traditionalChinese: eastAsian(count, thousand: "千", tenThousand: "萬", hundredMillion: "億")
        case .french: european(count, thousand: " k", million: " M", decimal: language.decimalMark)
        case .german: european(count, thousand: " Tsd.", million: " Mio.", decimal: language.decimalMark)
        case .spanish: european(count, thousand: " mil", million: " M", decimal: language.decimalMark)
        }
    }

    /// 950, 1.2K, 12K, 3.4M (thousands and millions; one decimal below ten).
    static func english(_ count: Int) -> String {
        switch count {
        case ..<1_000: "\(count)"
        case ..<1_000_000: scaled(count, by: 1_000, unit: "K")
        case ..<1_000_000_000: scaled(count, by: 1_000_000, unit: "M")
        default: scaled(count, by: 1_000_000_000, unit: "B")
        }
    }

    /// Korean, Japanese and Chinese group by 10⁴: 950, 4.3천 / 4.3千, 1.2만 / 1.2万, 35만, 1.2억.
    private static func eastAsian(_ count: Int, thousand: String, tenThousand: String, hundredMillion: String)
        -> String
    {
        switch count {
        case ..<1_000: "\(count)"
        case ..<10_000: scaled(count, by: 1_000, unit: thousand)
        case ..<100_000_000: scaled(count, by: 10_000, unit: tenThousand)
        default: scaled(count, by: 100_000_000, unit: hundredMillion)
        }
    }

    /// French, German and Spanish: 950, "4,3 k", "1,2 M", with their decimal mark (a comma).
    private static func european(_ count: Int, thousand: String, million: String, decimal: String) -> String {
        switch count {
        case ..<1_000: "\(count)"
        case ..<1_000_000: scaled(count, by: 1_000, unit: thousand, decimal: decimal)
        default: scaled(count, by: 1_000_000, unit: million, decimal: decimal)
        }
    }

    /// One decimal below ten units ("1.2K"), none above ("12K"); rounded down, so a badge never
    /// claims more than there is.
    private static func scaled(_ count: Int, by unit: Int, unit suffix: String, decimal: String = ".")
        -> String
    {
        let tenths = count / (unit / 10)
        if tenths < 100 {
            return tenths % 10 == 0
                ? "\(tenths / 10)\(suffix)" : "\(tenths / 10)\(decimal)\(tenths % 10)\(suffix)"
        }
        return "\(count / unit)\(suffix)"
    }
}
