import AppDetailDomain

/// The languages the page's own texts come in. The store's texts (name, description, release
/// notes) arrive already localized; these are the labels around them.
public enum DetailLanguage: String, Hashable, Sendable, CaseIterable {
    /// English, the default.
    case english = "en"
    /// Korean.
    case korean = "ko"
    /// Japanese.
    case japanese = "ja"
    /// French.
    case french = "fr"
    /// German.
    case german = "de"
    /// Spanish.
    case spanish = "es"
    /// Chinese in simplified characters (mainland China, Singapore).
    case simplifiedChinese = "zh-Hans"
    /// Chinese in traditional characters (Taiwan, Hong Kong, Macao).
    case traditionalChinese = "zh-Hant"

    /// The storefront's language when it names one of these, else the main language of its
    /// country among these, else English.
    public init(storefront: Storefront) {
        if let language = storefront.language {
            self = Self(tag: language) ?? .english
        } else {
            self = Self.byCountry[storefront.country] ?? .english
        }
    }

    /// The language a BCP 47 tag names (`ja`, `ja-JP`, `zh-Hant`, `zh-TW`), or `nil` when it is
    /// none of these.
    public init?(tag: String) {
        let parts = tag.split { $0 == "-" || $0 == "_" }.map { $0.lowercased() }
        switch parts.first {
        case "en"?: self = .english
        case "ko"?: self = .korean
        case "ja"?: self = .japanese
        case "fr"?: self = .french
        case "de"?: self = .german
        case "es"?: self = .spanish
        case "zh"?:
            let traditional = parts.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
            self = traditional ? .traditionalChinese : .simplifiedChinese
        default: return nil
        }
    }

    /// This language's text among eight, each given under its language's label — for a client's
    /// own labels beside the page's. The labels make a text given for one language impossible to
    /// land in another's place: a Korean text under `japanese:` reads wrong at the call site.
    public func text(
        english: String, korean: String, japanese: String, french: String, german: String,
        spanish: String, simplifiedChinese: String, traditionalChinese: String
    ) -> String {
        switch self {
        case .english: english
        case .korean: korean
        case .japanese: japanese
        case .french: french
        case .german: german
        case .spanish: spanish
        case .simplifiedChinese: simplifiedChinese
        case .traditionalChinese: traditionalChinese
        }
    }

    private static let byCountry: [String: DetailLanguage] = [
        "kr": .korean, "jp": .japanese, "fr": .french, "de": .german, "at": .german, "es": .spanish,
        "mx": .spanish, "ar": .spanish, "cl": .spanish, "co": .spanish, "pe": .spanish,
        "cn": .simplifiedChinese,
        "sg": .english, "tw": .traditionalChinese, "hk": .traditionalChinese, "mo": .traditionalChinese,
    ]
}

extension DetailLanguage {
    /// Why something could not be loaded, in this language: a short phrase per kind of failure
    /// (offline and not cached, timed out, unreachable, throttled, a server error, an unreadable
    /// answer), so a client's banners never mix languages; English keeps the error's own message.
    public func reason(for error: AppDetailError) -> String {
        FailureWords(language: self).text(for: error)
    }
}

extension DetailLanguage {
    /// The decimal mark the store's pages write in this language: a comma in French, German and
    /// Spanish ("4,5", "245,3 Mo"), a point elsewhere.
    var decimalMark: String {
        switch self {
        case .french, .german, .spanish: ","
        default: "."
        }
    }
}

/// The language a storefront's page is read in, as the store's language codes write it (`KO`):
/// the storefront's own language when it names one, else the main language of its country.
enum StoreLanguage {
    /// The main language of the biggest stores; others have none here.
    private static let byCountry: [String: String] = [
        "kr": "KO", "jp": "JA", "cn": "ZH", "tw": "ZH", "hk": "ZH", "mo": "ZH", "fr": "FR", "be": "FR",
        "de": "DE", "at": "DE", "ch": "DE", "es": "ES", "mx": "ES", "ar": "ES", "cl": "ES", "co": "ES",
        "it": "IT", "br": "PT", "pt": "PT", "ru": "RU", "nl": "NL", "se": "SV", "no": "NB", "dk": "DA",
        "fi": "FI", "pl": "PL", "tr": "TR", "th": "TH", "vn": "VI", "id": "ID", "us": "EN", "gb": "EN",
        "au": "EN", "ca": "EN", "nz": "EN", "ie": "EN", "in": "EN", "sg": "EN",
    ]

    static func code(of storefront: Storefront) -> String? {
        storefront.languageCode.map { $0.uppercased() } ?? byCountry[storefront.country]
    }
}
